import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { enableMapHook, type TestWindow } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown } from './support/screens';
import { ARTIFACTS_DIR, serverEnv, serverPort } from './support/server-config';

// Issue 20 (base maps and thumbnails) in the browser: the base-map picker shows a loaded picture
// of every base map, and the built-in offline base map over Seoul at zoom 12 draws Korean place
// labels, each once. Screenshots at 1440×900 and 390×844 are kept as artefacts.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `obmaster${tag}`,
  userNm: '배경지',
  emailaddr: `ob.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `ob-${tag}`,
  insttNm: `누리 배경지도 ${tag}`,
};
const MEMBER = { userId: `obuser${tag}`, userNm: '이배경', emailaddr: `ob.user.${tag}@example.com`, password: 'Busan!2026map' };
// Seoul City Hall in EPSG:3857.
const SEOUL = [14135126, 4518367];

async function screenshot(p: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS_DIR, `issue20-basemap-${name}.png`) });
}

/** Centres the shown map on Seoul at zoom 12, waits for it to draw, and lists the offline map's place labels. */
async function seoulLabels(p: Page): Promise<string[]> {
  return p.evaluate(async (centre) => {
    const hook = (window as unknown as TestWindow).__nuriMap;
    if (!hook) throw new Error('the test hook is not there');
    // The OpenLayers map behind the hook (only the parts this test uses).
    type Feature = { get(key: string): unknown };
    type Layer = { getSource(): { getUrls?(): string[] | null } | null; getFeaturesInExtent?(e: number[]): Feature[] };
    const map = hook.map as unknown as {
      getView(): { setCenter(c: number[]): void; setZoom(z: number): void; calculateExtent(size?: number[]): number[] };
      getAllLayers(): Layer[];
      getSize(): number[];
      once(type: string, f: () => void): void;
      render(): void;
    };
    map.getView().setCenter(centre);
    map.getView().setZoom(12);
    const drawn = () => new Promise<void>((resolve) => {
      map.once('rendercomplete', () => resolve());
      map.render();
    });
    await drawn();
    await drawn();
    const base = map.getAllLayers().find((l) => (l.getSource()?.getUrls?.() ?? []).some((u) => u.includes('/api/basemap/offline/')));
    if (!base) throw new Error('the offline base map is not shown');
    const extent = map.getView().calculateExtent(map.getSize());
    return (base.getFeaturesInExtent?.(extent) ?? [])
      .filter((f) => f.get('layer') === 'places')
      .map((f) => String(f.get('name')));
  }, SEOUL);
}

describe('base maps: pictures in the picker and the offline map at city scale (issue 20)', () => {
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    const token = await apiLogin(MEMBER.userId, MEMBER.password);
    await uploadLayerFile(token, `${DATA_DIR}/seoul_districts_5186_cp949.zip`, { uploadType: 'shp', lyrNm: `서울 자치구 ${tag}` });
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('at %ix%i the picker shows a loaded picture of each base map and Seoul shows Korean labels once', async (width, height) => {
    const p = page();
    await p.setViewportSize({ width, height });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await p.waitForFunction(() => !!(window as unknown as TestWindow).__nuriMap, undefined, { timeout: 30_000 });

    const labels = await seoulLabels(p);
    await screenshot(p, `seoul-z12-${width}`);
    // Seoul's districts in Korean, each drawn from one point (not once per tile part).
    expect(labels).toEqual(expect.arrayContaining(['종로구', '중구', '용산구', '서대문구', '성동구']));
    expect(labels.length).toBeGreaterThanOrEqual(width > 1000 ? 20 : 8);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((n) => /[가-힣]/.test(n))).toBe(true);

    // Every base map in the picker has a picture that loaded (an uploaded thumbnail or the rendered preview).
    const thumbs = p.locator('img.mb-basemaps__thumb');
    // On a phone the picker sits in the side panel's sheet.
    if (!(await thumbs.first().isVisible())) await p.getByRole('button', { name: '패널 열기' }).click();
    await shown(thumbs.first());
    await p.waitForFunction(
      () => Array.from(document.querySelectorAll<HTMLImageElement>('img.mb-basemaps__thumb')).every((i) => i.complete),
      undefined,
      { timeout: 20_000 },
    );
    const sizes = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(sizes.every((w) => w > 0)).toBe(true);
    expect(await p.locator('span.mb-basemaps__thumb').count()).toBe(0);
    await thumbs.first().scrollIntoViewIfNeeded();
    await screenshot(p, `picker-${width}`);
  }, 90_000);
});
