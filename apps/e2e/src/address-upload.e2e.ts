import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { apiCall, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { enableMapHook, waitForState } from './support/map-hook';
import { deleteAccounts, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { SHOTS, screenshotsAtBothSizes } from './support/screenshots';
import { ROOT } from './support/server-config';
import { institutionWithMember, loadDemoGazetteer } from './support/institution-member';

// Issue 23 in the browser, address spreadsheets: a member uploads the committed address table
// in the builder's upload tab, confirms the address column the screen found (도로명주소), follows
// the import through its geocoding stage and reads the report's counts, then downloads the
// report CSV. Themed apps show the address and district search when the app turns it on; the
// simple map keeps a found address in the middle after the window is resized.

const FIXTURE = path.join(ROOT, 'apps/api/test/fixtures/address_rows_geocoding.csv');
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `aumaster${tag}`,
  userNm: '주소올',
  emailaddr: `au.master.${tag}@example.com`,
  password: 'Seoul!2026addr',
  insttCode: `au-${tag}`,
  insttNm: `누리 주소변환 ${tag}`,
};
const MEMBER = { userId: `auuser${tag}`, userNm: '이주소', emailaddr: `au.user.${tag}@example.com`, password: 'Busan!2026addr' };

/** Serious and critical axe violations (WCAG 2.1 AA) of what the page shows now. */
async function axeProblems(p: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(p: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

/** The fixture's rows repeated (a table large enough that its geocoding stage is seen). */
function repeatedFixture(times: number): string {
  const [header, ...rows] = readFileSync(FIXTURE, 'utf8').trim().split('\n');
  const out = [header];
  for (let i = 0; i < times; i++) out.push(...rows);
  const file = path.join(SHOTS, `h1-address-rows-${times}.csv`);
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(file, `${out.join('\n')}\n`);
  return file;
}

/** The upload tab of the builder's side panel (the sheet opened on a phone), geocoding type. */
async function openUpload(p: Page, width: number): Promise<Locator> {
  await open(p, `/${ADMIN.insttCode}/builder`);
  await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
  if (width < 768) await p.getByRole('button', { name: '패널 열기' }).click();
  const panel = await shown(p.locator('#mb-side'));
  await selectTab(panel.getByRole('tab', { name: '레이어 업로드' }));
  await selectTab(panel.getByRole('tab', { name: '지오코딩' }));
  return panel;
}

describe('address spreadsheets, themed app search and the simple map (issue 23)', () => {
  let db: Client;
  let token: string;

  beforeAll(async () => {
    loadDemoGazetteer();
    ({ db, token } = await institutionWithMember(ADMIN, MEMBER));
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it.each([
    [1440, 900, 3000],
    [390, 844, 1],
  ])('at %i×%i: the address column confirmed, the geocoding stage, the report counts and its CSV', async (width, height, times) => {
    const p = page();
    await p.setViewportSize({ width, height });
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    const panel = await openUpload(p, width);
    await panel.getByLabel('파일 선택').setInputFiles(times === 1 ? FIXTURE : repeatedFixture(times));
    // The address column found by its Korean name, preselected; the user confirms it.
    await shown(panel.getByText("'도로명주소' 컬럼을 주소 컬럼으로 찾았습니다. 다르면 바꿔 주세요."));
    expect(await panel.getByRole('radio', { name: '주소 컬럼으로 위치 찾기(지오코딩)' }).isChecked()).toBe(true);
    const column = panel.getByLabel('주소 컬럼', { exact: true });
    expect(await column.inputValue()).toBe('도로명주소');
    expect(await column.locator('option').allTextContents()).toEqual(['컬럼 선택', '시설명', '구분', '도로명주소', '기대결과']);
    await column.selectOption('도로명주소');
    expect(await panel.getByRole('radio', { name: '위치 없이 레이어에 넣기' }).isChecked()).toBe(true);
    const lyrNm = `주소 시설 ${width} ${tag}`;
    await panel.getByRole('textbox', { name: '레이어 이름' }).fill(lyrNm);
    expect(await axeProblems(p)).toEqual([]);
    await column.scrollIntoViewIfNeeded();
    await shot(p, `h1-address-upload-step-${width}`);

    await panel.getByRole('button', { name: '업로드', exact: true }).click();
    await shown(panel.getByRole('progressbar', { name: '업로드 진행률' }));
    // The steps name the geocoding stage; the large table is seen in it on the bar.
    await shown(panel.getByRole('list', { name: '업로드 단계' }).locator('li').filter({ hasText: '주소 변환' }));
    if (times > 1) await shown(panel.locator('[role="progressbar"][aria-valuetext^="주소 변환"]'), 60_000);

    await shown(panel.getByText(`'${lyrNm}' 레이어를 만들었습니다.`), 120_000);
    const summary = await shown(panel.getByRole('region', { name: '가져오기 결과' }));
    const n = (k: number) => new Intl.NumberFormat('ko').format(k * times);
    expect(await summary.innerText()).toContain(`일치 ${n(4)}건, 복수 후보 ${n(2)}건(첫 후보 위치 사용), 찾지 못함 ${n(3)}건`);
    expect(await summary.innerText()).toContain(`찾지 못한 행 ${n(3)}건은 위치 없이 레이어에 넣었습니다.`);
    const download = summary.getByRole('button', { name: '주소 변환 보고서 내려받기 (CSV)' });
    await download.scrollIntoViewIfNeeded();
    expect(await axeProblems(p)).toEqual([]);
    await shot(p, `h1-address-report-${width}`);

    const [file] = await Promise.all([p.waitForEvent('download'), download.click()]);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('행,결과,사유,입력 주소,찾은 주소,후보 수,경도,위도,레이어 반영');
    expect(lines).toHaveLength(9 * times + 1);
    expect(lines[1]).toMatch(/^2,일치,,서울 종로구 세종대로 209,서울특별시 종로구 세종대로 209,1,126\.\d+,37\.\d+,위치 있음$/);
    expect(lines[9]).toBe('10,찾지 못함,주소가 비어 있음,,,0,,,위치 없이 포함');
  }, 240_000);

  it('themed app: the address and district search turned on in the app editor shows in the viewer', async () => {
    const { lyrId } = await uploadLayerFile(token, FIXTURE, { uploadType: 'geocoding', lyrNm: `주소 점 ${tag}`, unmatchedRows: 'skip' });
    const { userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `주소 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:3857', center: [14135000, 4518000], zoom: 12 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '주소 점', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId }],
      },
      token,
    );
    const app = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      {
        webappTmplatSj: `주소 앱 ${tag}`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [{ tabName: '시설', webmap: { userMapId } }] },
      },
      token,
    );
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    // Without the option the viewer has no search box.
    await open(p, `/${ADMIN.insttCode}/apps/${app.webappTmplatId}`);
    await shown(p.getByTestId('map'), 30_000);
    expect(await p.getByRole('combobox', { name: '주소 또는 건물명' }).count()).toBe(0);

    // The app editor's checkbox turns it on; the app is saved with it.
    await open(p, `/${ADMIN.insttCode}/appBuilder/${app.webappTmplatId}`);
    const option = await shown(p.getByRole('checkbox', { name: '주소 검색과 행정구역 검색 표시' }), 30_000);
    expect(await option.isChecked()).toBe(false);
    await option.check();
    await p.getByRole('button', { name: '저장' }).click();
    await shown(p.getByText('테마지도를 저장했습니다.'));
    const saved = await apiCall<{ webappTmplatInfo: unknown }>('GET', `/api/webapp/tmplat/${app.webappTmplatId}`, undefined, token);
    expect(saved.webappTmplatInfo).toEqual({ widgets: { addressSearchAt: 'Y' } });

    await open(p, `/${ADMIN.insttCode}/apps/${app.webappTmplatId}`);
    const search = p.getByRole('region', { name: '주소·행정구역 검색' });
    const box = await shown(search.getByRole('combobox', { name: '주소 또는 건물명' }), 30_000);
    await shown(search.getByRole('searchbox', { name: '행정구역 이름' }));
    await box.fill('서울특별시청');
    await box.press('Enter');
    await shown(p.getByTestId('address-popup').getByText('서울특별시 중구 세종대로 110 (서울특별시청)'), 15_000);
    expect(await axeProblems(p)).toEqual([]);
    await screenshotsAtBothSizes(p, 'h1-themed-app-search', p.getByTestId('address-popup'));
    // On a phone the panel folds away after the result; its button opens it again.
    await p.setViewportSize({ width: 390, height: 844 });
    const toggle = search.getByRole('button', { name: '주소·행정구역 검색' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await shown(box);
    await p.setViewportSize({ width: 1280, height: 800 });
  }, 180_000);

  it('simple map at 390×844: a found address stays in the middle after the window is resized', async () => {
    const p = page();
    await enableMapHook(p);
    await p.setViewportSize({ width: 1440, height: 900 });
    await open(p, `/${ADMIN.insttCode}/simpleMap`);
    await shown(p.getByRole('heading', { name: '간편 모드' }), 30_000);
    const box = p.getByRole('combobox', { name: '주소 또는 건물명' });
    await box.fill('서울특별시청');
    await box.press('Enter');
    const popup = await shown(p.getByTestId('address-popup').getByText('서울특별시 중구 세종대로 110 (서울특별시청)'), 15_000);
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
      [390, 844],
    ]) {
      await p.setViewportSize({ width, height });
      // The marker's pixel is the map's middle again (within 2 px) after the resize.
      await p.waitForFunction(
        () => {
          interface Ol {
            getSize(): number[] | undefined;
            getPixelFromCoordinate(c: number[]): number[] | null;
            getLayers(): { getArray(): { get(k: string): unknown; getSource(): { getFeatures(): { getGeometry(): { getType(): string; getCoordinates(): number[] } }[] } }[] };
          }
          const map = (window as unknown as { __nuriMap?: { map: Ol } }).__nuriMap?.map;
          const size = map?.getSize();
          const layer = map?.getLayers().getArray().find((l) => l.get('nuriAddressLayer'));
          const marker = layer?.getSource().getFeatures().find((f) => f.getGeometry().getType() === 'Point');
          if (!map || !size || !marker) return false;
          const pixel = map.getPixelFromCoordinate(marker.getGeometry().getCoordinates());
          return !!pixel && Math.abs(pixel[0] - size[0] / 2) <= 2 && Math.abs(pixel[1] - size[1] / 2) <= 2;
        },
        undefined,
        { timeout: 15_000 },
      );
    }
    await shown(popup);
    await shot(p, 'h1-simple-map-resized-390');
    await waitForState<{ zoom: number | null }>(p, (s) => (s.zoom ?? 0) >= 15, 'the map still zoomed in on the address');
  }, 120_000);
});
