import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { centrePixel, enableMapHook, LAND, near, SEA, type TestWindow, mapState as hookState, waitForState as waitForHookState } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { dragOnto, open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 7 in the browser (Done when): a member opens the map builder, adds a shapefile layer
// uploaded through the API via the layer search widget, styles it by a column (categorised),
// switches base maps (the offline one included), measures a distance, saves the map, and
// reopening /builder/{userMapId} shows the same base map, layer and style.
//
// The canvas is checked two ways: rendered pixels (through the map's composed canvases) and the
// map's own state. Both come from the test hook of apps/web/src/mapbuilder/use-map-controller.ts:
// a page whose init script sets `window.__NURI_TEST__ = true` gets the map controller as
// `window.__nuriMap` (describe() and renderedPixel()); ordinary pages never have it.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 25 Seoul districts (polygons, EPSG:5186) with gu_nm, gu_code, pop, area_km2, note.
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const OFFLINE = 'OFFLINE_WORLD';

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mbmaster${tag}`,
  userNm: '도지도',
  emailaddr: `mb.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `mb-${tag}`,
  insttNm: `누리 지도제작 ${tag}`,
};
const MEMBER = { userId: `mbuser${tag}`, userNm: '김지도', emailaddr: `mb.user.${tag}@example.com`, password: 'Busan!2026map' };
const LAYER_NM = `서울 자치구 ${tag}`;
const ROADS_NM = `도로 ${tag}`;
// 40 lines, UTF-8.
const ROADS = `${DATA_DIR}/roads_5186_utf8.zip`;
// GeoTIFF 200×200, EPSG:5186, one Float32 band of heights 20–158.7 with nodata -9999.
const DEM = `${DATA_DIR}/dem_5186.tif`;
// 300 points, CP949.
const FACILITIES = `${DATA_DIR}/facilities_5186_cp949.zip`;
const MAP_TITLE = `자치구 인구 지도 ${tag}`;


interface MapState {
  baseMapId: string | null;
  baseLayers: string[];
  projection: string;
  center: number[];
  zoom: number | null;
  extentLonLat: number[];
  layers: {
    lyrId: string;
    kind: string;
    visible: boolean;
    opacity: number;
    styleKind: string;
    styleColumn: string | null;
    classCount: number;
    stretch: { min: number; max: number } | null;
  }[];
}

const mapState = (p: Page) => hookState<MapState>(p);
const waitForState = (p: Page, check: (s: MapState) => boolean, what: string, timeout?: number) => waitForHookState<MapState>(p, check, what, timeout);

interface BaseMapEntry {
  bcrnMapId: string;
  bcrnMapNm: string;
  lyrStleCode: string;
  availableAt: 'Y' | 'N';
}

