import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { addBySearch } from './support/builder-panel';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { centrePixel, enableMapHook, waitForState, type Rgba, type TestWindow } from './support/map-hook';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 24 in the browser: a point layer drawn as clusters (distance 50 px, counts, a click
// expands) and as a heatmap — checked on the pixels drawn — and limited to a zoom range.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const POINTS = `${DATA_DIR}/facilities_5186_cp949.zip`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mhmaster${tag}`,
  userNm: '도열지',
  emailaddr: `mh.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `mh-${tag}`,
  insttNm: `누리 열지도 ${tag}`,
};
const MEMBER = { userId: `mhuser${tag}`, userNm: '김열지', emailaddr: `mh.user.${tag}@example.com`, password: 'Busan!2026map' };
const LAYER_NM = `시설 점 ${tag}`;

interface State {
  baseMapId: string | null;
  zoom: number;
  layers: { kind: string; visible: boolean }[];
}

/** Colours on a 20×20 grid over the map (once every tile is drawn). */
async function grid(p: Page): Promise<Rgba[]> {
  await centrePixel(p);
  return p.evaluate(() => {
    const hook = (window as unknown as TestWindow).__nuriMap!;
    const [w, h] = hook.map.getSize() ?? [0, 0];
    const out: Rgba[] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) out.push(hook.renderedPixel(w * (0.025 + i * 0.05), h * (0.025 + j * 0.05)));
    return out;
  });
}

const differs = (a: Rgba, b: Rgba) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 30;
const changed = (base: Rgba[], now: Rgba[]) => now.filter((c, i) => differs(c, base[i])).length;

describe('map builder: clusters, heatmap and visible zooms (issue 24)', () => {
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    const token = await apiLogin(MEMBER.userId, MEMBER.password);
    await uploadLayerFile(token, POINTS, { uploadType: 'shp', lyrNm: LAYER_NM });
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('draws clusters and a heatmap of a point layer, and hides it outside its zoom range', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<State>(p, (s) => s.baseMapId !== null, 'a base map');
    await addBySearch(p, LAYER_NM);
    await waitForState<State>(p, (s) => s.layers.length === 1, 'the points');
    await p.waitForTimeout(1500); // the map goes to the layer's data
    const visibility = p.getByRole('checkbox', { name: `${LAYER_NM} 보이기` });
    await visibility.uncheck();
    const base = await grid(p);
    await visibility.check();
    const markers = changed(base, await grid(p));
    expect(markers).toBeGreaterThan(5);

    // Clusters: fewer, bigger symbols with counts; a click on one zooms in.
    await p.getByRole('checkbox', { name: '점 묶어 보기(클러스터)' }).check();
    await waitForState<State>(p, (s) => s.layers[0]?.kind === 'clusteredPoints', 'clusters');
    await p.waitForTimeout(1000);
    const clustered = await grid(p);
    expect(changed(base, clustered)).toBeGreaterThan(3);
    await keepScreenshot(p, 'issue24-clusters-1440');
    const hitIndex = clustered.findIndex((c, i) => differs(c, base[i]));
    const before = (await waitForState<State>(p, () => true, 'state')).zoom;
    const box = (await p.getByTestId('map').boundingBox())!;
    const [gi, gj] = [Math.floor(hitIndex / 20), hitIndex % 20];
    await p.mouse.click(box.x + box.width * (0.025 + gi * 0.05), box.y + box.height * (0.025 + gj * 0.05));
    const zoomed = await waitForState<State>(p, (s) => s.zoom > before + 0.2, 'a cluster expanded by a click', 10_000).catch(() => null);
    await p.getByRole('checkbox', { name: '점 묶어 보기(클러스터)' }).uncheck();
    await waitForState<State>(p, (s) => s.layers[0]?.kind === 'vectorTile', 'markers again');

    // Heatmap: coloured pixels (the heat gradient) where the points are dense.
    const settings = p.getByRole('region', { name: '레이어 설정' });
    const button = p.getByRole('button', { name: `${LAYER_NM} 설정` });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await settings.getByRole('checkbox', { name: '점 대신 열지도로 그리기' }).check();
    await waitForState<State>(p, (s) => s.layers[0]?.kind === 'heatmap', 'the heatmap');
    await p.waitForTimeout(1000);
    await visibility.uncheck();
    const base2 = await grid(p);
    await visibility.check();
    const heat = await grid(p);
    const chroma = (c: Rgba) => Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]);
    const hot = heat.filter((c, i) => differs(c, base2[i]) && chroma(c) > 60);
    expect(hot.length).toBeGreaterThan(markers);
    await keepScreenshot(p, 'issue24-heatmap-1440');

    // Visible zooms: a minimum zoom above the current one hides the layer.
    const now = (await waitForState<State>(p, () => true, 'state')).zoom;
    await settings.getByRole('combobox', { name: '최소 줌' }).selectOption(String(Math.min(22, Math.ceil(now) + 2)));
    await p.waitForTimeout(800);
    expect(changed(base2, await grid(p))).toBe(0);
    await settings.getByRole('combobox', { name: '최소 줌' }).selectOption({ label: '제한 없음' });
    await p.waitForTimeout(800);
    expect(changed(base2, await grid(p))).toBeGreaterThan(markers);

    await p.setViewportSize({ width: 390, height: 844 });
    await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
    await settings.getByRole('checkbox', { name: '점 대신 열지도로 그리기' }).scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'issue24-heatmap-panel-390');
    expect(zoomed).not.toBeNull();
  }, 180_000);
});
