import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { clearLoginLimits, deleteAccounts, insertAccount, loginAsAdmin, loginAsUser, outboxMark, waitForCode } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// The accounts screens against the real API (issue: accounts): a new member signs up through
// /join with the code mailed to the outbox, logs out and in, changes the password, finds the
// id; the platform admin logs in with the e-mailed second factor.

const MEMBER_ID = `nm${Date.now().toString(36)}`;
const MEMBER = {
  userId: MEMBER_ID,
  userNm: '누리 회원',
  emailaddr: `${MEMBER_ID}@example.com`,
  password: 'Nuri!2026join',
  newPassword: 'Nuri!2026next',
};
const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
// A 1×1 PNG: the server checks the content, not only the name.
const THUMBNAIL = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

let db: Client;

beforeAll(async () => {
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  // The seeded platform admin (migrate --seed), in case this database was made without the seed.
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE user_id = $1', [OPERATOR.userId]);
  if (!rowCount) {
    await insertAccount(db, { ...OPERATOR, userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' });
  }
  await db.query('UPDATE users SET login_fail_cnt = 0, lock_until_dt = NULL WHERE user_id = $1', [OPERATOR.userId]);
  await clearLoginLimits(MEMBER.userId, MEMBER.emailaddr);
});

afterAll(async () => {
  await deleteAccounts(db, [MEMBER.userId]);
  await db?.end();
});

/** Fills the e-mail of a verification field and the code the outbox receives; `done` shows once verified. */
async function verifyEmail(p: Page, email: string, done = '인증이 완료되었습니다.'): Promise<void> {
  await p.getByLabel('이메일', { exact: true }).fill(email);
  const seen = await outboxMark(email);
  await p.getByRole('button', { name: '이메일 인증번호 발송' }).click();
  const code = await waitForCode(email, seen);
  await (await shown(p.getByLabel('이메일 인증번호', { exact: true }))).fill(code);
  await p.getByRole('button', { name: '이메일 인증번호 확인' }).click();
  await shown(p.getByText(done));
}

async function logOut(p: Page): Promise<void> {
  await p.getByRole('button', { name: `사용자 메뉴: ${MEMBER.userNm} 님` }).click();
  await p.getByRole('link', { name: '로그아웃' }).click();
  await shown(p.getByRole('banner').getByRole('link', { name: '로그인' }));
  expect(await p.evaluate(() => window.localStorage.getItem('nuri.refreshToken'))).toBeNull();
}

describe('web accounts', () => {
  it('signs a new member up through /join, with the code mailed to the outbox', async () => {
    const p = page();
    await open(p, '/join');
    await shown(p.getByRole('heading', { level: 1, name: '회원가입' }));
    await shown(p.getByRole('region', { name: '누리지도 이용약관' }).getByText(/아이디는 가입 후 수정할 수 없습니다/));

    await p.getByRole('checkbox', { name: /모두 동의합니다/ }).check();
    expect(await p.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용에 동의합니다.' }).isChecked()).toBe(true);
    await p.getByLabel('아이디', { exact: true }).fill(MEMBER.userId);
    await p.getByRole('button', { name: '아이디 중복 확인' }).click();
    await shown(p.getByText('사용 가능합니다.'));
    await p.getByLabel('이름', { exact: true }).fill(MEMBER.userNm);
    await verifyEmail(p, MEMBER.emailaddr);
    await p.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
    await p.getByLabel('비밀번호 확인', { exact: true }).fill(MEMBER.password);
    await shown(p.getByText('비밀번호가 일치합니다.'));
    await p.getByRole('button', { name: '가입하기' }).click();

    await shown(p.getByRole('heading', { name: '회원가입이 완료되었습니다.' }));
    await shown(p.getByText(`${MEMBER.userId} 아이디로 로그인할 수 있습니다.`));
  });

  it('logs in (coming back to the screen that asked), keeps the session over a reload, and logs out', async () => {
    const p = page();
    await clearLoginLimits(MEMBER.userId);
    await open(p, '/myPage?active=myInfoManager');
    await shown(p.getByRole('heading', { level: 1, name: '로그인' }));
    await p.getByLabel('아이디', { exact: true }).fill(MEMBER.userId);
    await p.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
    await p.getByRole('button', { name: '로그인', exact: true }).click();

    const info = await shown(p.getByRole('form', { name: '내 정보' }));
    expect(new URL(p.url()).pathname).toBe('/myPage');
    await shown(info.getByText(MEMBER.userId, { exact: true }));
    await shown(info.getByText('오픈비즈 (openbiz)'));

    await p.reload();
    await shown(p.getByRole('form', { name: '내 정보' }));
    await shown(p.getByRole('button', { name: `사용자 메뉴: ${MEMBER.userNm} 님` }));

    await logOut(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await shown(p.getByRole('button', { name: `사용자 메뉴: ${MEMBER.userNm} 님` }));
  });

  it('changes the profile image and the password on my page, then logs in with the new password', async () => {
    const p = page();
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, '/myPage?active=myInfoManager');
    await shown(p.getByRole('form', { name: '내 정보' }));

    await p.getByLabel('프로필 이미지 변경').setInputFiles(THUMBNAIL);
    await shown(p.getByRole('img', { name: `${MEMBER.userNm} 님의 프로필 이미지` }));

    const form = p.getByRole('form', { name: '비밀번호 변경' });
    await form.getByLabel('현재 비밀번호').fill(MEMBER.password);
    await form.getByLabel('새 비밀번호', { exact: true }).fill(MEMBER.newPassword);
    await form.getByLabel('새 비밀번호 확인').fill(MEMBER.newPassword);
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    // A success is a toast (no dialog to dismiss).
    await shown(p.getByRole('status').filter({ hasText: '비밀번호가 변경되었습니다.' }));
    await logOut(p);

    await open(p, '/login');
    await p.getByLabel('아이디', { exact: true }).fill(MEMBER.userId);
    await p.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
    await p.getByRole('button', { name: '로그인', exact: true }).click();
    await shown(p.getByRole('alert').getByText('아이디 또는 비밀번호가 올바르지 않습니다.'));

    await loginAsUser(p, MEMBER.userId, MEMBER.newPassword);
    await shown(p.getByRole('button', { name: `사용자 메뉴: ${MEMBER.userNm} 님` }));
  });

  it('finds the id with the name and the code mailed to the outbox', async () => {
    const p = page();
    await open(p, '/idpwfind');
    await shown(p.getByRole('tab', { name: '아이디 찾기', selected: true }));
    await p.getByLabel('이름', { exact: true }).fill(MEMBER.userNm);
    await verifyEmail(p, MEMBER.emailaddr, `${MEMBER.userNm} 님의 아이디입니다.`);
    await shown(p.getByText(MEMBER.userId, { exact: true }));
  });
});

describe('admin login', () => {
  it('logs the platform admin in with the e-mailed second factor', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    expect(new URL(p.url()).pathname).toMatch(/^\/admin\/?$/);
    const column = await shown(p.getByRole('complementary'));
    await shown(column.getByRole('navigation', { name: '관리자 메뉴' }));
    await shown(column.getByRole('button', { name: '로그아웃' }));
  });

  it('refuses a member at /admin/login', async () => {
    const p = page();
    await clearLoginLimits(MEMBER.userId);
    await open(p, '/admin/login');
    await p.getByLabel('아이디', { exact: true }).fill(MEMBER.userId);
    await p.getByLabel('비밀번호', { exact: true }).fill(MEMBER.newPassword);
    await p.getByRole('button', { name: '로그인', exact: true }).click();
    await shown(p.getByRole('alert').getByText(/관리자 계정으로만 로그인할 수 있습니다/));
    expect(await p.evaluate(() => window.localStorage.getItem('nuri.refreshToken'))).toBeNull();
  });
});
