import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { centrePixel, enableMapHook, mapSettled, waitForState, type Rgba, type TestWindow } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { ARTIFACTS_DIR, serverEnv, serverPort } from './support/server-config';

// Issue 20 in the browser: a single-band raster (a DEM) gets a colour ramp over its band
// statistics and the map draws it in colour; a layer's popup shows the display names and
// formatted values the editor set, never the raw column names. Screenshots at 1440×900 and
// 390×844 of the style panel and the popup are kept in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const DEM = `${DATA_DIR}/dem_5186.tif`;

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `msmaster${tag}`,
  userNm: '도스타',
  emailaddr: `ms.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `ms-${tag}`,
  insttNm: `누리 스타일 ${tag}`,
};
const MEMBER = { userId: `msuser${tag}`, userNm: '김스타', emailaddr: `ms.user.${tag}@example.com`, password: 'Busan!2026map' };
const DEM_NM = `표고 ${tag}`;
const DISTRICTS_NM = `자치구 ${tag}`;

interface MapState {
  baseMapId: string | null;
  layers: { lyrId: string; kind: string; stretch: { min: number; max: number } | null; ramp: string | null; hillshade: boolean }[];
}

async function screenshot(p: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS_DIR, `issue20-${name}.png`) });
}

/** Colours drawn on a 5×5 grid inside the DEM (the middle of the fitted view), once every tile is drawn. */
async function sampleMap(p: Page): Promise<Rgba[]> {
  await centrePixel(p);
  return p.evaluate(() => {
    const hook = (window as unknown as TestWindow).__nuriMap!;
    const [w, h] = hook.map.getSize() ?? [0, 0];
    const out: Rgba[] = [];
    for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) out.push(hook.renderedPixel(w * (0.36 + i * 0.07), h * (0.32 + j * 0.09)));
    return out;
  });
}

/** Opens a TOC layer's settings (a layer just added may be selected already). */
async function selectLayer(p: Page, name: string): Promise<void> {
  const button = p.getByRole('button', { name: `${name} 설정` });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await shown(p.getByRole('region', { name: '레이어 설정' }));
}

const chroma = (c: Rgba) => Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]);

async function addBySearch(p: Page, name: string): Promise<void> {
  await selectTab(p.getByRole('tab', { name: '레이어 검색' }));
  await p.getByRole('searchbox', { name: '레이어 검색어' }).or(p.getByRole('textbox', { name: '레이어 검색어' })).fill(name);
  await p.getByRole('button', { name: '검색', exact: true }).click();
  await (await shown(p.getByRole('button', { name: `${name} 추가`, exact: true }))).click();
  await shown(p.getByRole('button', { name: `${name} 추가됨`, exact: true }));
  await selectTab(p.getByRole('tab', { name: '레이어', exact: true }));
}

describe('map builder: raster colour ramps and popup display names (issue 20)', () => {
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    const token = await apiLogin(MEMBER.userId, MEMBER.password);
    await uploadLayerFile(token, DEM, { uploadType: 'geotiff', lyrNm: DEM_NM });
    await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: DISTRICTS_NM });
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('colours a single-band DEM along a ramp stretched over its band statistics, with hillshade', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<MapState>(p, (s) => s.baseMapId !== null, 'a base map');
    await addBySearch(p, DEM_NM);
    await waitForState<MapState>(p, (s) => s.layers.length === 1 && s.layers[0].stretch !== null, 'the DEM drawn', 30_000);
    // Greyscale first: every sampled pixel of the DEM is grey.
    const grey = await sampleMap(p);
    expect(grey.every((c) => chroma(c) <= 6)).toBe(true);

    await selectLayer(p, DEM_NM);
    const panel = await shown(p.getByRole('region', { name: '래스터 스타일' }));
    await shown(panel.getByText('밴드 1 값 범위: 20 ~ 158.7'));
    await panel.getByRole('combobox', { name: '색상표' }).selectOption({ label: '지형' });
    expect(await panel.getByRole('spinbutton', { name: '최솟값' }).inputValue()).toBe('20');
    expect(await panel.getByRole('spinbutton', { name: '최댓값' }).inputValue()).toBe('158.7');
    const ramped = await waitForState<MapState>(p, (s) => s.layers[0].ramp === 'terrain', 'the terrain ramp');
    expect(ramped.layers[0].stretch).toEqual({ min: 20, max: 158.7 });
    const coloured = await sampleMap(p);
    // Coloured pixels: most samples are far from grey, and they are not all one colour.
    expect(coloured.filter((c) => chroma(c) > 40).length).toBeGreaterThan(15);
    expect(new Set(coloured.map((c) => c.slice(0, 3).join(','))).size).toBeGreaterThan(5);
    await screenshot(p, 'raster-ramp-1440');

    await panel.getByRole('switch', { name: '음영기복(힐셰이드)' }).click();
    await waitForState<MapState>(p, (s) => s.layers[0].hillshade, 'hillshade on');
    const shaded = await sampleMap(p);
    // Shading only darkens: no sample is brighter than it was, several are darker.
    expect(shaded.every((c, i) => c[0] + c[1] + c[2] <= coloured[i][0] + coloured[i][1] + coloured[i][2] + 6)).toBe(true);
    expect(shaded.filter((c, i) => c[0] + c[1] + c[2] < coloured[i][0] + coloured[i][1] + coloured[i][2] - 20).length).toBeGreaterThan(3);
    await screenshot(p, 'raster-hillshade-1440');

    await p.setViewportSize({ width: 390, height: 844 });
    // On a phone the side panel is a closed sheet: wait for the phone layout, then open it.
    await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
    const phonePanel = await shown(p.getByRole('region', { name: '래스터 스타일' }));
    await phonePanel.scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'raster-style-panel-390');
  }, 180_000);

  it('shows the display names and formatted values set for the popup, never the raw column names', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<MapState>(p, (s) => s.baseMapId !== null, 'a base map');
    await addBySearch(p, DISTRICTS_NM);
    await waitForState<MapState>(p, (s) => s.layers.length === 1, 'the districts');
    await selectLayer(p, DISTRICTS_NM);
    const settings = p.getByRole('region', { name: '레이어 설정' });
    await selectTab(settings.getByRole('tab', { name: '팝업' }));
    await settings.getByRole('switch', { name: '팝업 사용' }).click();
    await settings.getByRole('checkbox', { name: 'gu_nm' }).check();
    await settings.getByRole('checkbox', { name: 'pop' }).check();
    await settings.getByRole('textbox', { name: 'gu_nm 표시 이름' }).fill('구 이름');
    await settings.getByRole('textbox', { name: 'pop 표시 이름' }).fill('인구');
    await settings.getByRole('combobox', { name: 'pop 값 형식' }).selectOption({ label: '숫자' });
    await settings.getByRole('textbox', { name: '단위' }).fill('명');
    await screenshot(p, 'popup-settings-1440');
    await p.setViewportSize({ width: 390, height: 844 });
    await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
    await settings.getByRole('textbox', { name: 'pop 표시 이름' }).scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'popup-settings-390');
    await p.setViewportSize({ width: 1440, height: 900 });

    await centrePixel(p);
    const box = (await p.getByTestId('map').boundingBox())!;
    await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 40);
    const popup = await shown(p.getByRole('dialog', { name: DISTRICTS_NM }));
    const heads = await popup.getByRole('rowheader').allInnerTexts();
    expect(heads).toEqual(['구 이름', '인구']);
    const text = await popup.innerText();
    expect(text).not.toMatch(/gu_nm|\bpop\b/);
    const [name, pop] = await popup.getByRole('cell').allInnerTexts();
    expect(name).toMatch(/구$/);
    expect(pop).toMatch(/^\d{1,3}(,\d{3})+명$/);
    await screenshot(p, 'popup-alias-1440');
    await popup.getByRole('button', { name: '팝업 닫기' }).click();

    await p.setViewportSize({ width: 390, height: 844 });
    // The panel sheet (opened above) makes way for the map.
    // The phone layout comes a moment after the resize, and with it the sheet's close button:
    // click it once it shows (a check at one instant could miss it and leave the sheet open).
    const close = p.getByRole('button', { name: '패널 닫기' });
    const side = p.locator('#mb-side');
    for (let i = 0; i < 50 && (await side.isVisible()); i++) {
      if (await close.isVisible()) await close.click();
      else await p.waitForTimeout(100);
    }
    await side.waitFor({ state: 'hidden' });
    await mapSettled(p);
    await centrePixel(p);
    const small = (await p.getByTestId('map').boundingBox())!;
    await p.mouse.click(small.x + small.width / 2, small.y + small.height / 2 + 20);
    const again = await shown(p.getByRole('dialog', { name: DISTRICTS_NM }));
    expect(await again.getByRole('rowheader').allInnerTexts()).toEqual(['구 이름', '인구']);
    const popupBox = (await again.boundingBox())!;
    expect(popupBox.x).toBeGreaterThanOrEqual(0);
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(390);
    await screenshot(p, 'popup-alias-390');
  }, 180_000);
});
