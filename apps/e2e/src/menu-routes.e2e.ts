import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from './support/login';
import { open } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 19 (Done when): every route a seeded menu points to has a screen. The test reads the menu
// rows of the four systems from the database (the seeds and the migrations after them), opens
// every in-app route (router and new-window links; iframe, builder, download and alert items open
// no page of ours) as the role the system is for, and fails naming every route that shows the
// shell's "준비 중인 화면" stand-in.

const tag = Date.now().toString(36).slice(-7);
const PASSWORD = 'Menu!2026walk';
const ADMIN: InstitutionAdmin = {
  userId: `mwadm${tag}`,
  userNm: '메뉴관리',
  emailaddr: `mw.adm.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `mw-${tag}`,
  insttNm: `메뉴 순회 기관 ${tag}`,
};
const MEMBER = {
  userId: `mwmem${tag}`,
  userNm: '메뉴구성',
  emailaddr: `mw.mem.${tag}@example.com`,
  userSeCode: 11 as const,
  insttCode: ADMIN.insttCode,
  password: PASSWORD,
};
const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };

type System = 'provider-user' | 'institution-user' | 'provider-admin' | 'institution-admin';

/** Where a system's routes live. */
const PREFIX: Record<System, string> = {
  'provider-user': '',
  'institution-user': `/${ADMIN.insttCode}`,
  'provider-admin': '/admin',
  'institution-admin': `/admin/${ADMIN.insttCode}`,
};

let db: Client;

/** The distinct in-app routes of a system's menu rows. */
async function menuRoutes(system: System): Promise<string[]> {
  const { rows } = await db.query<{ router_link: string }>(
    `SELECT DISTINCT router_link FROM menu
      WHERE system_type = $1 AND use_at = 'Y' AND link_ty IN ('router', 'newWindow') AND router_link IS NOT NULL
      ORDER BY router_link`,
    [system],
  );
  return rows.map((r) => r.router_link);
}

/** Opens every route of the system; answers those showing the stand-in (or failing to open). */
async function standIns(p: Page, system: System): Promise<string[]> {
  const found: string[] = [];
  const routes = await menuRoutes(system);
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const path = `${PREFIX[system]}${route}`;
    try {
      await open(p, path);
      await p.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // The menu and a lazily loaded screen settle (a screen's title, or the stand-in's) first.
      await p.locator('h1').first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
      if ((await p.locator('.preparing-page').count()) > 0) found.push(`${path} (stand-in)`);
    } catch (error) {
      found.push(`${path} (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return found;
}

beforeAll(async () => {
  await signUpInstitution(ADMIN);
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await insertAccount(db, MEMBER);
}, 120_000);

afterAll(async () => {
  if (db) {
    await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
    await db.end();
  }
});

describe('every menu route has a screen (no "준비 중인 화면")', () => {
  it('provider-user system, as a visitor', async () => {
    expect(await standIns(page(), 'provider-user')).toEqual([]);
  }, 300_000);

  it('institution-user system, as a member of the institution', async () => {
    const p = page();
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    expect(await standIns(p, 'institution-user')).toEqual([]);
  }, 300_000);

  it('provider-admin system, as the operator', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    expect(await standIns(p, 'provider-admin')).toEqual([]);
  }, 300_000);

  it('institution-admin system, as the institution admin', async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    expect(await standIns(p, 'institution-admin')).toEqual([]);
  }, 300_000);
});
