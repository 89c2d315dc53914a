import { hash } from '@node-rs/argon2';
import Redis from 'ioredis';
import type { Client } from 'pg';
import type { Page } from 'playwright-core';
import { open, shown } from './screens';
import { baseUrl, serverEnv, serverPort } from './server-config';

// Logging in through the real screens, for every browser test that needs a session:
//   await loginAsUser(page, 'kim01', 'Nuri!2026pass');
//   await loginAsAdmin(page, 'operator01', 'Nuri!2026demo', 'operator01@example.com');
// The admin's e-mailed code is read from the development outbox (GET /api/dev/outbox).

const LOGIN_TIMEOUT_MS = 20_000;

interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  text: string;
  createdAt: string;
}

/** The outbox for one address or number, newest first. */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}`);
  const body = (await response.json()) as OutboxMessage[] | { result: OutboxMessage[] };
  return Array.isArray(body) ? body : body.result;
}

const keyOf = (message: OutboxMessage) => `${message.createdAt}|${message.text}`;

/** What the outbox already holds for `to`: a later code is a new one. */
export async function outboxMark(to: string): Promise<Set<string>> {
  return new Set((await outbox(to)).map(keyOf));
}

/** The numeric code of the first message to `to` not in `seen`, once it arrives. */
export async function waitForCode(to: string, seen: Set<string>, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await outbox(to)).find((message) => !seen.has(keyOf(message)));
    const code = fresh && /\b(\d{4,8})\b/.exec(fresh.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new code was sent to ${to} within ${timeoutMs / 1000} s`);
}

/**
 * Browser tests of several engineers share one Redis: counters of the sends and logins of the
 * accounts a test uses are cleared, so that earlier runs do not throttle this one (429).
 */
export async function clearLoginLimits(userId: string, emailaddr?: string): Promise<void> {
  const redis = new Redis(serverEnv(serverPort()).REDIS_URL ?? 'redis://127.0.0.1:6379/15', { lazyConnect: true });
  try {
    await redis.connect();
    const keys = [`nuri:rl:login-id:${userId.toLowerCase()}`];
    if (emailaddr) keys.push(`nuri:rl:vrf-send:email:${emailaddr}`, `nuri:rl:vrf-send:email:${emailaddr.toLowerCase()}`);
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Resolves once the page has left `path`; otherwise fails with what the screen said. */
async function leftPath(page: Page, path: string, what: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname !== path, { timeout: LOGIN_TIMEOUT_MS });
  } catch {
    const said = await page.getByRole('alert').allInnerTexts().catch(() => []);
    throw new Error(`${what} did not complete: ${said.join(' / ') || 'no message on the screen'}`);
  }
}

async function fillLogin(page: Page, userId: string, password: string): Promise<void> {
  await (await shown(page.getByLabel('아이디', { exact: true }))).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Logs a member in on the web app's /login; resolves on the screen the login goes to. */
export async function loginAsUser(page: Page, userId: string, password: string): Promise<void> {
  await clearLoginLimits(userId);
  await open(page, '/login');
  await fillLogin(page, userId, password);
  await leftPath(page, '/login', `the login of ${userId}`);
}

/**
 * Logs an admin (4 or 14) in on /admin/login with the code e-mailed to `emailaddr`; resolves on
 * /admin/ or /admin/{insttCode}/. A code replaced meanwhile (another test logging the same
 * account in) is asked for again.
 */
export async function loginAsAdmin(page: Page, userId: string, password: string, emailaddr: string): Promise<void> {
  await clearLoginLimits(userId, emailaddr);
  await open(page, '/admin/login');
  let seen = await outboxMark(emailaddr);
  await fillLogin(page, userId, password);
  await shown(page.getByRole('heading', { name: '관리자 이메일 인증' }));
  for (let attempt = 1; ; attempt += 1) {
    const code = await waitForCode(emailaddr, seen);
    await page.getByLabel('이메일 인증번호', { exact: true }).fill(code);
    await page.getByRole('button', { name: '인증하고 로그인' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== '/admin/login', { timeout: LOGIN_TIMEOUT_MS }).then(() => 'in' as const),
      page.getByRole('alert').waitFor({ state: 'visible', timeout: LOGIN_TIMEOUT_MS }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    if (attempt === 3) await leftPath(page, '/admin/login', `the admin login of ${userId}`);
    seen = await outboxMark(emailaddr);
    await page.getByRole('button', { name: '인증번호 재발송' }).click();
  }
}

export interface TestAccount {
  userId: string;
  userNm: string;
  emailaddr: string;
  userSeCode: 4 | 11 | 12 | 13 | 14;
  insttCode: string;
  password: string;
}

/** Writes an account straight into the database (argon2 hash, as the API stores it). */
export async function insertAccount(db: Client, account: TestAccount): Promise<void> {
  await db.query(
    `INSERT INTO users (user_id, user_nm, emailaddr, user_se_code, instt_code, password_hash, user_sttus)
     VALUES ($1, $2, $3, $4, $5, $6, 'active')`,
    [account.userId, account.userNm, account.emailaddr, account.userSeCode, account.insttCode, await hash(account.password)],
  );
}

/** Removes accounts written by a test (their refresh tokens go with them). */
export async function deleteAccounts(db: Client, userIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM users WHERE user_id = ANY($1)', [userIds]);
}
