import Redis from 'ioredis';
import { Client } from 'pg';
import { page } from './support/browser';
import { loginAsAdmin } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 12 in the browser (Done when, common codes): a provider admin (seeded operator01, second
// factor by e-mail) renames a price plan on the common code screen (/admin/manageCodes); the web
// app's sign-up select of plans (institution sign-up) then shows the new name, and the admin's
// own plan select (institution creation) too. The seeded name is put back afterwards.

const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const tag = Date.now().toString(36).slice(-6);
const RENAMED = `교육용 요금제 A (${tag})`;
const SEEDED = '교육용 요금제 A';

async function planOptions(selectLabel: string): Promise<string[]> {
  const select = page().getByRole('combobox', { name: selectLabel });
  await shown(select);
  return select.locator('option').allInnerTexts();
}

describe('common codes in the browser: a renamed code shows in the selects', () => {
  afterAll(async () => {
    // Back to the seeded name (database and the API's cache), for the tests that follow.
    const env = serverEnv(serverPort());
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE cmmn_code SET code_nm_ko = $1 WHERE group_code = 'PLAN' AND code = '000004'`, [SEEDED]);
    await db.end();
    const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379/15');
    await redis.del('nuri:cmmncode:detail:PLAN');
    redis.disconnect();
  });

  it('shows the seeded plan names in the web sign-up select first', async () => {
    const p = page();
    await open(p, '/join');
    await selectTab(p.getByRole('tab', { name: '기관 회원가입' }));
    await p.waitForFunction(
      () => document.querySelectorAll('option').length > 1,
      undefined,
      { timeout: 15_000 },
    );
    expect(await planOptions('요금제')).toEqual(expect.arrayContaining(['기본 요금제', SEEDED, '교육용 요금제 B']));
  });

  it('lets the provider admin rename a plan on the code management screen', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/manageCodes');
    await shown(p.getByRole('heading', { level: 1, name: '공통 코드 관리' }));
    await p.getByRole('button', { name: /요금제 \(PLAN\)/ }).click();
    const grid = await shown(p.getByRole('table', { name: '요금제 코드 목록' }));
    const name = grid.getByRole('textbox', { name: '000004 이름(한국어)' });
    await shown(name);
    expect(await name.inputValue()).toBe(SEEDED);
    await name.fill(RENAMED);
    await shown(grid.getByText(/변경됨/));
    await p.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByText('1건을 저장했습니다.'));
    // Read again from the API: the saved name, nothing left to save.
    await p.reload();
    await p.getByRole('button', { name: /요금제 \(PLAN\)/ }).click();
    const again = (await shown(p.getByRole('table', { name: '요금제 코드 목록' }))).getByRole('textbox', {
      name: '000004 이름(한국어)',
    });
    await shown(again);
    expect(await again.inputValue()).toBe(RENAMED);

    // The admin app's own plan select (institution creation) shows it too.
    await open(p, '/admin/manageInstitution');
    await p.getByRole('button', { name: '기관 등록' }).click();
    const dialog = await shown(p.getByRole('dialog'));
    const plan = dialog.getByRole('combobox', { name: '요금제' });
    await shown(plan);
    await p.waitForFunction(
      (label) => Array.from(document.querySelectorAll('option')).some((o) => o.textContent === label),
      RENAMED,
      { timeout: 15_000 },
    );
    expect(await plan.locator('option').allInnerTexts()).toContain(RENAMED);
  });

  it('shows the new name in the web sign-up select', async () => {
    const p = page();
    await open(p, '/join');
    await selectTab(p.getByRole('tab', { name: '기관 회원가입' }));
    await p.waitForFunction(
      (label) => Array.from(document.querySelectorAll('option')).some((o) => o.textContent === label),
      RENAMED,
      { timeout: 15_000 },
    );
    const options = await planOptions('요금제');
    expect(options).toContain(RENAMED);
    expect(options).not.toContain(SEEDED);
  });
});
