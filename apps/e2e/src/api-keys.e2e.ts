import { addDays, formatDate } from '@nuri/domain';
import type { Locator, Page } from 'playwright-core';
import { page } from './support/browser';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { loginAsAdmin } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { baseUrl } from './support/server-config';

// API keys (issue: integrator access) against the built apps and API: an institution admin
// opens "API 키 관리" from the institution management menu, issues a key on the screen, copies
// its secret from the copy-once dialog, and an integrator's request with that key (X-API-Key
// header, then the crtfckey query parameter) reads the institution's layers. The screen then
// shows when the key was last used and the usage view counts both requests; revoking the key on
// the screen refuses the next request at once.

const PASSWORD = 'Seoul!2026map';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `akmaster${tag}`,
  userNm: '한연계',
  emailaddr: `ak.admin.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `ak-${tag}`,
  insttNm: `누리 연계 기관 ${tag}`,
};
const KEY_NAME = 'GIS 연계 서버';

/** Opens a screen through the side menu, as the admin would. */
async function openFromMenu(p: Page, group: string, item: string, heading: string): Promise<void> {
  const menu = await shown(p.getByRole('navigation', { name: '관리자 메뉴' }));
  const toggle = menu.getByRole('button', { name: group });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await shown(p.getByRole('heading', { level: 1, name: heading }));
}

function keyRow(p: Page): Locator {
  return p.getByRole('table', { name: 'API 키 목록' }).getByRole('row').filter({ hasText: KEY_NAME });
}

/** The text of one cell of the key's row, by column header. */
async function cellOf(p: Page, column: string): Promise<string> {
  const headers = await p
    .getByRole('table', { name: 'API 키 목록' })
    .getByRole('columnheader')
    .allTextContents();
  const index = headers.findIndex((h) => h.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${headers.join(', ')}`);
  return ((await keyRow(p).getByRole('cell').nth(index).textContent()) ?? '').trim();
}

/** An integrator's request: GET `route` with the key in the header or the query, no session. */
async function withKey(route: string, secret: string, how: 'header' | 'query') {
  const url =
    how === 'query'
      ? `${baseUrl()}${route}${route.includes('?') ? '&' : '?'}crtfckey=${encodeURIComponent(secret)}`
      : `${baseUrl()}${route}`;
  const response = await fetch(url, { headers: how === 'header' ? { 'X-API-Key': secret } : {} });
  const body = (await response.json()) as { code: number; message?: string; result: unknown };
  return { status: response.status, body };
}

describe('API keys (/admin/:insttCode/insttManage/apiKeys)', () => {
  beforeAll(() => signUpInstitution(ADMIN), 60_000);

  it('issues a key on the screen, copies it once, and a request with it reads contents; usage and revocation follow', async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    await open(p, `/admin/${ADMIN.insttCode}/insttManage`);
    await shown(p.getByRole('heading', { level: 1, name: '기본 설정' }));

    // 536: from the institution management group of the menu.
    await openFromMenu(p, '기관 관리', 'API 키 관리', 'API 키 관리');
    expect(new URL(p.url()).pathname).toBe(`/admin/${ADMIN.insttCode}/insttManage/apiKeys`);
    await shown(p.getByText('발급한 API 키가 없습니다.'));

    // Issue: a name, reading contents (chosen to start with), an expiry and this machine's address.
    await p.getByRole('button', { name: 'API 키 발급' }).click();
    const form = await shown(p.getByRole('dialog', { name: 'API 키 발급' }));
    await form.getByRole('textbox', { name: '키 이름' }).fill(KEY_NAME);
    expect(await form.getByRole('checkbox', { name: /콘텐츠 조회/ }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: /레이어 등록·편집/ }).isChecked()).toBe(false);
    const expiry = formatDate(addDays(new Date(), 365));
    const expiryField = form.getByRole('textbox', { name: '만료일 (선택)' });
    await expiryField.fill(expiry);
    await expiryField.press('Tab');
    await form.getByRole('textbox', { name: '허용 IP (선택)' }).fill('127.0.0.1\n::1');
    await form.getByRole('button', { name: '발급' }).click();

    // The copy-once dialog: the secret, the copy button and the warning.
    const dialog = await shown(p.getByRole('dialog', { name: 'API 키가 발급되었습니다' }));
    await shown(dialog.getByText('이 키는 지금 한 번만 표시됩니다.', { exact: false }));
    const secret = await dialog.getByRole('textbox', { name: 'API 키' }).inputValue();
    expect(secret).toMatch(/^nuri_[A-Za-z0-9_-]{20,}$/);
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await dialog.getByRole('button', { name: '복사' }).click();
    await shown(p.getByRole('status').filter({ hasText: 'API 키를 클립보드에 복사했습니다.' }));
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: '복사했습니다. 닫기' }).click();
    await p.getByRole('dialog', { name: 'API 키가 발급되었습니다' }).waitFor({ state: 'detached' });
    // Gone for good: neither the screen nor the list shows the secret again.
    expect(await p.getByText(secret).count()).toBe(0);

    await shown(keyRow(p));
    expect(await cellOf(p, '접두어')).toBe(`${secret.slice(0, 10)}…`);
    expect(await cellOf(p, '권한')).toBe('콘텐츠 조회');
    expect(await cellOf(p, '만료일')).toBe(expiry);
    // Kept as networks (a single address is its /32 or /128).
    expect(await cellOf(p, '허용 IP')).toBe('127.0.0.1/32, ::1/128');
    expect(await cellOf(p, '상태')).toBe('사용 중');
    expect(await cellOf(p, '최근 사용')).toBe('사용 기록 없음');

    // The integrator: the key reads its institution's contents (none yet), in the header or as
    // crtfckey. Filtered by institution: other suites sharing the database leave public layers.
    const ownLayers = `/api/layers?pageSize=5&insttCode=${ADMIN.insttCode}`;
    const byHeader = await withKey(ownLayers, secret, 'header');
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({ code: 200, result: { content: [], totalElements: 0 } });
    const byQuery = await withKey(ownLayers, secret, 'query');
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.result).toEqual(byHeader.body.result);
    // A wrong secret is no key at all.
    expect((await withKey('/api/layers', `${secret}x`, 'header')).status).toBe(401);

    // The list shows when the key was last used.
    await p.reload();
    await shown(keyRow(p));
    expect(await cellOf(p, '최근 사용')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The usage view counts both requests today, on the layers route group.
    await selectTab(p.getByRole('tab', { name: '사용량' }));
    await shown(p.getByText('기간 내 요청 2건'));
    await shown(p.getByRole('img', { name: '일별 요청 수' }));
    const usage = p.getByRole('table', { name: 'API 사용 기록' });
    const today = await shown(usage.getByRole('row').filter({ hasText: 'layers' }));
    expect((await today.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(
      expect.arrayContaining([formatDate(new Date()), KEY_NAME, 'layers', '2']),
    );

    // Revoked on the screen: the next request with the key is refused at once.
    await selectTab(p.getByRole('tab', { name: 'API 키' }));
    await keyRow(p).getByRole('button', { name: /^폐기/ }).click();
    const confirm = await shown(p.getByRole('alertdialog'));
    await shown(confirm.getByText(`${KEY_NAME} API 키를 폐기하시겠습니까?`, { exact: false }));
    await confirm.getByRole('button', { name: '폐기' }).click();
    await shown(p.getByRole('status').filter({ hasText: `${KEY_NAME} API 키를 폐기했습니다.` }));
    await shown(keyRow(p).getByText('폐기됨'));
    const refused = await withKey('/api/layers', secret, 'header');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('폐기된 API 키입니다.');
  });
});
