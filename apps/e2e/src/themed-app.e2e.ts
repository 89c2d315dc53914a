import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page, recordApi } from './support/browser';
import { centrePixel, enableMapHook, LAND, near, waitForState as waitForHookState } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { boxContains } from './support/shots';

// Issue 8 in the browser (Done when: "build a two-tab themed app and open it in the viewer"):
// a member with two web maps (made through the API, each with one small layer) builds a two-tab
// app in the app builder (maps picked from "my maps", thumbnail from the first tab's map),
// saves it, and opens it in the viewer, where each tab shows its own map: the map is loaded
// through the app (GET /api/webmap/{id}?webappTmplatId=) and its layer's tiles through the map
// (?userMapId=). A colleague the app (not its maps or layers) is shared with sees the same.
//
// The map state comes from the test hook of apps/web/src/mapbuilder/use-map-controller.ts: with
// `window.__NURI_TEST__ = true` the shown map's controller is `window.__nuriMap`.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 25 Seoul districts (polygons, EPSG:5186) and 40 roads (lines, UTF-8).
const DISTRICTS = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const ROADS = `${DATA_DIR}/roads_5186_utf8.zip`;
const OFFLINE = 'OFFLINE_WORLD';

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `tamaster${tag}`,
  userNm: '앱관리',
  emailaddr: `ta.master.${tag}@example.com`,
  password: 'Seoul!2026app',
  insttCode: `ta-${tag}`,
  insttNm: `누리 테마지도 ${tag}`,
};
const MEMBER = { userId: `tauser${tag}`, userNm: '박테마', emailaddr: `ta.user.${tag}@example.com`, password: 'Busan!2026app' };
const COLLEAGUE = { userId: `tapeer${tag}`, userNm: '최동료', emailaddr: `ta.peer.${tag}@example.com`, password: 'Daegu!2026app' };
const MAP_A = `자치구 지도 ${tag}`;
const MAP_B = `도로 지도 ${tag}`;
const APP_TITLE = `서울 둘러보기 ${tag}`;
const TAB_A = '자치구';
const TAB_B = '도로망';


interface MapState {
  baseMapId: string | null;
  projection: string;
  center: number[];
  zoom: number | null;
  layers: { lyrId: string; kind: string; visible: boolean; styleKind: string }[];
  extentLonLat: number[];
}

const waitForState = (p: Page, check: (s: MapState) => boolean, what: string, timeout = 30_000) => waitForHookState<MapState>(p, check, what, timeout);






/**
 * Waits until a request matching `match` has been answered 200 (an empty vector tile answers
 * 204, so other hits are waited past); fails with what was seen otherwise.
 */
async function answeredOk(p: Page, log: { seen: { url: URL; status: number }[] }, match: (url: URL) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (log.seen.some((r) => match(r.url) && r.status === 200)) return;
    await p.waitForTimeout(200);
  }
  const hits = log.seen.filter((r) => match(r.url)).map((r) => r.status);
  throw new Error(`no 200 answer for ${what} (answers: ${hits.join(', ') || 'none'}; seen: ${log.seen.map((r) => r.url.pathname + r.url.search).join(', ')})`);
}

const tileOf = (lyrId: string, userMapId: string) => (url: URL) => url.pathname.startsWith(`/api/tiles/${lyrId}/`) && url.searchParams.get('userMapId') === userMapId;
const mapThroughApp = (userMapId: string, appId: string) => (url: URL) => url.pathname === `/api/webmap/${userMapId}` && url.searchParams.get('webappTmplatId') === appId;

