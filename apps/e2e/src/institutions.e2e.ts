import { constants, publicEncrypt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { page } from './support/browser';
import { loginAsAdmin, loginAsUser } from './support/login';
import { open, shown } from './support/screens';
import { baseUrl } from './support/server-config';

// Institutions, screens part: the provider admin's view 41 (/admin/manageInstitution), the
// institution info page (/{code}/instt) and the invitation link (/invites/{id}), against the
// built apps and API. Data is made through the API the way a client makes it.

const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const MASTER_PASSWORD = 'Seoul!2026map';
const tag = Date.now().toString(36).slice(-7);

interface Envelope<T> {
  code: number;
  message?: string;
  result: T;
}

/** One API call; resolves to the envelope's result, fails the test on any other status. */
async function call<T>(method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'ko',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.result;
}

let publicKey: string | undefined;
/** base64(RSA-OAEP-SHA256(plaintext)) under the served key, as the apps send passwords. */
async function encrypt(plain: string): Promise<string> {
  publicKey ??= (await call<{ publicKey: string }>('GET', '/api/auth/public-key')).publicKey;
  return publicEncrypt(
    { key: publicKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(plain),
  ).toString('base64');
}

/** The newest six-digit code mailed to an address (development outbox). */
async function lastCode(to: string): Promise<string> {
  const mails = await call<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = mails[0]?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** An admin's access token through the e-mailed second factor. */
async function adminToken(userId: string, password: string, emailaddr: string): Promise<string> {
  const first = await call<{ challengeId: string }>('POST', '/api/auth/login', {
    userId,
    password: await encrypt(password),
  });
  await call('POST', '/api/emailAuthentication/send', { challengeId: first.challengeId });
  const done = await call<{ accessToken: string }>('POST', '/api/auth/login/second-factor', {
    challengeId: first.challengeId,
    emailCrtfcKey: await lastCode(emailaddr),
  });
  return done.accessToken;
}

interface SignedUpInstitution {
  insttCode: string;
  insttNm: string;
  masterToken: string;
}

/** An institution with its master admin (14), signed up as an institution signs up. */
async function signUpInstitution(): Promise<SignedUpInstitution> {
  const master = { userId: `pvmaster${tag}`, emailaddr: `pv.master.${tag}@example.com`, userNm: '김마스터' };
  await call('POST', '/api/auth/email/verify-email', { emailaddr: master.emailaddr, userId: master.userId });
  const { verificationToken } = await call<{ verificationToken: string }>(
    'POST',
    '/api/auth/email/verify-email/response',
    {
      emailaddr: master.emailaddr,
      userId: master.userId,
      emailCrtfcKey: await lastCode(master.emailaddr),
    },
  );
  const insttCode = `pv-web-${tag}`;
  const insttNm = `누리 시청 ${tag}`;
  await call('POST', '/api/auth/users/signup/instt', {
    ...master,
    userPassword: await encrypt(MASTER_PASSWORD),
    emailVerificationToken: verificationToken,
    termsAgreeAt: 'Y',
    privacyAgreeAt: 'Y',
    insttCode,
    insttNm,
    planCode: '000001',
  });
  return {
    insttCode,
    insttNm,
    masterToken: await adminToken(master.userId, MASTER_PASSWORD, master.emailaddr),
  };
}

/** A member of openBiz, signed up with the invited address. */
async function signUpInvitee(emailaddr: string): Promise<{ userId: string; password: string }> {
  const member = { userId: `pvinvitee${tag}`, emailaddr, userNm: '박초대' };
  const password = 'Busan!2026map';
  await call('POST', '/api/auth/email/verify-email', { emailaddr, userId: member.userId });
  const { verificationToken } = await call<{ verificationToken: string }>(
    'POST',
    '/api/auth/email/verify-email/response',
    { emailaddr, userId: member.userId, emailCrtfcKey: await lastCode(emailaddr) },
  );
  await call('POST', '/api/auth/users/signup', {
    ...member,
    userPassword: await encrypt(password),
    emailVerificationToken: verificationToken,
    termsAgreeAt: 'Y',
    privacyAgreeAt: 'Y',
  });
  return { userId: member.userId, password };
}

/** The value next to a term of a definition list. */
const valueOf = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function confirmDialog(p: Page, button: string): Promise<void> {
  const dialog = await shown(p.getByRole('alertdialog'));
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

describe('institutions (view 41, /{code}/instt, /invites/{id})', () => {
  let institution: SignedUpInstitution;
  let inviteId: string;
  const invitee = `pv.invitee.${tag}@example.com`;

  beforeAll(async () => {
    institution = await signUpInstitution();
    const invitation = await call<{ insttUserNtcnId: string }>(
      'POST',
      `/api/instt/${institution.insttCode}/constituents/invite`,
      { emailaddr: invitee, userSeCode: 12 },
      institution.masterToken,
    );
    inviteId = invitation.insttUserNtcnId;
  });

  it('lets the provider admin register, search, open and pause an institution', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/manageInstitution');
    await shown(p.getByRole('heading', { level: 1, name: '기관 현황' }));
    const grid = await shown(p.getByRole('region', { name: '기관 목록' }));
    await shown(grid.getByText(/^총 \d+건$/));

    const code = `pv-adm-${tag}`;
    const name = `누리 구청 ${tag}`;
    await p.getByRole('button', { name: '기관 등록' }).click();
    const form = await shown(p.getByRole('dialog', { name: '기관 등록' }));
    await form.getByLabel('기관 코드').fill(code);
    await form.getByRole('button', { name: '중복 확인' }).click();
    await shown(form.getByText('사용 가능합니다.'));
    await form.getByLabel('기관명').fill(name);
    await form.getByLabel('요금제').selectOption({ label: '교육용 요금제 A' });
    await form.getByLabel(/전화번호/).fill('02-2133-0000');
    await form.getByLabel(/주소/).fill('서울특별시 중구 세종대로 110');
    await form.getByRole('button', { name: '등록', exact: true }).click();
    const created = await shown(p.getByRole('dialog', { name: `기관 상세: ${name}` }));
    await shown(valueOf(created, '전화번호').getByText('02-2133-0000'));
    await created.getByRole('button', { name: '닫기' }).last().click();

    await grid.getByRole('searchbox').fill(code);
    await grid.getByRole('button', { name: '검색' }).click();
    await shown(grid.getByText('총 1건'));
    const row = grid.getByRole('row').filter({ hasText: code });
    await shown(row.getByText(name));
    await shown(row.getByText('교육용 요금제 A'));
    await shown(row.getByText('정상 운영'));

    await row.getByRole('button', { name: /^보기/ }).click();
    const detail = await shown(p.getByRole('dialog', { name: `기관 상세: ${name}` }));
    await shown(valueOf(detail, '주소').getByText('서울특별시 중구 세종대로 110'));
    await shown(detail.getByRole('switch', { name: /GALLERY/ }));
    await detail.getByRole('button', { name: '일시 정지(으)로 변경' }).click();
    await shown(p.getByRole('alertdialog').getByText(/구성원은 콘텐츠를 읽기만 할 수 있습니다/));
    await confirmDialog(p, '일시 정지(으)로 변경');
    await shown(valueOf(detail, '운영 상태').getByText('일시 정지'));
    await detail.getByRole('button', { name: '닫기' }).last().click();
    await shown(row.locator('.instt-status--red', { hasText: '일시 정지' }));
  });

  it("shows the institution info page under the institution's name", async () => {
    const p = page();
    await open(p, `/${institution.insttCode}/instt`);

    await shown(p.getByRole('heading', { level: 1, name: '기관 정보' }));
    await shown(p.getByRole('heading', { level: 2, name: institution.insttNm }));
    await shown(p.getByRole('banner').getByText(institution.insttNm));
    await shown(p.getByText(/구성원으로 로그인하면 운영 상태와 보유 현황을 볼 수 있습니다/));
    await shown(p.getByRole('link', { name: `${new URL(baseUrl()).origin}/${institution.insttCode}` }));
  });

  it('hides the institution info page of the openBiz institution', async () => {
    const p = page();
    await open(p, '/openbiz/instt');
    await shown(p.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));
  });

  it('shows an invitation to a visitor, with login and sign-up coming back to it', async () => {
    const p = page();
    await open(p, `/invites/${inviteId}`);

    const card = await shown(p.getByRole('region', { name: '기관 초대' }));
    await shown(card.getByText(`${institution.insttNm} 기관에서 회원님을 초대했습니다.`));
    await shown(valueOf(card, '권한').getByText('일반 구성원'));
    await shown(valueOf(card, '상태').getByText('수락 대기'));
    expect(await valueOf(card, '초대받은 이메일').textContent()).toMatch(/^pv\*\*\*@example\.com$/);
    const back = encodeURIComponent(`/invites/${inviteId}`);
    expect(await card.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      `/login?returnUrl=${back}`,
    );
    expect(await card.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(
      `/join?returnUrl=${back}`,
    );
    expect(await card.getByRole('button', { name: '초대 수락' }).count()).toBe(0);
  });

  it('brings the invitee back from the login to accept, then opens the institution as its member', async () => {
    const p = page();
    const account = await signUpInvitee(invitee);
    await open(p, `/invites/${inviteId}`);
    await p.getByRole('region', { name: '기관 초대' }).getByRole('link', { name: '로그인' }).click();
    await loginAsUser(p, account.userId, account.password);
    expect(new URL(p.url()).pathname).toBe(`/invites/${inviteId}`);

    const card = await shown(p.getByRole('region', { name: '기관 초대' }));
    await shown(valueOf(card, '초대받은 이메일').getByText(invitee));
    await card.getByRole('button', { name: '초대 수락' }).click();
    await shown(p.getByText(`${institution.insttNm} 기관에 가입했습니다.`));
    await shown(p.getByRole('heading', { level: 1, name: institution.insttNm }));
    expect(new URL(p.url()).pathname).toBe(`/${institution.insttCode}/`);

    await open(p, `/${institution.insttCode}/instt`);
    await shown(valueOf(p.locator('.instt-info__facts'), '운영 상태').getByText('정상 운영'));
    const holdings = p.getByRole('region', { name: '보유 현황' });
    // The master and the new member.
    await shown(holdings.locator('li', { hasText: '구성원' }).locator('strong', { hasText: /^2$/ }));

    await open(p, `/invites/${inviteId}`);
    await shown(p.getByText('이미 수락한 초대입니다.'));
  });

  it('says an unknown invitation is not found', async () => {
    const p = page();
    await open(p, '/invites/00000000-0000-4000-8000-000000000000');
    const notice = await shown(p.getByRole('alertdialog'));
    await notice.getByRole('button', { name: '확인' }).click();
    await shown(p.getByRole('region', { name: '기관 초대' }).getByText('초대 정보를 찾을 수 없습니다.'));
  });
});
