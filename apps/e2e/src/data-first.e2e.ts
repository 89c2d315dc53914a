import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { enableMapHook, waitForState as waitForHookState } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { boxContains, keepScreenshot } from './support/shots';

// Issue 20 (data first), outside the builder: a themed app and the simple map open fitted to
// their data. A member uploads the roads, saves a web map whose saved view is far away (Busan)
// and a themed app showing it, shared with everyone; an anonymous visitor opens the app and the
// view holds the roads' extent (read from GET /api/layers/{id}/extent through the map, which an
// app-only viewer may read). The member opens the roads alone on the simple map
// (/simpleMap?lyrId=) and the view holds them too. Screenshots at 1440×900 and 390×844 are
// kept in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 40 lines, EPSG:5186, UTF-8.
const ROADS = `${DATA_DIR}/roads_5186_utf8.zip`;
const BUSAN_3857 = [14360000, 4180000];

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `dfmaster${tag}`,
  userNm: '데이터우선',
  emailaddr: `df.master.${tag}@example.com`,
  password: 'Seoul!2026dfm',
  insttCode: `df-${tag}`,
  insttNm: `데이터 우선 ${tag}`,
};
const MEMBER = { userId: `dfuser${tag}`, userNm: '정데이', emailaddr: `df.user.${tag}@example.com`, password: 'Busan!2026dfm' };

interface MapState {
  extentLonLat: number[];
  layers: { lyrId: string }[];
}
const waitForState = (p: Page, check: (s: MapState) => boolean, what: string) => waitForHookState<MapState>(p, check, what, 30_000);

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

describe('maps open fitted to their data: themed app and simple map (issue 20)', () => {
  let db: Client;
  let token: string;
  let roadsId: string;
  let roadsBox: number[];
  let appId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    ({ lyrId: roadsId } = await uploadLayerFile(token, ROADS, { uploadType: 'shp', lyrNm: `도로 ${tag}` }));
    ({ bbox: roadsBox } = await apiCall<{ bbox: number[] }>('GET', `/api/layers/${roadsId}/bbox`, undefined, token));
    const { userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `도로 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:3857', center: BUSAN_3857, zoom: 13 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '도로', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: roadsId }],
      },
      token,
    );
    ({ webappTmplatId: appId } = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      { webappTmplatSj: `도로 둘러보기 ${tag}`, webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '도로', webmap: { userMapId } }] } },
      token,
    ));
    // The app (not its map or layer) is shared with everyone.
    await apiCall('POST', `/api/webapp/tmplat/${appId}/shares/all`, {}, token);
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it.each(SIZES)('an anonymous visitor opens the themed app on its data, not its saved view far away (%o)', async (size) => {
    const p = page();
    await p.setViewportSize(size);
    await enableMapHook(p);
    await open(p, `/apps/${appId}`);
    const fitted = await waitForState(
      p,
      (s) => s.layers.some((l) => l.lyrId === roadsId) && boxContains(s.extentLonLat, roadsBox),
      "a view holding the roads' extent",
    );
    // Fitted, not merely zoomed out: the roads fill a good part of the view.
    expect((roadsBox[2] - roadsBox[0]) / (fitted.extentLonLat[2] - fitted.extentLonLat[0])).toBeGreaterThan(0.2);
    // No alert: the extent is the viewer's to read (an app-only, anonymous viewer).
    expect(await p.getByRole('alertdialog').allInnerTexts()).toEqual([]);
    await keepScreenshot(p, `issue20-themed-app-fitted-${size.width}`);
  });

  it.each(SIZES)('the simple map opens a layer alone fitted to its data (%o)', async (size) => {
    const p = page();
    await p.setViewportSize(size);
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/simpleMap?lyrId=${roadsId}`);
    const fitted = await waitForState(
      p,
      (s) => s.layers.some((l) => l.lyrId === roadsId) && boxContains(s.extentLonLat, roadsBox),
      "a view holding the roads' extent",
    );
    expect((roadsBox[2] - roadsBox[0]) / (fitted.extentLonLat[2] - fitted.extentLonLat[0])).toBeGreaterThan(0.2);
    expect(await p.getByText(`도로 ${tag}`).first().isVisible()).toBe(true);
    await keepScreenshot(p, `issue20-simple-map-fitted-${size.width}`);
  });
});
