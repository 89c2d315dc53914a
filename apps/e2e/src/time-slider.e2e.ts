import AxeBuilder from '@axe-core/playwright';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, loginAsUser } from './support/login';
import { enableMapHook, waitForState } from './support/map-hook';
import { open, shown, selectTab } from './support/screens';
import { screenshotsAtBothSizes } from './support/screenshots';
import { institutionWithMember } from './support/institution-member';

// Issue 24 in the browser ("moving the time slider changes the number of features drawn"): a
// point layer with a date column (a custom layer filled through the features API: 1 feature in
// January 2024, 2 in February, 3 in March, 4 in April), its time column chosen in the builder's
// layer settings; the slider bar on the map moves by keyboard and by play, and the features
// drawn (counted through the map test hook) follow the window; the setting is saved with the map
// and restored; the themed-app viewer shows the same bar. axe and screenshots at 1440 and 390.

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `tsmaster${tag}`,
  userNm: '도시간',
  emailaddr: `ts.master.${tag}@example.com`,
  password: 'Seoul!2026time',
  insttCode: `ts-${tag}`,
  insttNm: `누리 시간 ${tag}`,
};
const MEMBER = { userId: `tsuser${tag}`, userNm: '김시간', emailaddr: `ts.user.${tag}@example.com`, password: 'Busan!2026time' };
const LAYER_NM = `행사 ${tag}`;
const CITY_HALL = { lon: 126.978, lat: 37.5665 };

interface State {
  baseMapId: string | null;
  layers: { key: string; drawnFeatures: number | null; time: string | null }[];
}

async function blocking(p: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const drawn = (p: Page, count: number, what: string) =>
  waitForState<State>(p, (s) => s.layers.length === 1 && s.layers[0].drawnFeatures === count, what, 30_000);

describe('time slider (issue 24)', () => {
  let db: Client;
  let token: string;
  let lyrId: string;
  let userMapId: string;

  beforeAll(async () => {
    ({ db, token } = await institutionWithMember(ADMIN, MEMBER));
    ({ lyrId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      { uploadType: 'custom', lyrNm: LAYER_NM, geometryType: 'point', columns: [{ name: 'title', type: 'text' }, { name: 'opened', type: 'date' }] },
      token,
    ));
    const changes = [];
    for (let month = 1; month <= 4; month++) {
      for (let i = 0; i < month; i++) {
        changes.push({
          op: 'create',
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [CITY_HALL.lon + (month - 2.5) * 0.004, CITY_HALL.lat + (i - 1.5) * 0.003] },
          properties: { title: `${month}월 ${i + 1}`, opened: `2024-0${month}-${10 + i}` },
        });
      }
    }
    await apiCall('POST', `/api/layers/${lyrId}/features/batch`, { changes }, token);
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `행사 지도 ${tag}`,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 13 },
        toc: [{ lyrGroupSeCode: '02', lyrId, tocNm: LAYER_NM, visibleAt: 'Y', opacity: 1 }],
      },
      token,
    ));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('filters the features drawn by the window the slider shows in the builder, and saves it with the map', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await drawn(p, 10, 'all ten features');

    // The time column is chosen in the layer's settings.
    const settingsButton = p.getByRole('button', { name: `${LAYER_NM} 설정` });
    if ((await settingsButton.getAttribute('aria-pressed')) !== 'true') await settingsButton.click();
    const settings = p.getByRole('region', { name: '레이어 설정' });
    await selectTab(settings.getByRole('tab', { name: '시간', exact: true }));
    await settings.getByRole('combobox', { name: '시간 컬럼' }).selectOption('opened');
    const bar = await shown(p.getByRole('region', { name: `${LAYER_NM} 시간` }), 20_000);
    const slider = bar.getByRole('slider', { name: `${LAYER_NM} 시간` });
    await shown(slider);
    expect(await bar.locator('output').innerText()).toBe('2024년 1월');
    await drawn(p, 1, 'January alone');

    // Keyboard: one step on, then the last step.
    await slider.focus();
    await p.keyboard.press('ArrowRight');
    await shown(bar.locator('output').filter({ hasText: '2024년 2월' }));
    expect(await slider.getAttribute('aria-valuetext')).toBe('2024년 2월');
    const feb = await drawn(p, 2, 'February');
    expect(feb.layers[0].time).toBe('2024-01-31T15:00:00.000Z/2024-02-29T15:00:00.000Z');
    await p.keyboard.press('End');
    await drawn(p, 4, 'April');

    // Play from the start runs to the last step and stops.
    await p.keyboard.press('Home');
    await drawn(p, 1, 'January again');
    await bar.getByRole('combobox', { name: '재생 속도' }).selectOption('4');
    await bar.getByRole('button', { name: '재생' }).click();
    await shown(bar.getByRole('button', { name: '일시정지' }));
    await shown(bar.locator('output').filter({ hasText: '2024년 4월' }), 20_000);
    await shown(bar.getByRole('button', { name: '재생' }), 10_000);
    await drawn(p, 4, 'April after playing');

    // Range mode: start and end thumbs; the window starts over the whole data.
    await settings.getByRole('combobox', { name: '보기 방식' }).selectOption('range');
    await shown(bar.getByRole('slider', { name: '끝' }));
    await shown(bar.locator('output').filter({ hasText: '2024년 1월 ~ 2024년 4월' }));
    await drawn(p, 10, 'the whole range');
    await bar.getByRole('slider', { name: '시작' }).focus();
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    await shown(bar.locator('output').filter({ hasText: '2024년 3월 ~ 2024년 4월' }));
    await drawn(p, 7, 'March and April');
    expect(await blocking(p)).toEqual([]);
    await screenshotsAtBothSizes(p, 'h4-time-slider-builder', bar);
    await p.setViewportSize({ width: 1440, height: 900 });

    // Saved with the map and restored when it is opened again.
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByRole('status').filter({ hasText: '지도를 저장했습니다.' }), 30_000);
    const [row] = (await db.query(`SELECT time_json FROM user_map_toc WHERE user_map_id = $1 AND lyr_id = $2`, [userMapId, lyrId])).rows;
    expect(row.time_json).toEqual({ column: 'opened', mode: 'range', step: 'month', speed: 4, from: '2024-02-29T15:00:00.000Z', to: '2024-04-30T15:00:00.000Z' });
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    const again = await shown(p.getByRole('region', { name: `${LAYER_NM} 시간` }), 20_000);
    await shown(again.locator('output').filter({ hasText: '2024년 3월 ~ 2024년 4월' }));
    await drawn(p, 7, 'March and April after reopening');
  }, 240_000);

  it('shows the bar in the themed-app viewer, where moving it changes the features drawn', async () => {
    const { webappTmplatId } = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      { webappTmplatSj: `행사 앱 ${tag}`, webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '행사', webmap: { userMapId } }] } },
      token,
    );
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/apps/${webappTmplatId}`);
    const bar = await shown(p.getByRole('region', { name: `${LAYER_NM} 시간` }), 30_000);
    await shown(bar.locator('output').filter({ hasText: '2024년 3월 ~ 2024년 4월' }));
    await drawn(p, 7, 'the saved window');
    await bar.getByRole('slider', { name: '끝' }).focus();
    await p.keyboard.press('ArrowLeft');
    await shown(bar.locator('output').filter({ hasText: /^2024년 3월$/ }));
    await drawn(p, 3, 'March alone');
    expect(await blocking(p)).toEqual([]);
    await screenshotsAtBothSizes(p, 'h4-time-slider-app', bar);
  }, 180_000);
});
