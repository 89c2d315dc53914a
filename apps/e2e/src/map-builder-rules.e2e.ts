import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { apiCall, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, loginAsUser } from './support/login';
import { enableMapHook, mapSettled, waitForState } from './support/map-hook';
import { open, shown, selectTab } from './support/screens';
import { SHOTS } from './support/screenshots';
import { institutionWithMember } from './support/institution-member';

// Issue 24 in the browser: rule-based classes in the attribute filter language (bad conditions
// told in the panel), proportional symbols and labels, all checked on the pixels drawn; the
// style saved with the map comes back on reopening; the style files round-trip through the
// builder's buttons; the legend's order and folded state are saved with the map and shown so after
// a reload and in the viewer. Screenshots of the style panel and the legend at 1440×900 and 390×844.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const DISTRICTS = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const POINTS = `${DATA_DIR}/facilities_5186_cp949.zip`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mrmaster${tag}`,
  userNm: '도규칙',
  emailaddr: `mr.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `mr-${tag}`,
  insttNm: `누리 규칙 ${tag}`,
};
const MEMBER = { userId: `mruser${tag}`, userNm: '김규칙', emailaddr: `mr.user.${tag}@example.com`, password: 'Busan!2026map' };
const DISTRICTS_NM = `자치구 ${tag}`;
const POINTS_NM = `시설 ${tag}`;

type Kind = 'red' | 'green' | 'blue' | 'dark' | 'changed';

/**
 * Pixels of the map area (a screenshot decoded in the page) of one kind; 'changed' counts those
 * differing from `base`, a previous screenshot. The legend is folded first so that only the map counts.
 */
async function pixels(p: Page, kind: Kind, base?: Buffer): Promise<number> {
  await mapSettled(p);
  const png = await p.getByTestId('map').screenshot();
  return p.evaluate(
    async ({ shot, before, kind }) => {
      const read = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        [c.width, c.height] = [img.width, img.height];
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, c.width, c.height).data;
      };
      const d = await read(shot);
      const b = before ? await read(before) : null;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) {
        const [r, g, bl] = [d[i], d[i + 1], d[i + 2]];
        if (kind === 'red' && r > 200 && g < 60 && bl < 60) n++;
        else if (kind === 'green' && g > 140 && r < 60 && bl < 60) n++;
        else if (kind === 'blue' && bl > 200 && r < 80 && g > 100 && g < 160) n++;
        else if (kind === 'dark' && r < 70 && g < 70 && bl < 70) n++;
        else if (kind === 'changed' && b && Math.abs(r - b[i]) + Math.abs(g - b[i + 1]) + Math.abs(bl - b[i + 2]) > 30) n++;
      }
      return n;
    },
    { shot: png.toString('base64'), before: base?.toString('base64') ?? null, kind },
  );
}

/** Retries `check` until it passes or `timeout` ms went by (then its last failure is thrown). */
async function until(check: () => Promise<void>, timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

async function blocking(p: Page, within: string): Promise<string[]> {
  const result = await new AxeBuilder({ page: p }).include(within).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settingsOf(p: Page, name: string): Promise<Locator> {
  const button = p.getByRole('button', { name: `${name} 설정` });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  return shown(p.getByRole('region', { name: '레이어 설정' }));
}

async function foldLegend(p: Page): Promise<void> {
  const hide = p.getByTestId('map-legend').getByRole('button', { name: '범례 숨기기' });
  if (await hide.isVisible()) await hide.click();
}

/** The style panel at both sizes: `<name>-1440.png` with the panel in view, `<name>-390.png` in the phone sheet. */
async function panelShots(p: Page, name: string, focus: Locator): Promise<void> {
  await focus.scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${SHOTS}/h3-${name}-1440.png` });
  await p.setViewportSize({ width: 390, height: 844 });
  // The phone layout comes after a render: wait for either the open sheet or its open button.
  const openSheet = p.getByRole('button', { name: '패널 열기' });
  await shown(focus.or(openSheet).first());
  if (await openSheet.isVisible()) await openSheet.click();
  await focus.scrollIntoViewIfNeeded();
  await p.screenshot({ path: `${SHOTS}/h3-${name}-390.png` });
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await p.setViewportSize({ width: 1440, height: 900 });
  await shown(p.locator('#mb-side'));
}