describe('map builder (issue 7)', () => {
  let db: Client;
  let token: string;
  let lyrId: string;
  let roadsId: string;
  let baseMaps: BaseMapEntry[];

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    ({ lyrId } = await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: LAYER_NM }));
    ({ lyrId: roadsId } = await uploadLayerFile(token, ROADS, { uploadType: 'shp', lyrNm: ROADS_NM }));
    const page = await apiCall<{ content: BaseMapEntry[] }>('GET', '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y');
    baseMaps = page.content;
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('adds a searched layer, styles it by a column, switches base maps, measures, saves, reopens the same map and updates it', async () => {
    const p = page();
    await enableMapHook(p);
    const offline = baseMaps.find((b) => b.bcrnMapId === OFFLINE);
    // The seeded OpenStreetMap entry (other suites sharing the database may add base maps of their own).
    const other = baseMaps.find((b) => b.bcrnMapId === 'OSM_STANDARD' && b.availableAt === 'Y');
    expect(offline).toBeDefined();
    expect(other).toBeDefined();

    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);

    // A new map opens on the offline base map (no internet needed): its grid is Web Mercator,
    // and Seoul City Hall at the centre is drawn as land.
    await waitForState(p, (s) => s.baseMapId === `${OFFLINE}|`, 'the offline base map');
    expect(await p.locator(`input[type="radio"][value="${offline!.bcrnMapId}"]`).isChecked()).toBe(true);
    expect((await mapState(p)).projection).toBe('EPSG:3857');
    const land = await centrePixel(p);
    expect(near(land, LAND)).toBe(true);
    expect(near(land, SEA)).toBe(false);

    // Unavailable base maps are listed disabled, with their reason.
    for (const b of baseMaps.filter((x) => x.availableAt !== 'Y')) {
      expect(await p.locator(`input[type="radio"][value="${b.bcrnMapId}"]`).isDisabled()).toBe(true);
    }

    // Layer search widget: find the uploaded layer and add it to the map.
    await selectTab(p.getByRole('tab', { name: '레이어 검색' }));
    await p.getByRole('searchbox', { name: '레이어 검색어' }).or(p.getByRole('textbox', { name: '레이어 검색어' })).fill(LAYER_NM);
    await p.getByRole('button', { name: '검색', exact: true }).click();
    await (await shown(p.getByRole('button', { name: `${LAYER_NM} 추가`, exact: true }))).click();
    await shown(p.getByRole('button', { name: `${LAYER_NM} 추가됨`, exact: true }));
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === lyrId, 'the added layer');
    // The map goes to the added layer: its whole extent comes into view.
    const { bbox } = await apiCall<{ bbox: number[] }>('GET', `/api/layers/${lyrId}/bbox`, undefined, token);
    const fitted = await waitForState(
      p,
      (s) => s.extentLonLat[0] <= bbox[0] && s.extentLonLat[1] <= bbox[1] && s.extentLonLat[2] >= bbox[2] && s.extentLonLat[3] >= bbox[3],
      'the layer in view',
    );
    // The district under the centre of that view, from the layer's table.
    const [{ table_nm: table, geom_column: geom, srid }] = (await db.query(`SELECT table_nm, geom_column, srid FROM lyr WHERE lyr_id = $1`, [lyrId])).rows;
    const atCentre = (
      await db.query(`SELECT gu_nm FROM layers.${table} WHERE ST_Contains(${geom}, ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 3857), $3::int))`, [
        fitted.center[0],
        fitted.center[1],
        srid,
      ])
    ).rows.map((r: { gu_nm: string }) => r.gu_nm);
    expect(atCentre).toHaveLength(1);

    // Its polygons (a district under the centre) are drawn over the land in the default style.
    await selectTab(p.getByRole('tab', { name: '레이어', exact: true }));
    await shown(p.getByRole('button', { name: `${LAYER_NM} 설정` }));
    const defaultStyled = await centrePixel(p);
    expect(near(defaultStyled, LAND)).toBe(false);

    // Style by a column: categorised by gu_nm, one class per district.
    const settings = p.getByRole('region', { name: '레이어 설정' });
    await shown(settings);
    await settings.getByRole('radio', { name: '값별 분류' }).check();
    await settings.getByRole('combobox', { name: '분류 컬럼' }).selectOption('gu_nm');
    const styled = await waitForState(p, (s) => s.layers[0]?.styleKind === 'categorized' && s.layers[0].classCount === 25, 'the categorised style');
    expect(styled.layers[0].styleColumn).toBe('gu_nm');
    const categorized = await centrePixel(p);
    expect(near(categorized, defaultStyled)).toBe(false);

    // Popup settings: on, with the district name; a click on the map shows it (the district under
    // the centre of the fitted view).
    await selectTab(settings.getByRole('tab', { name: '팝업' }));
    await settings.getByRole('switch', { name: '팝업 사용' }).click();
    await settings.getByRole('checkbox', { name: 'gu_nm' }).check();
    const mapBox = (await p.getByTestId('map').boundingBox())!;
    await p.mouse.click(mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height / 2);
    const popup = await shown(p.getByRole('dialog', { name: LAYER_NM }));
    expect(await popup.getByRole('row').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^gu_nm\\s+${atCentre[0]}$`))]);
    await popup.getByRole('button', { name: '팝업 닫기' }).click();

    // Another base map: the view follows its grid and keeps the place; back to the offline one.
    const centreBefore = (await mapState(p)).center;
    await p.locator(`input[type="radio"][value="${other!.bcrnMapId}"]`).check();
    const switched = await waitForState(p, (s) => s.baseMapId === `${other!.bcrnMapId}|`, 'the other base map');
    expect(Math.hypot(switched.center[0] - centreBefore[0], switched.center[1] - centreBefore[1])).toBeLessThan(1);
    expect(switched.layers.map((l) => l.lyrId)).toEqual([lyrId]);
    await p.locator(`input[type="radio"][value="${offline!.bcrnMapId}"]`).check();
    await waitForState(p, (s) => s.baseMapId === `${OFFLINE}|`, 'the offline base map again');
    expect(near(await centrePixel(p), categorized)).toBe(true);

    // Measure a distance: the tooltip shows a length in m or km.
    await p.getByRole('button', { name: '거리 재기' }).click();
    const box = (await p.getByTestId('map').boundingBox())!;
    const y = box.y + box.height * 0.7;
    await p.mouse.click(box.x + box.width * 0.3, y);
    await p.mouse.dblclick(box.x + box.width * 0.6, y);
    const tooltip = await shown(p.locator('.nuri-measure-tooltip--done'));
    const length = (await tooltip.textContent())?.trim() ?? '';
    expect(length).toMatch(/^\d+\.\d{2} (m|km)$/);
    await shown(p.getByRole('status').filter({ hasText: `측정 결과: ${length}` }));
    await p.getByRole('button', { name: '거리 재기' }).click();

    // Save: the web map is created with the TOC and style, then its thumbnail from the canvas.
    await p.getByRole('textbox', { name: '지도 제목' }).fill(MAP_TITLE);
    await p.getByRole('button', { name: '저장', exact: true }).click();
    // A success is a toast (no dialog to dismiss).
    await shown(p.getByRole('status').filter({ hasText: '지도를 저장했습니다.' }), 30_000);
    await p.waitForURL(/\/builder\/[^/]+$/);
    const userMapId = new URL(p.url()).pathname.split('/').pop()!;
    const saved = await apiCall<{
      userMapSj: string;
      bcrnMapId: string;
      thumbnailUrl: string | null;
      view: { projection: string };
      toc: { lyrId: string; style: { kind: string; column: string; classes: unknown[] }; popup: { enabled: boolean; columns: string[] } }[];
    }>('GET', `/api/webmap/${userMapId}`, undefined, token);
    expect(saved.userMapSj).toBe(MAP_TITLE);
    expect(saved.bcrnMapId).toBe(OFFLINE);
    expect(saved.view.projection).toBe('EPSG:3857');
    expect(saved.toc.map((e) => e.lyrId)).toEqual([lyrId]);
    expect(saved.toc[0].style).toMatchObject({ kind: 'categorized', column: 'gu_nm' });
    expect(saved.toc[0].style.classes).toHaveLength(25);
    expect(saved.toc[0].popup).toEqual({ enabled: true, columns: ['gu_nm'] });
    expect(saved.thumbnailUrl).not.toBeNull();
    const stateBefore = await mapState(p);

    // Reopen: the same base map, view, layer and style, drawn the same.
    await p.reload({ waitUntil: 'domcontentloaded' });
    await shown(p.getByRole('textbox', { name: '지도 제목' }));
    const reopened = await waitForState(
      p,
      (s) => s.baseMapId === `${OFFLINE}|` && s.layers.length === 1 && s.layers[0].styleKind === 'categorized',
      'the saved map',
    );
    expect(await p.getByRole('textbox', { name: '지도 제목' }).inputValue()).toBe(MAP_TITLE);
    expect(reopened.projection).toBe(stateBefore.projection);
    expect(reopened.zoom).toBe(stateBefore.zoom);
    expect(Math.hypot(reopened.center[0] - stateBefore.center[0], reopened.center[1] - stateBefore.center[1])).toBeLessThan(1);
    expect(reopened.layers[0]).toMatchObject({ lyrId, visible: true, opacity: 1, styleKind: 'categorized', styleColumn: 'gu_nm', classCount: 25 });
    await shown(p.getByRole('button', { name: `${LAYER_NM} 설정` }));
    expect(near(await centrePixel(p), categorized)).toBe(true);

    // Edit the saved map: a second layer (added on top), dragged below the districts in the TOC,
    // the districts hidden and the roads at half opacity; saving again updates the same map.
    await selectTab(p.getByRole('tab', { name: '레이어 검색' }));
    await p.getByRole('searchbox', { name: '레이어 검색어' }).or(p.getByRole('textbox', { name: '레이어 검색어' })).fill(ROADS_NM);
    await p.getByRole('button', { name: '검색', exact: true }).click();
    await (await shown(p.getByRole('button', { name: `${ROADS_NM} 추가`, exact: true }))).click();
    await selectTab(p.getByRole('tab', { name: '레이어', exact: true }));
    await waitForState(p, (s) => s.layers.map((l) => l.lyrId).join() === [roadsId, lyrId].join(), 'the roads on top');
    const toc = p.getByRole('region', { name: '레이어 목록' });
    // Grab the row by its name (the middle of the row may be its opacity slider).
    const target = toc.locator(`[data-toc-key="lyr:${lyrId}"]`);
    await dragOnto(toc.getByRole('button', { name: `${ROADS_NM} 설정` }), target, { x: 5, y: 30 });
    await waitForState(p, (s) => s.layers.map((l) => l.lyrId).join() === [lyrId, roadsId].join(), 'the roads dragged below');
    await toc.getByRole('checkbox', { name: `${LAYER_NM} 보이기` }).uncheck();
    await toc.getByRole('slider', { name: `${ROADS_NM} 투명도` }).fill('50');
    await waitForState(p, (s) => s.layers[0].visible === false && s.layers[1].opacity === 0.5, 'hidden districts and half-opaque roads');
    await shown(p.getByText('저장하지 않은 변경 사항이 있습니다.'));
    // At 1280 px, with every action of a saved map and the unsaved mark, the top bar is one line.
    const rows = await p.locator('header.mb-top').evaluate((bar) => {
      const tops = new Set<number>();
      for (const el of Array.from(bar.querySelectorAll('button, input, .mb-top__dirty'))) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) tops.add(Math.round(r.top + r.height / 2));
      }
      return { centres: [...tops], width: window.innerWidth };
    });
    expect(rows.width).toBe(1280);
    expect(Math.max(...rows.centres) - Math.min(...rows.centres)).toBeLessThanOrEqual(2);
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByRole('status').filter({ hasText: '지도를 저장했습니다.' }), 30_000);
    expect(new URL(p.url()).pathname.endsWith(`/builder/${userMapId}`)).toBe(true);
    const updated = await apiCall<{ toc: { lyrId: string; visibleAt: string; opacity: number }[] }>('GET', `/api/webmap/${userMapId}`, undefined, token);
    expect(updated.toc.map((e) => [e.lyrId, e.visibleAt, e.opacity])).toEqual([
      [lyrId, 'N', 1],
      [roadsId, 'Y', 0.5],
    ]);
    await p.reload({ waitUntil: 'domcontentloaded' });
    const restored = await waitForState(p, (s) => s.layers.length === 2, 'both layers after reopening');
    expect(restored.layers.map((l) => [l.lyrId, l.visible, l.opacity, l.styleKind])).toEqual([
      [lyrId, false, 1, 'categorized'],
      [roadsId, true, 0.5, 'single'],
    ]);

    // The attribute table's locate button brings a district into view.
    const before = await mapState(p);
    await p.getByRole('button', { name: `${LAYER_NM} 설정` }).click();
    const layerSettings = await shown(p.getByRole('region', { name: '레이어 설정' }));
    await layerSettings.getByRole('button', { name: '속성', exact: true }).click();
    const dock = await shown(p.getByRole('region', { name: `${LAYER_NM} 속성 테이블` }));
    await (await shown(dock.getByRole('button', { name: /^위치/ }).first())).click();
    await waitForState(p, (s) => Math.hypot(s.center[0] - before.center[0], s.center[1] - before.center[1]) > 100, 'the view moved to the district');
  });

  it('draws a GeoTIFF layer of a saved map from its COG, stretched to its heights', async () => {
    const { lyrId: demId } = await uploadLayerFile(token, DEM, { uploadType: 'geotiff', lyrNm: `표고 ${tag}` });
    const map = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `표고 지도 ${tag}`,
        bcrnMapId: OFFLINE,
        view: { projection: 'EPSG:5186', center: [198000, 551000], zoom: 12 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '표고', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: demId }],
      },
      token,
    );
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${map.userMapId}`);
    const state = await waitForState(p, (s) => s.layers[0]?.kind === 'cog' && s.layers[0].stretch !== null, 'the stretched raster', 30_000);
    expect(state.layers[0].lyrId).toBe(demId);
    expect(state.layers[0].stretch!.min).toBeGreaterThanOrEqual(20);
    expect(state.layers[0].stretch!.max).toBeLessThanOrEqual(158.7 + 0.01);
    expect(state.layers[0].stretch!.max).toBeGreaterThan(state.layers[0].stretch!.min);
    // Grey heights over the land: the centre is neither the land colour nor transparent.
    const pixel = await centrePixel(p);
    expect(near(pixel, LAND)).toBe(false);
    expect(pixel[3]).toBe(255);
    expect(Math.abs(pixel[0] - pixel[1])).toBeLessThanOrEqual(2);
    expect(Math.abs(pixel[1] - pixel[2])).toBeLessThanOrEqual(2);
  });

  it('clusters a point layer (distance 50) and zooms into a cluster when it is clicked', async () => {
    const { lyrId: pointsId } = await uploadLayerFile(token, FACILITIES, { uploadType: 'shp', lyrNm: `시설 ${tag}` });
    const style = {
      kind: 'single',
      column: null,
      base: { fillColor: '#e4572e', strokeColor: '#ffffff', strokeWidth: 1, pointShape: 'circle', pointRadius: 5 },
      classes: [],
      label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
    };
    const map = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `시설 지도 ${tag}`,
        bcrnMapId: OFFLINE,
        view: { projection: 'EPSG:3857', center: [14135000, 4517000], zoom: 11 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, clusterAt: 'Y', lyrId: pointsId, style }],
      },
      token,
    );
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${map.userMapId}`);
    const before = await waitForState(p, (s) => s.layers[0]?.kind === 'clusteredPoints', 'the clustered layer', 30_000);
    // The biggest cluster on screen (the features come from the attribute route as GeoJSON).
    const target = await p.evaluate(async () => {
      type Feature = { get(name: string): unknown; getGeometry(): { getCoordinates(): number[] } };
      const hook = (window as unknown as TestWindow).__nuriMap as unknown as {
        map: { getLayers(): { getArray(): { get(name: string): unknown; getSource(): { getFeatures(): Feature[] } }[] }; getPixelFromCoordinate(c: number[]): number[] };
      };
      for (let i = 0; i < 100; i++) {
        const layer = hook.map.getLayers().getArray().find((l) => l.get('nuriOwnKind') === 'clusteredPoints');
        const clusters = layer?.getSource().getFeatures() ?? [];
        if (clusters.length) {
          const biggest = clusters.reduce((a, b) => ((a.get('features') as unknown[]).length >= (b.get('features') as unknown[]).length ? a : b));
          return { size: (biggest.get('features') as unknown[]).length, total: clusters.reduce((n, c) => n + (c.get('features') as unknown[]).length, 0), pixel: hook.map.getPixelFromCoordinate(biggest.getGeometry().getCoordinates()) };
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return null;
    });
    expect(target).not.toBeNull();
    expect(target!.total).toBe(300);
    expect(target!.size).toBeGreaterThan(1);
    const box = (await p.getByTestId('map').boundingBox())!;
    await p.mouse.click(box.x + target!.pixel[0], box.y + target!.pixel[1]);
    await waitForState(p, (s) => (s.zoom ?? 0) > (before.zoom ?? 0), 'a closer view of the cluster');
  });
});
