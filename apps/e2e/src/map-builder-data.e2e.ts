import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  signUpInstitution,
  uploadLayerFile,
  type InstitutionAdmin,
} from './support/api-session';
import { page } from './support/browser';
import {
  centrePixel,
  enableMapHook,
  near,
  mapState as hookState,
  waitForState as waitForHookState,
  type Rgba,
  type TestWindow,
} from './support/map-hook';
import { addBySearch, overflowingElements, visibleWords, waitForRows } from './support/builder-panel';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { ARTIFACTS_DIR, serverEnv, serverPort } from './support/server-config';

// Issue 20 in the browser (Done when): data first and sensible defaults in the map builder.
// An editor uploads a shapefile in the builder's side panel and the map goes to it; a second
// vector layer takes another colour; a raster added after them goes under them; a labelled
// polygon layer is labelled once per feature; no configuration name reaches the screen.
// Screenshots at 1440×900 and 390×844 are kept in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 25 Seoul districts (polygons, EPSG:5186, CP949) with gu_nm, gu_code, pop, area_km2, note.
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
// 40 lines, UTF-8.
const ROADS = `${DATA_DIR}/roads_5186_utf8.zip`;
// GeoTIFF 200×200, EPSG:5186, one Float32 band of heights.
const DEM = `${DATA_DIR}/dem_5186.tif`;
// Inside the DEM's corners (EPSG:5186 185000–210000 × 540000–565000) in longitude/latitude.
const DEM_INNER = [126.84, 37.47, 127.1, 37.67];
// What configuration names look like (VWORLD_API_KEY, KAKAO_MAP_APP_KEY…).
const SETTING_NAME = /\b[A-Z][A-Z0-9]*_(API|APP|MAP)_?[A-Z_]*KEY\b|\bVWORLD_[A-Z_]+|\bKAKAO_[A-Z_]+/;

const TOOLS_LABEL = '지도 도구';

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mdmaster${tag}`,
  userNm: '도데이',
  emailaddr: `md.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `md-${tag}`,
  insttNm: `누리 데이터 ${tag}`,
};
const MEMBER = {
  userId: `mduser${tag}`,
  userNm: '김데이',
  emailaddr: `md.user.${tag}@example.com`,
  password: 'Busan!2026map',
};
const DISTRICTS_NM = `자치구 업로드 ${tag}`;
const ROADS_NM = `도로망 ${tag}`;
const DEM_NM = `표고 래스터 ${tag}`;

interface MapState {
  highlight: { key: string; id: number; drawn: boolean } | null;
  baseMapId: string | null;
  center: number[];
  zoom: number | null;
  extentLonLat: number[];
  layers: {
    lyrId: string;
    kind: string;
    visible: boolean;
    zIndex: number;
    fillColor: string;
    strokeColor: string;
  }[];
}

const mapState = (p: Page) => hookState<MapState>(p);
const waitForState = (p: Page, check: (s: MapState) => boolean, what: string, timeout?: number) =>
  waitForHookState<MapState>(p, check, what, timeout);

const contains = (outer: readonly number[], inner: readonly number[]) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

async function screenshot(p: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS_DIR, `issue20-${name}.png`) });
}

/** The drawn colour 40 px below the map's centre, once every tile is drawn. */
async function pixelBelowCentre(p: Page): Promise<Rgba> {
  await centrePixel(p);
  return p.evaluate(() => {
    const hook = (window as unknown as TestWindow).__nuriMap!;
    const [w, h] = hook.map.getSize() ?? [0, 0];
    return hook.renderedPixel(w / 2, h / 2 + 40);
  });
}