describe('themed map apps (issue 8)', () => {
  let db: Client;
  let token: string;
  let districtsId: string;
  let roadsId: string;
  let mapA: string;
  let mapB: string;
  let appId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...COLLEAGUE, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    ({ lyrId: districtsId } = await uploadLayerFile(token, DISTRICTS, { uploadType: 'shp', lyrNm: `자치구 ${tag}` }));
    ({ lyrId: roadsId } = await uploadLayerFile(token, ROADS, { uploadType: 'shp', lyrNm: `도로 ${tag}` }));
    const red = {
      kind: 'single',
      column: null,
      base: { fillColor: '#d7263d', strokeColor: '#d7263d', strokeWidth: 3, pointShape: 'circle', pointRadius: 5 },
      classes: [],
      label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
    };
    // Map A: the districts around Seoul City Hall; map B: the roads, further out, in EPSG:5186.
    ({ userMapId: mapA } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_A,
        bcrnMapId: OFFLINE,
        view: { projection: 'EPSG:3857', center: [14135000, 4518000], zoom: 12 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '자치구', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: districtsId }],
      },
      token,
    ));
    ({ userMapId: mapB } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_B,
        bcrnMapId: OFFLINE,
        view: { projection: 'EPSG:3857', center: [14140000, 4520000], zoom: 11 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '도로', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: roadsId, style: red }],
      },
      token,
    ));
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId, COLLEAGUE.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('builds a two-tab app in the builder, saves it with a thumbnail from the first map, and reopens it', async () => {
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/appBuilder`);
    await shown(p.getByRole('textbox', { name: '앱 제목' }), 30_000);
    expect(await p.getByRole('radio', { name: /탭형/ }).first().isChecked()).toBe(true);

    await p.getByRole('textbox', { name: '앱 제목' }).fill(APP_TITLE);
    await p.getByRole('textbox', { name: '앱 설명' }).fill('자치구와 도로를 탭으로 봅니다.');

    // Tab 1: its name and map A from "my maps".
    await p.getByRole('textbox', { name: '1번째 탭 이름' }).fill(TAB_A);
    await p.getByRole('button', { name: '1번째 탭 지도 선택' }).click();
    let picker = await shown(p.getByRole('dialog', { name: '1번째 탭 지도 선택' }));
    await picker.getByRole('searchbox', { name: '지도 검색어' }).fill(tag);
    await picker.getByRole('button', { name: '검색', exact: true }).click();
    await (await shown(picker.getByRole('button', { name: `${MAP_A} 선택`, exact: true }))).click();
    await picker.waitFor({ state: 'hidden' });
    await shown(p.getByRole('group', { name: '1번째 탭 지도' }).getByText(MAP_A));

    // The preview shows map A with its layer on the offline base map.
    await waitForState(p, (s) => s.baseMapId === `${OFFLINE}|` && s.layers.length === 1 && s.layers[0].lyrId === districtsId, 'map A in the preview');

    // Tab 2: added, named, map B.
    await p.getByRole('button', { name: '탭 추가' }).click();
    await p.getByRole('textbox', { name: '2번째 탭 이름' }).fill(TAB_B);
    await p.getByRole('button', { name: '2번째 탭 지도 선택' }).click();
    picker = await shown(p.getByRole('dialog', { name: '2번째 탭 지도 선택' }));
    await (await shown(picker.getByRole('button', { name: `${MAP_B} 선택`, exact: true }))).click();
    await picker.waitFor({ state: 'hidden' });
    await shown(p.getByRole('group', { name: '2번째 탭 지도' }).getByText(MAP_B));
    const preview = p.getByRole('main');
    await shown(preview.getByRole('tab', { name: TAB_B }));

    // Thumbnail from the first tab's map.
    await p.getByRole('button', { name: '첫 번째 탭 지도로 만들기' }).click();
    await shown(p.getByRole('img', { name: '테마지도 썸네일' }), 30_000);

    await p.getByRole('button', { name: '저장', exact: true }).click();
    // A success is a toast (no dialog to dismiss).
    await shown(p.getByRole('status').filter({ hasText: '테마지도를 저장했습니다.' }), 30_000);
    await p.waitForURL(/\/appBuilder\/[^/]+$/);
    appId = new URL(p.url()).pathname.split('/').pop()!;

    const saved = await apiCall<{ webappTmplatSj: string; webappTmplatTyCode: string; detailSetting: unknown; thumbnailUrl: string | null }>(
      'GET',
      `/api/webapp/tmplat/${appId}`,
      undefined,
      token,
    );
    expect(saved.webappTmplatSj).toBe(APP_TITLE);
    expect(saved.webappTmplatTyCode).toBe('TAB');
    expect(saved.detailSetting).toEqual({
      mainTab: [
        { tabName: TAB_A, webmap: { userMapId: mapA } },
        { tabName: TAB_B, webmap: { userMapId: mapB } },
      ],
    });
    expect(saved.thumbnailUrl).not.toBeNull();
    const thumb = await fetch(new URL(saved.thumbnailUrl!, process.env.E2E_BASE_URL).toString());
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);

    // Reopened: the same title, tabs and map titles.
    await p.reload({ waitUntil: 'domcontentloaded' });
    await shown(p.getByRole('textbox', { name: '앱 제목' }), 30_000);
    await p.waitForFunction((title) => (document.querySelector('input[aria-label="앱 제목"]') as HTMLInputElement | null)?.value === title, APP_TITLE);
    expect(await p.getByRole('textbox', { name: '1번째 탭 이름' }).inputValue()).toBe(TAB_A);
    expect(await p.getByRole('textbox', { name: '2번째 탭 이름' }).inputValue()).toBe(TAB_B);
    await shown(p.getByRole('group', { name: '2번째 탭 지도' }).getByText(MAP_B));
  });

  it('opens the app in the viewer: each tab shows its own map, loaded through the app and its layer through the map', async () => {
    expect(appId).toBeDefined();
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    const log = recordApi(p);
    await open(p, `/${ADMIN.insttCode}/apps/${appId}`);
    await shown(p.getByRole('heading', { name: APP_TITLE }), 30_000);
    await shown(p.getByText('자치구와 도로를 탭으로 봅니다.'));
    const tabs = p.getByRole('tablist', { name: '지도 탭' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([TAB_A, TAB_B]);
    expect(await tabs.getByRole('tab', { name: TAB_A }).getAttribute('aria-selected')).toBe('true');

    // Tab 1: map A, its districts drawn over the land, opened on its data.
    // The pane settles in steps (layers, base-map grid, fit): wait for the whole state.
    const { bbox: districtsBox } = await apiCall<{ bbox: number[] }>('GET', `/api/layers/${districtsId}/bbox`, undefined, token);
    const a = await waitForState(
      p,
      (s) => s.baseMapId === `${OFFLINE}|` && s.layers.length === 1 && s.layers[0].lyrId === districtsId && boxContains(s.extentLonLat, districtsBox),
      'map A fitted to its districts',
    );
    expect(a.projection).toBe('EPSG:3857');
    await answeredOk(p, log, mapThroughApp(mapA, appId), 'map A through the app');
    await answeredOk(p, log, tileOf(districtsId, mapA), 'a district tile through map A');
    expect(near(await centrePixel(p), LAND)).toBe(false);

    // Tab 2: map B, with its roads layer, opened on its data (issue 20: a themed app opens fitted
    // to its data, not at the map's saved view).
    await selectTab(tabs.getByRole('tab', { name: TAB_B }));
    expect(await tabs.getByRole('tab', { name: TAB_B }).getAttribute('aria-selected')).toBe('true');
    const { bbox: roadsBox } = await apiCall<{ bbox: number[] }>('GET', `/api/layers/${roadsId}/bbox`, undefined, token);
    const b = await waitForState(
      p,
      (s) => s.layers.length === 1 && s.layers[0].lyrId === roadsId && boxContains(s.extentLonLat, roadsBox),
      'map B fitted to its roads',
    );
    expect(b.projection).toBe('EPSG:3857');
    await answeredOk(p, log, mapThroughApp(mapB, appId), 'map B through the app');
    await answeredOk(p, log, tileOf(roadsId, mapB), 'a road tile through map B');

    // Back to tab 1: map A again.
    await selectTab(tabs.getByRole('tab', { name: TAB_A }));
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === districtsId, 'map A again');
  });

  it('a colleague sees nothing until the app is shared with them, then both tabs through the app alone', async () => {
    expect(appId).toBeDefined();
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, COLLEAGUE.userId, COLLEAGUE.password);
    const peerToken = await apiLogin(COLLEAGUE.userId, COLLEAGUE.password);

    // Not shared: the viewer gets the 'no permission' alert.
    await open(p, `/apps/${appId}`);
    const refused = await shown(p.getByRole('alertdialog').filter({ hasText: '권한이 없습니다.' }), 30_000);
    await refused.getByRole('button', { name: '확인' }).click();

    // Shared with them (the app only: neither map nor layer is shared).
    await apiCall('POST', `/api/webapp/tmplat/${appId}/shares`, { shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: COLLEAGUE.userId }] }, token);
    await expect(apiCall('GET', `/api/webmap/${mapA}`, undefined, peerToken)).rejects.toThrow(/403/);

    const log = recordApi(p);
    await open(p, `/apps/${appId}`);
    await shown(p.getByRole('heading', { name: APP_TITLE }), 30_000);
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === districtsId, 'map A for the colleague');
    await answeredOk(p, log, tileOf(districtsId, mapA), 'a district tile for the colleague');
    await selectTab(p.getByRole('tablist', { name: '지도 탭' }).getByRole('tab', { name: TAB_B }));
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === roadsId, 'map B for the colleague');
    await answeredOk(p, log, tileOf(roadsId, mapB), 'a road tile for the colleague');
    // No edit link for a viewer.
    expect(await p.getByRole('link', { name: '편집' }).count()).toBe(0);
  });

  it('a section-tab (JOR) app shared with everyone opens for an anonymous visitor; an unshared one asks for the login', async () => {
    const jor = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      {
        webappTmplatSj: `섹션 앱 ${tag}`,
        webappTmplatTyCode: 'JOR',
        detailSetting: {
          sectionTab: {
            mainTab: [
              { tabName: '두 번째', tabSn: 2, tabContent: { contentValue: { userMapId: mapA } } },
              { tabName: '첫 번째', tabSn: 1, tabContent: { contentValue: { userMapId: mapB } } },
            ],
          },
        },
      },
      token,
    );
    const p = page();
    await enableMapHook(p);

    // Not shared: an anonymous visitor is offered the login (no 401 alert).
    await open(p, `/apps/${jor.webappTmplatId}`);
    await shown(p.getByText('이 테마지도는 로그인한 뒤 볼 수 있습니다.'), 30_000);
    await p.getByRole('button', { name: '로그인', exact: true }).click();
    await p.waitForURL((url) => url.pathname === '/login');

    // Shared with everyone: section tabs in tabSn order, each with its map and layer.
    await apiCall('POST', `/api/webapp/tmplat/${jor.webappTmplatId}/shares/all`, {}, token);
    const log = recordApi(p);
    await open(p, `/apps/${jor.webappTmplatId}`);
    const sections = await shown(p.getByRole('tablist', { name: '섹션 탭' }), 30_000);
    expect(await sections.getByRole('tab').allInnerTexts()).toEqual(['첫 번째', '두 번째']);
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === roadsId, 'map B in the first section');
    await answeredOk(p, log, mapThroughApp(mapB, jor.webappTmplatId), 'map B through the public app');
    await answeredOk(p, log, tileOf(roadsId, mapB), 'a road tile for an anonymous visitor');
    await selectTab(sections.getByRole('tab', { name: '두 번째' }));
    await waitForState(p, (s) => s.layers.length === 1 && s.layers[0].lyrId === districtsId, 'map A in the second section');
    await answeredOk(p, log, tileOf(districtsId, mapA), 'a district tile for an anonymous visitor');
  });
});
