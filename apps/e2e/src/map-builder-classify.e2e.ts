import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { addBySearch } from './support/builder-panel';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { enableMapHook, waitForState } from './support/map-hook';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 24 in the browser: natural breaks (Jenks) of the districts' population computed by the
// server equal a reference computation done here; the panel shows the histogram and ColorBrewer
// ramps. Screenshots at 1440×900 and 390×844 in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mcmaster${tag}`,
  userNm: '도분류',
  emailaddr: `mc.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `mc-${tag}`,
  insttNm: `누리 분류 ${tag}`,
};
const MEMBER = { userId: `mcuser${tag}`, userNm: '김분류', emailaddr: `mc.user.${tag}@example.com`, password: 'Busan!2026map' };
const DISTRICTS_NM = `자치구 분류 ${tag}`;
const CLASSES = 5;

/**
 * Reference natural breaks: the split of the sorted values into k contiguous groups with the least
 * total sum of squared deviations, by dynamic programming over prefix sums; each break is the
 * first value of a group.
 */
function referenceJenks(values: number[], k: number): number[] {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  const s1 = [0];
  const s2 = [0];
  for (const x of v) {
    s1.push(s1[s1.length - 1] + x);
    s2.push(s2[s2.length - 1] + x * x);
  }
  const ssd = (i: number, j: number) => s2[j] - s2[i] - (s1[j] - s1[i]) ** 2 / (j - i); // values i..j-1
  // best[c][j]: least cost of the first j values in c groups; cut[c][j]: where the last group starts.
  const best = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const cut = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0][0] = 0;
  for (let c = 1; c <= k; c++) {
    for (let j = c; j <= n; j++) {
      for (let i = c - 1; i < j; i++) {
        const cost = best[c - 1][i] + ssd(i, j);
        if (cost < best[c][j]) {
          best[c][j] = cost;
          cut[c][j] = i;
        }
      }
    }
  }
  const starts: number[] = [];
  for (let c = k, j = n; c > 1; c--) {
    j = cut[c][j];
    starts.unshift(v[j]);
  }
  return [v[0], ...starts, v[n - 1]];
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

async function phoneShot(p: Page, name: string): Promise<void> {
  await p.setViewportSize({ width: 390, height: 844 });
  await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
  await p.getByRole('img', { name: /^값 분포 막대그래프/ }).scrollIntoViewIfNeeded();
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(p, name);
  await p.setViewportSize({ width: 1440, height: 900 });
}

describe('map builder: graduated classes by natural breaks (issue 24)', () => {
  let db: Client;
  let pops: number[] = [];

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    const token = await apiLogin(MEMBER.userId, MEMBER.password);
    const { lyrId } = await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: DISTRICTS_NM });
    const [{ table_nm: table }] = (await db.query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId])).rows;
    pops = (await db.query(`SELECT pop::float8 AS pop FROM layers.${table} WHERE pop IS NOT NULL`)).rows.map((r: { pop: number }) => r.pop);
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('natural breaks of the districts population equal a reference computation', async () => {
    expect(pops).toHaveLength(25);
    const expected = referenceJenks(pops, CLASSES);
    expect(new Set(expected).size).toBe(CLASSES + 1);

    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<{ baseMapId: string | null }>(p, (s) => s.baseMapId !== null, 'a base map');
    await addBySearch(p, DISTRICTS_NM);
    const button = p.getByRole('button', { name: `${DISTRICTS_NM} 설정` });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    const settings = await shown(p.getByRole('region', { name: '레이어 설정' }));

    await settings.getByRole('radio', { name: '단계 구분' }).check();
    await settings.getByRole('combobox', { name: '분류 방법' }).selectOption({ label: '자연 구분(Jenks)' });
    await settings.getByRole('combobox', { name: '분류 컬럼' }).selectOption('pop');
    const classes = settings.locator('.builder-panel__range');
    await shown(settings.getByRole('img', { name: /^값 분포 막대그래프: 값 25개/ }));
    await waitForState<{ layers: { styleKind: string; classCount: number }[] }>(
      p,
      (s) => s.layers[0]?.styleKind === 'graduated' && s.layers[0].classCount === CLASSES,
      'five graduated classes',
    );
    // Each class shows "min 이상 max 미만" (the last "이하"): the bounds the server computed.
    const ranges = await classes.allInnerTexts();
    const wanted = expected.slice(0, -1).map((lo, i) => `${lo} 이상 ${expected[i + 1]} ${i === CLASSES - 1 ? '이하' : '미만'}`);
    expect(ranges).toEqual(wanted);
    // The histogram names the same breaks.
    const histogram = settings.getByRole('img', { name: /^값 분포 막대그래프/ });
    expect(await histogram.getAttribute('aria-label')).toContain(`경계 ${expected.map(fmt).join(', ')}`);

    // A diverging ColorBrewer ramp, reversed: the first class takes the ramp's last colour.
    await settings.getByRole('combobox', { name: '색상 단계' }).selectOption({ label: '빨강-파랑' });
    await settings.getByRole('checkbox', { name: '색 순서 뒤집기' }).check();
    const first = settings.getByRole('textbox', { name: `${fmt(expected[0])} – ${fmt(expected[1])} 색`, exact: true });
    for (let i = 0; i < 50 && (await first.inputValue()) !== '#053061'; i++) await p.waitForTimeout(100);
    expect(await first.inputValue()).toBe('#053061');
    await settings.getByRole('img', { name: /^값 분포 막대그래프/ }).scrollIntoViewIfNeeded();
    await keepScreenshot(p, 'issue24-classify-1440');
    await phoneShot(p, 'issue24-classify-390');
  }, 180_000);
});