describe('map builder: data first and sensible defaults (issue 20)', () => {
  let db: Client;
  let token: string;
  let roadsId: string;
  let demId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    ({ lyrId: roadsId } = await uploadLayerFile(token, ROADS, { uploadType: 'shp', lyrNm: ROADS_NM }));
    ({ lyrId: demId } = await uploadLayerFile(token, DEM, { uploadType: 'geotiff', lyrNm: DEM_NM }));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('uploads in the side panel and goes to the data; new layers take their own colour, a raster goes under them, labels once per feature', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    const tiles: { lyrId: string; z: number; x: number; y: number; body: Buffer }[] = [];
    p.on('response', (response) => {
      const m = /\/api\/tiles\/([^/]+)\/(\d+)\/(\d+)\/(\d+)\.mvt/.exec(response.url());
      if (!m || response.status() !== 200) return;
      void response.body().then(
        (body) =>
          tiles.push({
            lyrId: decodeURIComponent(m[1]),
            z: Number(m[2]),
            x: Number(m[3]),
            y: Number(m[4]),
            body,
          }),
        () => undefined,
      );
    });
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState(p, (s) => s.baseMapId !== null, 'a base map');

    // The upload form fits the side panel: the upload button is in view without sideways scrolling.
    await selectTab(p.getByRole('tab', { name: '레이어 업로드' }));
    const panel = p.locator('.mb-side');
    await p.getByLabel('파일 선택').setInputFiles(SHAPEFILE);
    await p.getByRole('textbox', { name: '레이어 이름' }).fill(DISTRICTS_NM);
    const submit = p.getByRole('button', { name: '업로드', exact: true });
    const [panelBox, buttonBox] = [(await panel.boundingBox())!, (await submit.boundingBox())!];
    expect(buttonBox.x).toBeGreaterThanOrEqual(panelBox.x);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    expect(await overflowingElements(panel)).toEqual([]);
    expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await submit.click();
    // The progress bar while the file is sent and imported.
    await shown(p.getByRole('progressbar', { name: '업로드 진행률' }));

    // After READY the layer is on the map and the view holds its whole extent.
    const added = await waitForState(p, (s) => s.layers.length === 1, 'the uploaded layer', 60_000);
    const districtsId = added.layers[0].lyrId;
    const { bbox } = await apiCall<{ bbox: number[] }>(
      'GET',
      `/api/layers/${districtsId}/bbox`,
      undefined,
      token,
    );
    const fitted = await waitForState(p, (s) => contains(s.extentLonLat, bbox), 'a view holding the layer');
    // …and not a view of the whole country: the layer fills a good part of it.
    expect((bbox[2] - bbox[0]) / (fitted.extentLonLat[2] - fitted.extentLonLat[0])).toBeGreaterThan(0.3);
    await screenshot(p, 'builder-uploaded-1440');

    // Labels by district name: each district's label point is in exactly one tile of a zoom.
    // (The upload tab stays on its result summary, which leads to the new layer's settings.)
    await p.getByRole('button', { name: '레이어 설정 열기' }).click();
    const settings = await shown(p.getByRole('region', { name: '레이어 설정' }));
    await selectTab(settings.getByRole('tab', { name: '라벨' }));
    await settings.getByRole('switch', { name: '라벨 표시' }).click();
    await settings.getByRole('combobox', { name: '라벨 컬럼' }).selectOption('gu_nm');
    await centrePixel(p);
    const labelTiles = new Map<number, Map<number, string[]>>();
    for (const t of tiles.filter((x) => x.lyrId === districtsId)) {
      const layer = new VectorTile(new Protobuf(t.body)).layers[`${districtsId}:labels`];
      const byId = labelTiles.get(t.z) ?? new Map<number, string[]>();
      labelTiles.set(t.z, byId);
      for (let i = 0; i < (layer?.length ?? 0); i++) {
        const id = Number(layer!.feature(i).id);
        byId.set(id, [...(byId.get(id) ?? []), `${t.x}/${t.y}`]);
      }
    }
    // The zoom that draws the fitted view holds a label point for every district.
    expect(Math.max(...[...labelTiles.values()].map((byId) => byId.size))).toBe(25);
    for (const byId of labelTiles.values()) {
      for (const [id, where] of byId) expect({ id, tiles: new Set(where).size }).toEqual({ id, tiles: 1 });
    }
    await screenshot(p, 'builder-labels-1440');

    // The attribute table docks under the map; a row's locate button selects it and brings its
    // district into view, marked on the map.
    await settings.getByRole('button', { name: '속성', exact: true }).click();
    const dock = await shown(p.getByRole('region', { name: `${DISTRICTS_NM} 속성 테이블` }));
    const mapBox = (await p.getByTestId('map').boundingBox())!;
    const dockBox = (await dock.boundingBox())!;
    expect(dockBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
    expect(dockBox.width).toBeGreaterThan(800);
    const rows = dock.getByRole('table', { name: '속성 테이블' }).getByRole('row');
    await waitForRows(rows, 26);
    const fifth = rows.nth(5);
    const gid = Number((await fifth.getByRole('cell').nth(1).innerText()).trim());
    const headers = (await rows.first().getByRole('columnheader').allInnerTexts()).map((h) =>
      h.replace(/[▲▼]/g, '').trim(),
    );
    const name = (await fifth.getByRole('cell').nth(headers.indexOf('gu_nm')).innerText()).trim();
    expect(name).toMatch(/구$/);
    await fifth.getByRole('button', { name: `위치 보기 (${gid}번)` }).click();
    expect(await fifth.getAttribute('aria-selected')).toBe('true');
    await waitForState(
      p,
      (s) => s.highlight?.key === `lyr:${districtsId}` && s.highlight.id === gid && s.highlight.drawn,
      'the district marked',
    );
    const { bbox: one } = await apiCall<{ bbox: number[] }>(
      'GET',
      `/api/layers/${districtsId}/bbox?attributeFilter=${encodeURIComponent(`gu_nm = '${name}'`)}`,
      undefined,
      token,
    );
    await waitForState(
      p,
      (s) =>
        contains(s.extentLonLat, one) && s.extentLonLat[2] - s.extentLonLat[0] < (bbox[2] - bbox[0]) * 0.8,
      'the district in view',
    );
    await p.waitForTimeout(600);
    // A point a little below the centre (the label sits at the centre).
    const marked = await pixelBelowCentre(p);
    await screenshot(p, 'builder-table-1440');
    // Clicking the row again clears the mark: the centre's colour changes.
    await fifth.getByRole('cell').nth(2).click();
    await waitForState(p, (s) => s.highlight === null, 'no mark');
    expect(await fifth.getAttribute('aria-selected')).toBe('false');
    expect(near(await pixelBelowCentre(p), marked)).toBe(false);
    // Clicking the district on the map selects its row (and marks it again).
    await p.mouse.click(mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height / 2 + 40);
    await waitForState(p, (s) => s.highlight?.id === gid, 'the clicked district marked');
    await shown(dock.locator('tr[aria-selected="true"]').filter({ hasText: name }));
    expect(await dock.locator('tr[aria-selected="true"]').count()).toBe(1);
    // Another district, clicked near the edge of the view, moves the selection to its row.
    await p.mouse.click(mapBox.x + mapBox.width * 0.12, mapBox.y + mapBox.height / 2 + 40);
    await waitForState(p, (s) => s.highlight !== null && s.highlight.id !== gid, 'another district marked');
    const other = (await mapState(p)).highlight!.id;
    const selectedRow = dock.locator('tr[aria-selected="true"]');
    await shown(selectedRow);
    expect(Number((await selectedRow.getByRole('cell').nth(1).innerText()).trim())).toBe(other);
    await dock.getByRole('button', { name: '속성 테이블 닫기' }).click();
    await waitForState(p, (s) => s.highlight === null, 'the mark gone with the table');

    // A second vector layer: another palette colour, on top, and the map goes to it.
    await addBySearch(p, ROADS_NM);
    const two = await waitForState(p, (s) => s.layers.length === 2, 'the roads');
    expect(two.layers.map((l) => l.lyrId)).toEqual([roadsId, districtsId]);
    expect(two.layers[0].strokeColor.slice(0, 7)).not.toBe(two.layers[1].strokeColor.slice(0, 7));
    expect(two.layers[0].strokeColor.slice(0, 7)).not.toBe(two.layers[1].fillColor.slice(0, 7));
    const roadsBox = (
      await apiCall<{ bbox: number[] }>('GET', `/api/layers/${roadsId}/bbox`, undefined, token)
    ).bbox;
    await waitForState(p, (s) => contains(s.extentLonLat, roadsBox), 'a view holding the roads');

    // A raster added after them goes under both; zoom to the districts from the TOC.
    await addBySearch(p, DEM_NM);
    const three = await waitForState(p, (s) => s.layers.length === 3, 'the raster');
    expect(three.layers.map((l) => l.lyrId)).toEqual([roadsId, districtsId, demId]);
    expect(three.layers[2].kind).toBe('cog');
    const toc = p.getByRole('region', { name: '레이어 목록' });
    await toc.getByRole('button', { name: `${DISTRICTS_NM} 영역으로 확대` }).click();
    const districtsView = await waitForState(
      p,
      (s) =>
        contains(s.extentLonLat, bbox) && (bbox[2] - bbox[0]) / (s.extentLonLat[2] - s.extentLonLat[0]) > 0.3,
      'the districts again',
    );
    // Closer in (three zoom steps), then zoom to the raster: its whole extent from the GeoTIFF.
    for (let i = 0; i < 3; i++) await p.locator('.ol-zoom-in').click();
    await waitForState(p, (s) => (s.zoom ?? 0) >= (districtsView.zoom ?? 0) + 3 && !contains(s.extentLonLat, DEM_INNER), 'a closer view');
    await toc.getByRole('button', { name: `${DEM_NM} 영역으로 확대` }).click();
    const demCentre = [(DEM_INNER[0] + DEM_INNER[2]) / 2, (DEM_INNER[1] + DEM_INNER[3]) / 2];
    const demView = await waitForState(
      p,
      (s) =>
        contains(s.extentLonLat, DEM_INNER) &&
        Math.abs((s.extentLonLat[0] + s.extentLonLat[2]) / 2 - demCentre[0]) < 0.01 &&
        Math.abs((s.extentLonLat[1] + s.extentLonLat[3]) / 2 - demCentre[1]) < 0.01,
      'the raster in view',
    );
    // The raster lies inside the districts, so the centre shows both.
    expect(contains(bbox, DEM_INNER)).toBe(true);
    expect(contains(demView.extentLonLat, DEM_INNER)).toBe(true);
    await p.waitForTimeout(700);
    // The district fill shows over the raster: hiding the districts changes the centre's colour.
    await toc.getByRole('checkbox', { name: `${ROADS_NM} 보이기` }).uncheck();
    const withDistricts = await centrePixel(p);
    await toc.getByRole('checkbox', { name: `${DISTRICTS_NM} 보이기` }).uncheck();
    await waitForState(p, (s) => s.layers[1].visible === false, 'the districts hidden');
    expect(near(await centrePixel(p), withDistricts)).toBe(false);
    await toc.getByRole('checkbox', { name: `${DISTRICTS_NM} 보이기` }).check();
    await toc.getByRole('checkbox', { name: `${ROADS_NM} 보이기` }).check();
    await screenshot(p, 'builder-three-layers-1440');

    // No setting name anywhere on the builder (base maps and tools that are not configured).
    expect(await visibleWords(p)).not.toMatch(SETTING_NAME);

    // The same map on a phone.
    await p.setViewportSize({ width: 390, height: 844 });
    await centrePixel(p);
    await screenshot(p, 'builder-three-layers-390');
    expect(await visibleWords(p)).not.toMatch(SETTING_NAME);
    const state = await mapState(p);
    expect(state.layers).toHaveLength(3);
    // The map fills the phone's width without sideways scrolling; panel and tools are sheets.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await p.getByTestId('map').boundingBox())!.width).toBe(390);
    await p.getByRole('button', { name: '패널 열기' }).click();
    const sheet = await shown(p.getByRole('complementary', { name: '지도 편집 패널' }));
    expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(390);
    await screenshot(p, 'builder-panel-sheet-390');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sheet.getByRole('button', { name: '패널 닫기' }).click();
    await p.getByRole('button', { name: TOOLS_LABEL }).click();
    const tools = await shown(p.getByRole('toolbar', { name: TOOLS_LABEL }));
    await shown(tools.getByRole('button', { name: '거리 재기' }));
    await screenshot(p, 'builder-tools-sheet-390');
    await tools.getByRole('button', { name: '거리 재기' }).click();
    expect(await tools.isVisible()).toBe(false);
  });

  it('the simple map on a phone: the map fills the screen, coordinates and base maps in a sheet, no sideways scroll', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });
    await enableMapHook(p);
    await open(p, `/${ADMIN.insttCode}/simpleMap`);
    await waitForState(p, (s) => s.baseMapId !== null, 'a base map');
    const map = (await p.getByTestId('map').boundingBox())!;
    expect(map.width).toBe(390);
    expect(map.height).toBeGreaterThan(600);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'simple-map-390');
    await p.getByRole('button', { name: '패널 열기' }).click();
    await shown(p.getByRole('form', { name: '좌표 이동' }));
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'simple-map-sheet-390');
    expect(await visibleWords(p)).not.toMatch(SETTING_NAME);
    await p.setViewportSize({ width: 1440, height: 900 });
    await screenshot(p, 'simple-map-1440');
  });
});
