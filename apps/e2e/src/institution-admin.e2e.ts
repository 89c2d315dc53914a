import { constants, publicEncrypt } from 'node:crypto';
import Redis from 'ioredis';
import type { Locator, Page } from 'playwright-core';
import { page } from './support/browser';
import { loginAsAdmin } from './support/login';
import { open, shown, valueShown } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';

// The institution-admin screens (531, 535, 541, 542, 543) against the built apps and API: an
// institution admin invites a member, the member accepts, the admin changes the member's
// level, makes a group with them and adds an IP rule. Accounts are made through the API the way
// the sign-up screens make them; everything the admin does goes through the screens.

const PASSWORD = 'Seoul!2026map';
const tag = Date.now().toString(36).slice(-7);
const MASTER = { userId: `iamaster${tag}`, emailaddr: `ia.master.${tag}@example.com`, userNm: '김기관' };
const MEMBER = { userId: `iamember${tag}`, emailaddr: `ia.member.${tag}@example.com`, userNm: '박구성' };
const INSTITUTION = { insttCode: `ia-${tag}`, insttNm: `누리 수자원 ${tag}` };

interface Envelope<T> {
  code: number;
  result: T;
}

/** One API call; the envelope's result, or the test fails with the answer. */
async function call<T>(method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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
  const padding = constants.RSA_PKCS1_OAEP_PADDING;
  return publicEncrypt({ key: publicKey, oaepHash: 'sha256', padding }, Buffer.from(plain)).toString(
    'base64',
  );
}

/** The newest mail or SMS text sent to an address (development outbox). */
async function lastText(to: string): Promise<string> {
  const sent = await call<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!sent[0]) throw new Error(`nothing in the outbox for ${to}`);
  return sent[0].text;
}

async function verifiedEmail({ userId, emailaddr }: { userId: string; emailaddr: string }): Promise<string> {
  await call('POST', '/api/auth/email/verify-email', { userId, emailaddr });
  const emailCrtfcKey = (await lastText(emailaddr)).match(/\d{6}/)?.[0];
  const response = '/api/auth/email/verify-email/response';
  const { verificationToken } = await call<{ verificationToken: string }>('POST', response, {
    userId,
    emailaddr,
    emailCrtfcKey,
  });
  return verificationToken;
}

/**
 * Every run signs up two accounts from 127.0.0.1, and the per-address sign-up limits (10 an
 * hour) are shared by all browser test runs on this Redis: start from clean address counters.
 */
async function resetAddressLimits(): Promise<void> {
  const redis = new Redis(serverEnv(serverPort()).REDIS_URL ?? 'redis://127.0.0.1:6379/15', {
    lazyConnect: true,
  });
  const names = ['signup-ip', 'vrf-send-ip', 'vrf-check-ip', 'login-ip'];
  try {
    await redis.connect();
    await redis.del(
      ...names.flatMap((name) =>
        ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) => `nuri:rl:${name}:${ip}`),
      ),
    );
  } finally {
    redis.disconnect();
  }
}

/** The institution with its master admin (14), and an individual member (openBiz) to invite. */
async function signUpAccounts(): Promise<void> {
  await resetAddressLimits();
  await call('POST', '/api/auth/users/signup/instt', {
    ...MASTER,
    ...INSTITUTION,
    planCode: '000001',
    userPassword: await encrypt(PASSWORD),
    emailVerificationToken: await verifiedEmail(MASTER),
    termsAgreeAt: 'Y',
    privacyAgreeAt: 'Y',
  });
  await call('POST', '/api/auth/users/signup', {
    ...MEMBER,
    userPassword: await encrypt(PASSWORD),
    emailVerificationToken: await verifiedEmail(MEMBER),
    termsAgreeAt: 'Y',
    privacyAgreeAt: 'Y',
  });
}

/** The member logs in and accepts the invitation mailed to them (the web acceptance page is another screen's). */
async function memberAcceptsInvitation(): Promise<void> {
  const invitationId = (await lastText(MEMBER.emailaddr)).match(/\/invites\/([0-9a-f-]{36})/)?.[1];
  if (!invitationId) throw new Error(`no invitation link mailed to ${MEMBER.emailaddr}`);
  const login = await call<{ accessToken: string }>('POST', '/api/auth/login', {
    userId: MEMBER.userId,
    password: await encrypt(PASSWORD),
  });
  await call('POST', `/api/invites/${invitationId}/agree`, undefined, login.accessToken);
}

/** Opens a screen through the side menu, as the admin would. */
async function openFromMenu(p: Page, group: string, item: string, heading: string): Promise<void> {
  const menu = await shown(p.getByRole('navigation', { name: '관리자 메뉴' }));
  const toggle = menu.getByRole('button', { name: group });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await shown(p.getByRole('heading', { level: 1, name: heading }));
}

/** A toast's text, once shown. */
async function toast(p: Page, text: string): Promise<void> {
  await shown(p.getByRole('status').filter({ hasText: text }));
}

