import { Client } from 'pg';
import type { Locator } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, type TestAccount } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// The dashboards (issue 10 "Done when"): the institution dashboard (/admin/:insttCode/insttDashBoard)
// and the provider dashboard (/admin/dashboard) draw their charts and show the figures of the
// data this test made (its own institution, contents made through the API) — read on the screen.

const PASSWORD = 'Dash!2026board';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `dbadm${tag}`,
  userNm: '대시관리',
  emailaddr: `db.adm.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `db-${tag}`,
  insttNm: `대시보드 시험 기관 ${tag}`,
};
const account = (suffix: string, userSeCode: TestAccount['userSeCode'], insttCode: string): TestAccount => ({
  userId: `db${suffix}${tag}`,
  userNm: '정구성',
  emailaddr: `db.${suffix}.${tag}@example.com`,
  userSeCode,
  insttCode,
  password: PASSWORD,
});
const MEMBERS = [account('mema', 12, ADMIN.insttCode), account('memb', 13, ADMIN.insttCode)];
// Provider admins belong to the open-business institution, as the seeded operator does.
const OPERATOR = account('op', 4, 'openbiz');

/** The value shown on the figure card named `label` in the figure list `list`. */
async function figure(list: Locator, label: string): Promise<string> {
  const card = list.locator('div', { has: page().getByText(label, { exact: true }) }).first();
  return (await card.locator('dd').innerText()).trim();
}

/** The rows of a chart's table as [label, count] pairs. */
async function chartRows(caption: string): Promise<string[][]> {
  const table = page().getByRole('table', { name: caption });
  await shown(table.locator('tbody tr').first());
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (r) => [
      (await r.locator('th').innerText()).trim(),
      (await r.locator('td').innerText()).trim(),
    ]),
  );
}

describe('dashboards', () => {
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    for (const m of [...MEMBERS, OPERATOR]) await insertAccount(db, m);
    // Contents of the institution, made as its admin through the API.
    const token = await apiLogin(ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    for (const [i, geometryType] of (['point', 'polygon'] as const).entries())
      await apiCall(
        'POST',
        '/api/layers/upload',
        {
          uploadType: 'custom',
          lyrNm: `대시 레이어 ${i + 1}`,
          geometryType,
          columns: [{ name: 'nm', type: 'text' }],
        },
        token,
      );
    await apiCall(
      'POST',
      '/api/webmap',
      {
        userMapSj: `대시 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [],
      },
      token,
    );
    for (const n of [1, 2, 3])
      await apiCall('POST', `/api/instt/${ADMIN.insttCode}/ntcn`, { nttSj: `대시 공지 ${n}` }, token);
    for (const n of [1, 2]) await apiCall('POST', '/api/groups', { groupNm: `대시 그룹 ${n} ${tag}` }, token);
  });
  afterAll(async () => {
    await deleteAccounts(
      db,
      [...MEMBERS, OPERATOR].map((m) => m.userId),
    );
    await db.end();
  });

  it("the institution dashboard shows the institution's figures and charts", async () => {
    await loginAsAdmin(page(), ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    await open(page(), `/admin/${ADMIN.insttCode}/insttDashBoard`);
    await shown(page().getByRole('heading', { level: 1, name: '대시보드' }));
    const figures = await shown(page().locator('dl[aria-label="주요 현황"]'));
    expect(await figure(figures, '레이어')).toBe('2');
    expect(await figure(figures, '웹 지도')).toBe('1');
    expect(await figure(figures, '테마 앱')).toBe('0');
    expect(await figure(figures, '공지사항')).toBe('3');
    expect(await figure(figures, '구성원')).toBe('3');
    expect(await figure(figures, '그룹')).toBe('2');
    expect(await figure(figures, '초대 대기')).toBe('0');

    // The charts: SVG bars, with the same figures in their tables.
    const [{ today }] = (await db.query(`SELECT to_char(current_date, 'MM-DD') AS today`)).rows as {
      today: string;
    }[];
    const daily = await chartRows('최근 30일 콘텐츠 등록');
    expect(daily).toHaveLength(30);
    expect(daily[daily.length - 1]).toEqual([today, '3']);
    expect(daily.slice(0, -1).every(([, n]) => n === '0')).toBe(true);
    const dailyChart = page().getByRole('img', { name: '최근 30일 콘텐츠 등록' });
    expect(await dailyChart.locator('rect[data-count="3"]').count()).toBe(1);

    const [{ year, month }] = (
      await db.query(`SELECT extract(year FROM now())::int AS year, extract(month FROM now())::int AS month`)
    ).rows as { year: number; month: number }[];
    const monthly = await chartRows(`월별 콘텐츠 등록 (${year})`);
    expect(monthly).toHaveLength(12);
    expect(monthly[month - 1]).toEqual([`${month}월`, '3']);
    expect(monthly.filter(([, n]) => n !== '0')).toHaveLength(1);
    expect(
      await page()
        .getByRole('img', { name: `월별 콘텐츠 등록 (${year})` })
        .count(),
    ).toBe(1);
  });

  it('the provider dashboard shows the totals, institutions by state in their colours and new institutions', async () => {
    await db.query(`UPDATE instt SET instt_sttus_code = 'PAUSED' WHERE instt_code = $1`, [ADMIN.insttCode]);
    await loginAsAdmin(page(), OPERATOR.userId, PASSWORD, OPERATOR.emailaddr);
    await open(page(), '/admin/dashboard');
    await shown(page().getByRole('heading', { level: 1, name: '대시보드' }));
    const figures = page().locator('dl[aria-label="주요 현황"]');
    await shown(figures);
    const [totals] = (
      await db.query(`SELECT (SELECT count(*)::int FROM users WHERE user_sttus = 'active') AS members,
        (SELECT count(*)::int FROM lyr) AS layers, (SELECT count(*)::int FROM user_map) AS maps,
        (SELECT count(*)::int FROM webapp_tmplat) AS apps`)
    ).rows as { members: number; layers: number; maps: number; apps: number }[];
    expect(await figure(figures, '전체 회원')).toBe(totals.members.toLocaleString('ko-KR'));
    expect(await figure(figures, '레이어')).toBe(totals.layers.toLocaleString('ko-KR'));
    expect(await figure(figures, '웹 지도')).toBe(totals.maps.toLocaleString('ko-KR'));
    expect(await figure(figures, '테마 앱')).toBe(totals.apps.toLocaleString('ko-KR'));

    const states = (
      await db.query(
        `SELECT instt_sttus_code AS code, count(*)::int AS cnt FROM instt WHERE delete_at = 'N' GROUP BY 1 ORDER BY 1`,
      )
    ).rows as { code: string; cnt: number }[];
    const labels: Record<string, string> = {
      NORMAL: '정상 운영',
      BILLING: '결제 진행 중',
      PAUSED: '일시 정지',
    };
    expect(await chartRows('상태별 기관 수')).toEqual(
      states.map((s) => [labels[s.code] ?? s.code, String(s.cnt)]),
    );
    const paused = page()
      .getByRole('table', { name: '상태별 기관 수' })
      .getByText('일시 정지', { exact: true });
    expect(await paused.getAttribute('class')).toContain('instt-status--red');

    const [{ thisMonth, created }] = (
      await db.query(`SELECT to_char(now(), 'YYYY-MM') AS "thisMonth", count(*)::int AS created FROM instt
        WHERE delete_at = 'N' AND date_trunc('month', creat_dt) = date_trunc('month', now())`)
    ).rows as { thisMonth: string; created: number }[];
    const newInstitutions = await chartRows('월별 신규 기관');
    expect(newInstitutions).toHaveLength(12);
    expect(newInstitutions[11]).toEqual([thisMonth, created.toLocaleString('ko-KR')]);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await page().getByRole('img', { name: '월별 신규 기관' }).count()).toBe(1);
  });
});
