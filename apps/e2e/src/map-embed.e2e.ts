import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import type { Frame, Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { enableMapHook, waitForState } from './support/map-hook';
import { open, shown } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 24 in the browser: a map shared with everyone loads in an iframe of another origin (the
// embed route), with its legend; a private map's embed is refused by the browser (CSP
// frame-ancestors 'self'). The builder's link dialog gives the link at the current view and the
// iframe snippet. Screenshots at 1440×900 and 390×844 in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `membed${tag}`,
  userNm: '도퍼감',
  emailaddr: `m.embed.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `me-${tag}`,
  insttNm: `누리 퍼가기 ${tag}`,
};
const MEMBER = { userId: `meuser${tag}`, userNm: '김퍼감', emailaddr: `me.user.${tag}@example.com`, password: 'Busan!2026map' };
const LAYER_NM = `자치구 퍼가기 ${tag}`;

/** Another origin: a page on its own port whose iframe shows `src`. */
function hostPage(): Promise<{ url: (src: string) => string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="ko"><head><title>다른 누리집</title></head><body style="margin:0">
      <h1 style="font:16px sans-serif;margin:8px">다른 기관 누리집</h1>
      <iframe id="map" title="지도" src="${src.replace(/"/g, '&quot;')}" style="border:0;width:100%;height:calc(100vh - 60px)"></iframe></body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: (src) => `http://127.0.0.1:${port}/?src=${encodeURIComponent(src)}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

async function embedFrame(p: Page, src: string, testId = 'embed-map'): Promise<Frame | null> {
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    const frame = p.frames().find((f) => f !== p.mainFrame());
    if (frame && frame.url().startsWith(src) && (await frame.locator(`[data-testid="${testId}"]`).count().catch(() => 0)) > 0) return frame;
    await p.waitForTimeout(200);
  }
  return null;
}

describe('share and embed (issue 24)', () => {
  let token: string;
  let publicMap: string;
  let privateMap: string;
  let publicApp: string;
  let privateApp: string;
  let host: Awaited<ReturnType<typeof hostPage>>;
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    const { lyrId } = await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: LAYER_NM });
    const body = (title: string) => ({
      userMapSj: title,
      userMapCn: '자치구 경계',
      view: { projection: 'EPSG:5186', center: [200000, 551000], zoom: 11 },
      toc: [{ lyrGroupSeCode: '02', lyrId, tocNm: LAYER_NM, visibleAt: 'Y', opacity: 1 }],
    });
    publicMap = (await apiCall<{ userMapId: string }>('POST', '/api/webmap', body(`공개 지도 ${tag}`), token)).userMapId;
    privateMap = (await apiCall<{ userMapId: string }>('POST', '/api/webmap', body(`비공개 지도 ${tag}`), token)).userMapId;
    await apiCall('POST', `/api/webmap/${publicMap}/shares/all`, {}, token);
    const app = (title: string) => ({
      webappTmplatSj: title,
      webappTmplatTyCode: 'TAB',
      detailSetting: { mainTab: [{ tabName: '자치구', webmap: { userMapId: publicMap } }, { tabName: '둘째 지도', webmap: { userMapId: privateMap } }] },
    });
    publicApp = (await apiCall<{ webappTmplatId: string }>('POST', '/api/webapp/tmplat', app(`공개 앱 ${tag}`), token)).webappTmplatId;
    privateApp = (await apiCall<{ webappTmplatId: string }>('POST', '/api/webapp/tmplat', app(`비공개 앱 ${tag}`), token)).webappTmplatId;
    await apiCall('POST', `/api/webapp/tmplat/${publicApp}/shares/all`, {}, token);
    host = await hostPage();
  }, 120_000);

  afterAll(async () => {
    await host?.close();
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('loads a public map in an iframe of another origin and refuses a private one', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    const src = `${baseUrl()}/embed/map/${publicMap}`;
    await p.goto(host.url(src));
    const frame = await embedFrame(p, src);
    expect(frame).not.toBeNull();
    await shown(frame!.getByRole('heading', { name: `공개 지도 ${tag}` }), 20_000);
    const legend = await shown(frame!.getByRole('region', { name: '범례' }), 20_000);
    expect(await legend.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([LAYER_NM]);
    await p.waitForTimeout(1500);
    await keepScreenshot(p, 'issue24-embed-1440');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.waitForTimeout(800);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'issue24-embed-390');

    // The private map: the browser refuses to show the answer in the frame.
    await p.setViewportSize({ width: 1440, height: 900 });
    const refused: string[] = [];
    p.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refused.push(m.text());
    });
    const privateSrc = `${baseUrl()}/embed/map/${privateMap}`;
    await p.goto(host.url(privateSrc));
    expect(await embedFrame(p, privateSrc)).toBeNull();
    expect(refused.join('\n')).toMatch(/frame-ancestors 'self'/);
  }, 120_000);

  it('gives the link at the current view and the iframe snippet in the builder', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await open(p, `/${ADMIN.insttCode}/builder/${publicMap}?view=${encodeURIComponent('EPSG:5186,199000,552000,14')}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    const state = await waitForState<{ zoom: number; center: number[]; layers: unknown[] }>(p, (s) => s.layers.length === 1, 'the layer');
    // The link's view (zoom 14), not the saved one (11).
    expect(state.zoom).toBeGreaterThan(12.5);
    await shown(p.getByRole('region', { name: '범례' }));
    await p.getByRole('button', { name: '링크·퍼가기' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '지도 링크와 퍼가기' }));
    const link = await dialog.getByRole('textbox', { name: '지금 화면의 지도 링크' }).inputValue();
    expect(link).toMatch(new RegExp(`/${ADMIN.insttCode}/builder/${publicMap}\\?view=EPSG%3A\\d+%2C[-0-9.]+%2C[-0-9.]+%2C14`));
    const snippet = await shown(dialog.getByRole('textbox', { name: '다른 누리집에 넣는 코드' }));
    expect(await snippet.inputValue()).toMatch(new RegExp(`^<iframe src="${baseUrl().replace(/[.:/]/g, '\\$&')}/embed/map/${publicMap}\\?view=EPSG%3A\\d+%2C.*" title="공개 지도 ${tag}"`));
    await dialog.getByRole('button', { name: '다른 누리집에 넣는 코드 복사' }).click();
    await shown(p.getByText('복사했습니다.'));
    await keepScreenshot(p, 'issue24-share-dialog-1440');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.waitForTimeout(500);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'issue24-share-dialog-390');
    await p.keyboard.press('Escape');

    // A private map: no snippet, a note instead.
    await p.setViewportSize({ width: 1440, height: 900 });
    await open(p, `/${ADMIN.insttCode}/builder/${privateMap}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 1, 'the layer');
    await p.getByRole('button', { name: '링크·퍼가기' }).click();
    const privateDialog = await shown(p.getByRole('dialog', { name: '지도 링크와 퍼가기' }));
    await shown(privateDialog.getByText('전체 공개로 공유한 지도만 다른 누리집에 넣을 수 있습니다.'));
    expect(await privateDialog.getByRole('textbox', { name: '다른 누리집에 넣는 코드' }).count()).toBe(0);
  }, 120_000);

  it('loads a themed app shared with everyone in an iframe of another origin with its tabs, and refuses a private one', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    const src = `${baseUrl()}/embed/app/${publicApp}`;
    await p.goto(host.url(src));
    const frame = await embedFrame(p, src, 'embed-app');
    expect(frame).not.toBeNull();
    await shown(frame!.getByRole('heading', { name: `공개 앱 ${tag}` }), 20_000);
    await shown(frame!.getByRole('tab', { name: '자치구' }));
    // The second tab's map is private, but seen through the public app.
    // By keyboard (tabs are a roving tab list): the frame's pointer events go through the host page.
    await frame!.getByRole('tab', { name: '자치구' }).focus();
    await p.keyboard.press('ArrowRight');
    await shown(frame!.getByRole('tab', { name: '둘째 지도', selected: true }));
    const legend = await shown(frame!.getByRole('region', { name: '범례' }), 20_000);
    expect(await legend.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([LAYER_NM]);
    expect(await frame!.getByRole('link', { name: '누리지도에서 크게 보기' }).getAttribute('href')).toBe(`/${ADMIN.insttCode}/apps/${publicApp}`);
    await p.waitForTimeout(1000);
    await keepScreenshot(p, 'h4-embed-app-1440');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.waitForTimeout(800);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'h4-embed-app-390');

    // The private app: the browser refuses to frame the answer.
    await p.setViewportSize({ width: 1440, height: 900 });
    const refused: string[] = [];
    p.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refused.push(m.text());
    });
    const privateSrc = `${baseUrl()}/embed/app/${privateApp}`;
    await p.goto(host.url(privateSrc));
    expect(await embedFrame(p, privateSrc, 'embed-app')).toBeNull();
    expect(refused.join('\n')).toMatch(/frame-ancestors 'self'/);
    // Opened directly, the private app's embed page says it cannot be shown (no title leaks).
    await p.goto(privateSrc);
    await shown(p.getByRole('alert').filter({ hasText: '이 앱은 공개되어 있지 않거나 없어서 보여 줄 수 없습니다.' }), 20_000);
    expect(await p.content()).not.toContain('비공개 앱');
  }, 120_000);

  it('offers the app link and, for an app shared with everyone, the iframe snippet on the app screen', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/apps/${publicApp}`);
    await (await shown(p.getByRole('button', { name: '링크·퍼가기' }), 30_000)).click();
    const dialog = await shown(p.getByRole('dialog', { name: '앱 링크와 퍼가기' }));
    expect(await dialog.getByRole('textbox', { name: '앱 링크' }).inputValue()).toBe(`${baseUrl()}/${ADMIN.insttCode}/apps/${publicApp}`);
    const snippet = await shown(dialog.getByRole('textbox', { name: '다른 누리집에 넣는 코드' }));
    expect(await snippet.inputValue()).toBe(
      `<iframe src="${baseUrl()}/embed/app/${publicApp}" title="공개 앱 ${tag}" width="800" height="600" style="border:0" loading="lazy" allowfullscreen></iframe>`,
    );
    await keepScreenshot(p, 'h4-app-share-1440');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.waitForTimeout(500);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'h4-app-share-390');
    await p.keyboard.press('Escape');

    await p.setViewportSize({ width: 1440, height: 900 });
    await open(p, `/apps/${privateApp}`);
    await (await shown(p.getByRole('button', { name: '링크·퍼가기' }), 30_000)).click();
    const privateDialog = await shown(p.getByRole('dialog', { name: '앱 링크와 퍼가기' }));
    await shown(privateDialog.getByText('전체 공개로 공유한 앱만 다른 누리집에 넣을 수 있습니다.'));
    expect(await privateDialog.getByRole('textbox', { name: '다른 누리집에 넣는 코드' }).count()).toBe(0);
  }, 120_000);
});