function row(grid: Locator, text: string): Locator {
  return grid.getByRole('row').filter({ hasText: text });
}

describe('institution admin screens (/admin/:insttCode)', () => {
  beforeAll(signUpAccounts, 60_000);

  it('invites a member, who accepts; changes their level, groups them and restricts access by IP', async () => {
    const p = page();
    const admin = `/admin/${INSTITUTION.insttCode}`;
    await loginAsAdmin(p, MASTER.userId, PASSWORD, MASTER.emailaddr);

    // The profile panel: the institution's name and operational status.
    await open(p, `${admin}/insttManage`);
    const panel = await shown(
      p.getByRole('complementary').getByRole('region', { name: INSTITUTION.insttNm }),
    );
    await shown(panel.getByText('정상 운영'));
    await shown(p.getByRole('heading', { level: 1, name: '기본 설정' }));
    const info = p.getByRole('region', { name: '기관 정보' });
    await shown(info.getByText(`${MASTER.userNm} (${MASTER.userId})`));
    expect(await info.getByLabel('기관명').inputValue()).toBe(INSTITUTION.insttNm);

    // 542: invite the member by e-mail; the invitation waits for confirmation.
    await openFromMenu(p, '구성원 관리', '사용자 추가', '사용자 추가');
    await shown(p.getByText('수락을 기다리는 초대가 없습니다.'));
    const invite = p.getByRole('region', { name: '구성원 초대' });
    await invite.getByLabel('이메일 주소').fill(MEMBER.emailaddr);
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    await toast(p, `${MEMBER.emailaddr}에게 초대를 보냈습니다.`);
    const waiting = p.getByRole('table', { name: '가입 확인 대기 목록' });
    await shown(row(waiting, MEMBER.emailaddr).filter({ hasText: '수락 대기' }));

    await memberAcceptsInvitation();

    // 541: the member is listed as a member (12); the admin makes them an editor (11).
    await openFromMenu(p, '구성원 관리', '사용자 현황', '사용자 현황');
    const members = p.getByRole('table', { name: '구성원 목록' });
    const memberRow = await shown(row(members, MEMBER.userId));
    const level = memberRow.getByRole('combobox');
    expect(await level.inputValue()).toBe('12');
    expect(await row(members, MASTER.userId).getByRole('combobox').isDisabled()).toBe(true);
    await level.selectOption({ label: '편집자' });
    await toast(p, `${MEMBER.userNm} 님의 권한을 편집자(으)로 바꿨습니다.`);
    await p.reload();
    await shown(p.getByRole('heading', { level: 1, name: '사용자 현황' }));
    await valueShown((await shown(row(members, MEMBER.userId))).getByRole('combobox'), '11');

    // 543: a group with the member, picked from the institution's members.
    await openFromMenu(p, '구성원 관리', '그룹 관리', '그룹 관리');
    await shown(p.getByText(/만든 그룹이 없습니다/));
    await p.getByRole('button', { name: '그룹 만들기' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '그룹 만들기' }));
    await dialog.getByLabel('그룹명').fill('수질 관리팀');
    await dialog.getByLabel('설명').fill('수질 자료를 함께 보는 구성원');
    const selector = dialog.getByRole('region', { name: '구성원' });
    await selector.getByRole('searchbox').fill(MEMBER.userNm);
    await selector.getByRole('button', { name: '검색' }).click();
    await selector.getByRole('button', { name: `${MEMBER.userNm} (${MEMBER.userId}) 추가` }).click();
    await dialog.getByRole('button', { name: '저장' }).click();
    await toast(p, '수질 관리팀 그룹을 만들었습니다.');
    const group = await shown(row(p.getByRole('table', { name: '그룹 목록' }), '수질 관리팀'));
    // Number, name, description, members (1).
    expect((await group.getByRole('cell').allTextContents()).slice(1, 4)).toEqual([
      '수질 관리팀',
      '수질 자료를 함께 보는 구성원',
      '1',
    ]);

    // 535: the admin's own address is shown and allowed first, so the admin keeps access.
    await openFromMenu(p, '기관 관리', 'IP 접근 제한', 'IP 접근 제한');
    await shown(p.getByText('현재 접속 주소: 127.0.0.1'));
    await shown(p.getByText('등록된 주소가 없습니다. 모든 주소에서 접속할 수 있습니다.'));
    const add = p.getByRole('region', { name: 'IP 주소 추가' });
    await add.getByLabel('IP 주소 또는 CIDR').fill('127.0.0.1');
    await add.getByLabel('설명').fill('브라우저 테스트');
    await add.getByRole('button', { name: '추가' }).click();
    await toast(p, '127.0.0.1을(를) 허용 목록에 추가했습니다.');
    await shown(row(p.getByRole('table', { name: '허용 IP 목록' }), '브라우저 테스트'));
    await shown(p.getByText('지금 목록으로 접속할 수 있는 주소입니다.'));
  });
});