describe('map builder: rule-based classes, proportional symbols, labels and style files (issue 24)', () => {
  let db: Client;
  let token: string;
  let userMapId: string;
  let districtsId: string;
  let pointsId: string;

  beforeAll(async () => {
    ({ db, token } = await institutionWithMember(ADMIN, MEMBER));
    ({ lyrId: districtsId } = await uploadLayerFile(token, DISTRICTS, { uploadType: 'shp', lyrNm: DISTRICTS_NM }));
    ({ lyrId: pointsId } = await uploadLayerFile(token, POINTS, { uploadType: 'shp', lyrNm: POINTS_NM }));
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `규칙 스타일 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:3857', center: [14135000, 4517000], zoom: 11 },
        toc: [
          { lyrGroupSeCode: '02', tocNm: POINTS_NM, visibleAt: 'N', opacity: 1, clusterAt: 'N', lyrId: pointsId },
          { lyrGroupSeCode: '02', tocNm: DISTRICTS_NM, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: districtsId },
        ],
      },
      token,
    ));
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  /** The map in the builder (signed in on a fresh page, or opened again on `again`). */
  const openBuilder = async (again?: Page): Promise<Page> => {
    const p = again ?? page();
    if (!again) {
      await p.setViewportSize({ width: 1440, height: 900 });
      await enableMapHook(p);
      await loginAsUser(p, MEMBER.userId, MEMBER.password);
    }
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 2, 'the two layers', 30_000);
    return p;
  };

  it('draws rule-based classes and labels, tells bad conditions, and keeps the style through save and reopen', async () => {
    const p = await openBuilder();
    // The side panel's four tabs fit at 1440×900: none is cut at the panel's edge.
    const side = (await p.locator('#mb-side').boundingBox())!;
    for (const name of ['레이어', '레이어 검색', '주소 검색', '레이어 업로드']) {
      const box = (await p.getByRole('tab', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(side.x + side.width);
    }
    await p.screenshot({ path: `${SHOTS}/h3-side-tabs-1440.png` });
    await p.getByRole('tab', { name: '레이어 업로드' }).focus();
    await p.keyboard.press('ArrowLeft');
    expect(await p.getByRole('tab', { name: '주소 검색' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await selectTab(p.getByRole('tab', { name: '레이어', exact: true }));

    const settings = await settingsOf(p, DISTRICTS_NM);
    const style = settings.getByRole('region', { name: '스타일' });
    // Opaque fills, so that the pixels tell the classes apart.
    await style.getByRole('spinbutton', { name: '채우기 불투명도(%)' }).fill('100');
    await style.getByRole('radio', { name: '규칙 기반' }).check();
    const first = style.getByRole('textbox', { name: '규칙 1 조건식' });
    await first.fill('pop >');
    await shown(style.getByText('속성 조건이 6번째 글자에서 끝났습니다. 조건을 마저 입력해 주세요.'));
    await first.fill('popp >= 500000');
    await shown(style.getByText("속성 조건의 1번째 글자: 'popp' 컬럼이 레이어에 없습니다."));
    await first.fill('pop >= 500000');
    await style.getByRole('textbox', { name: '규칙 1 색', exact: true }).fill('#ff0000');
    await style.getByRole('textbox', { name: '규칙 1 범례 이름' }).fill('인구 50만 이상');
    await style.getByRole('button', { name: '규칙 추가' }).click();
    await style.getByRole('textbox', { name: '규칙 2 조건식' }).fill("gu_nm IN ('종로구', '중구', '용산구') OR gu_nm LIKE '%동구'");
    await style.getByRole('textbox', { name: '규칙 2 색', exact: true }).fill('#00aa00');
    await style.getByRole('textbox', { name: '규칙 2 범례 이름' }).fill('도심과 동쪽');
    await style.getByRole('group', { name: '그 밖의 객체 기호(어느 규칙에도 맞지 않는 객체)' }).getByRole('textbox', { name: '채우기 색', exact: true }).fill('#0077ff');
    expect(await style.getByRole('alert').count()).toBe(0);

    // The legend lists the rules and the else rule.
    const legend = p.getByTestId('map-legend');
    const rows = legend.getByRole('list', { name: DISTRICTS_NM }).getByRole('listitem');
    expect(await rows.allInnerTexts()).toEqual(['인구 50만 이상', '도심과 동쪽', '기타']);
    await foldLegend(p);
    expect(await pixels(p, 'red')).toBeGreaterThan(2000);
    expect(await pixels(p, 'green')).toBeGreaterThan(2000);
    expect(await pixels(p, 'blue')).toBeGreaterThan(2000);

    // Labels: the district names in dark text with a white halo, at high priority.
    const noLabels = await pixels(p, 'dark');
    await selectTab(settings.getByRole('tab', { name: '라벨' }));
    const labels = settings.getByRole('region', { name: '라벨' });
    await labels.getByRole('switch', { name: '라벨 표시' }).click();
    await labels.getByRole('combobox', { name: '라벨 컬럼' }).selectOption('gu_nm');
    await labels.getByRole('spinbutton', { name: '우선순위(0~10)' }).fill('9');
    await shown(labels.getByText('면 라벨은 면 안쪽의 한 지점에 그립니다.'));
    await until(async () => expect(await pixels(p, 'dark')).toBeGreaterThan(noLabels + 300), 10_000);
    expect(await blocking(p, '#mb-side')).toEqual([]);

    await selectTab(settings.getByRole('tab', { name: '스타일' }));
    await panelShots(p, 'style-rules', style.getByRole('group', { name: '규칙', exact: true }));

    // Saved with the map: the API gives the rules back, and a reopened builder draws them.
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await until(async () => {
      const map = await apiCall<{ toc: { lyrId: string | null; style: { kind: string; classes: { filter: string }[]; label: { priority?: number } } | null }[] }>(
        'GET',
        `/api/webmap/${userMapId}`,
        undefined,
        token,
      );
      const saved = map.toc.find((e) => e.lyrId === districtsId)!.style!;
      expect(saved.kind).toBe('rules');
      expect(saved.classes.map((c) => c.filter)).toEqual(['pop >= 500000', "gu_nm IN ('종로구', '중구', '용산구') OR gu_nm LIKE '%동구'"]);
      expect(saved.label.priority).toBe(9);
    }, 15_000);

    const again = await openBuilder(p);
    await foldLegend(again);
    expect(await pixels(again, 'red')).toBeGreaterThan(2000);
    expect(await pixels(again, 'green')).toBeGreaterThan(2000);
    const reopened = await settingsOf(again, DISTRICTS_NM);
    expect(await reopened.getByRole('textbox', { name: '규칙 1 조건식' }).inputValue()).toBe('pop >= 500000');
  }, 240_000);

  it('sizes point symbols by a column, with sample sizes in the legend', async () => {
    const p = await openBuilder();
    await p.getByRole('checkbox', { name: `${DISTRICTS_NM} 보이기` }).uncheck();
    await foldLegend(p);
    const empty = await p.getByTestId('map').screenshot();
    await p.getByRole('checkbox', { name: `${POINTS_NM} 보이기` }).check();
    await foldLegend(p);
    const plain = await pixels(p, 'changed', empty);
    expect(plain).toBeGreaterThan(200);

    const settings = await settingsOf(p, POINTS_NM);
    const sizes = settings.getByRole('group', { name: '크기 비례 기호' });
    await sizes.getByRole('combobox', { name: '크기 컬럼' }).selectOption('open_year');
    await shown(sizes.getByRole('spinbutton', { name: '최대 반지름(px)' }));
    await sizes.getByRole('spinbutton', { name: '최소 반지름(px)' }).fill('3');
    await sizes.getByRole('spinbutton', { name: '최대 반지름(px)' }).fill('18');
    await shown(sizes.getByText(/값 .+~.+을\(를\) 넓이에 비례하는 크기로 그립니다\./));
    const legendSizes = p.getByTestId('map-legend').getByRole('list', { name: '기호 크기: open_year' });
    const show = p.getByTestId('map-legend').getByRole('button', { name: '범례 보기' });
    if (await show.isVisible()) await show.click();
    expect(await legendSizes.getByRole('listitem').count()).toBe(3);
    const radii = await legendSizes.locator('svg').evaluateAll((svgs) => svgs.map((s) => Number(s.getAttribute('data-radius'))));
    expect(radii[0]).toBe(18);
    expect(radii[2]).toBe(3);
    expect(radii[1]).toBeGreaterThan(3 + 15 / 2); // √ scale: the middle value is past the middle radius
    await foldLegend(p);
    // Bigger markers for the larger values: more of the map is covered than with radius 6.
    const sized = await pixels(p, 'changed', empty);
    expect(sized).toBeGreaterThan(plain * 1.3);
    expect(await blocking(p, '#mb-side')).toEqual([]);
    await panelShots(p, 'style-sizes', sizes);
  }, 240_000);

  it('exports the style as SLD and MapLibre through the buttons and imports the SLD back; a bad file is refused in the server words', async () => {
    const p = await openBuilder();
    const settings = await settingsOf(p, DISTRICTS_NM);
    const style = settings.getByRole('region', { name: '스타일' });
    await style.getByRole('radio', { name: '단일 기호' }).check();
    await style.getByRole('textbox', { name: '채우기 색', exact: true }).first().fill('#aa00cc');
    const files = style.getByRole('group', { name: '스타일 파일' });

    const [sld] = await Promise.all([p.waitForEvent('download'), files.getByRole('button', { name: '스타일 내보내기 (SLD)' }).click()]);
    expect(sld.suggestedFilename()).toBe(`${DISTRICTS_NM}.sld`);
    const sldPath = `${SHOTS}/h3-export-${tag}.sld`;
    await sld.saveAs(sldPath);
    const xml = readFileSync(sldPath, 'utf8');
    expect(xml).toContain('<StyledLayerDescriptor version="1.1.0"');
    expect(xml).toContain('<se:SvgParameter name="fill">#aa00cc</se:SvgParameter>');

    const [ml] = await Promise.all([p.waitForEvent('download'), files.getByRole('button', { name: 'MapLibre 스타일 내보내기' }).click()]);
    expect(ml.suggestedFilename()).toBe(`${DISTRICTS_NM}.json`);
    const mlPath = `${SHOTS}/h3-export-${tag}.json`;
    await ml.saveAs(mlPath);
    const doc = JSON.parse(readFileSync(mlPath, 'utf8')) as { version: number; layers: { paint: Record<string, unknown> }[] };
    expect(doc.version).toBe(8);
    expect(doc.layers[0].paint['fill-color']).toBe('#aa00cc');

    // Another colour on screen, then the SLD read back through the picker: the exported colour returns.
    await style.getByRole('textbox', { name: '채우기 색', exact: true }).first().fill('#112233');
    const picker = files.getByLabel('SLD 스타일 파일');
    await picker.setInputFiles(sldPath);
    await shown(files.getByText(`h3-export-${tag}.sld`));
    await files.getByRole('button', { name: '스타일 가져오기 (SLD)' }).click();
    await shown(p.getByText('SLD 스타일을 가져왔습니다.'));
    expect(await style.getByRole('textbox', { name: '채우기 색', exact: true }).first().inputValue()).toBe('#aa00cc');

    // Not an SLD: the server's words under the buttons.
    await picker.setInputFiles({ name: 'not-sld.xml', mimeType: 'application/xml', buffer: Buffer.from('<foo/>') });
    await files.getByRole('button', { name: '스타일 가져오기 (SLD)' }).click();
    await shown(files.getByRole('alert').filter({ hasText: 'StyledLayerDescriptor 문서가 아닙니다. (최상위 요소: foo)' }));
    expect(await blocking(p, '#mb-side')).toEqual([]);
    await panelShots(p, 'style-files', files);
  }, 240_000);

  it('shows the re-import file picker in Korean', async () => {
    const p = await openBuilder();
    const settings = await settingsOf(p, DISTRICTS_NM);
    await selectTab(settings.getByRole('tab', { name: '데이터' }));
    const picker = await shown(settings.getByText('파일 선택', { exact: true }).first());
    await shown(settings.getByText('선택한 파일 없음'));
    expect(await settings.getByLabel('새 파일', { exact: true }).getAttribute('type')).toBe('file');
    await panelShots(p, 'reimport-picker', picker);
  }, 120_000);

  it('saves the legend order and folded state with the map: the builder after a reload and the viewer show them', async () => {
    const p = await openBuilder();
    await p.getByRole('checkbox', { name: `${POINTS_NM} 보이기` }).check();
    const legend = p.getByTestId('map-legend');
    const titles = () => legend.getByRole('heading', { level: 3 }).allInnerTexts();
    const unfold = async () => {
      const show = legend.getByRole('button', { name: '범례 보기' });
      if (await show.isVisible()) await show.click();
      await shown(legend.getByRole('button', { name: '범례 숨기기' }));
    };
    await unfold();
    // The TOC's order first (the points are on top), then the districts moved up.
    await until(async () => expect(await titles()).toEqual([POINTS_NM, DISTRICTS_NM]), 10_000);
    await legend.getByRole('button', { name: `${DISTRICTS_NM} 범례 위로` }).click();
    expect(await titles()).toEqual([DISTRICTS_NM, POINTS_NM]);
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByRole('status').filter({ hasText: '지도를 저장했습니다.' }), 30_000);
    const savedLegend = async () => (await apiCall<{ legend: { order: string[]; hidden: boolean } }>('GET', `/api/webmap/${userMapId}`, undefined, token)).legend;
    expect(await savedLegend()).toEqual({ order: [districtsId, pointsId], hidden: false });

    // Reloaded: the legend opens unfolded in the saved order (the TOC still draws the points on top).
    await p.reload();
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 2, 'the two layers', 30_000);
    await shown(legend.getByRole('button', { name: '범례 숨기기' }));
    await until(async () => expect(await titles()).toEqual([DISTRICTS_NM, POINTS_NM]), 15_000);
    expect(await legend.getByRole('button', { name: `${DISTRICTS_NM} 범례 위로` }).isDisabled()).toBe(true);
    expect(await blocking(p, '[data-testid="map-legend"]')).toEqual([]);
    await mapSettled(p);
    await p.screenshot({ path: `${SHOTS}/h9-legend-order-1440.png` });
    // A phone opens the legend folded (the map stays in view); unfolded, the same order.
    await p.setViewportSize({ width: 390, height: 844 });
    await p.reload();
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 2, 'the two layers', 30_000);
    await shown(legend.getByRole('button', { name: '범례 보기' }));
    await unfold();
    await until(async () => expect(await titles()).toEqual([DISTRICTS_NM, POINTS_NM]), 15_000);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mapSettled(p);
    await p.screenshot({ path: `${SHOTS}/h9-legend-order-390.png` });
    await p.setViewportSize({ width: 1440, height: 900 });

    // Folded in the builder and saved: it opens folded after a reload.
    await legend.getByRole('button', { name: '범례 숨기기' }).click();
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByRole('status').filter({ hasText: '지도를 저장했습니다.' }), 30_000);
    expect(await savedLegend()).toEqual({ order: [districtsId, pointsId], hidden: true });
    await p.reload();
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 2, 'the two layers', 30_000);
    await shown(legend.getByRole('button', { name: '범례 보기' }));
    expect(await legend.getByRole('heading', { level: 3 }).count()).toBe(0);

    // The viewer (the embed route, anonymous, the map shared with everyone): folded as saved,
    // and unfolded in the saved order.
    await apiCall('POST', `/api/webmap/${userMapId}/shares/all`, {}, token);
    const visitor = await p.context().browser()!.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    try {
      const v = await visitor.newPage();
      await open(v, `/embed/map/${userMapId}`);
      const shownLegend = await shown(v.getByRole('region', { name: '범례' }), 30_000);
      await shown(shownLegend.getByRole('button', { name: '범례 보기' }));
      expect(await shownLegend.getByRole('heading', { level: 3 }).count()).toBe(0);
      await shownLegend.getByRole('button', { name: '범례 보기' }).click();
      await until(async () => expect(await shownLegend.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([DISTRICTS_NM, POINTS_NM]), 15_000);
      await v.screenshot({ path: `${SHOTS}/h9-legend-viewer-1440.png` });
    } finally {
      await visitor.close();
    }
  }, 240_000);
});
