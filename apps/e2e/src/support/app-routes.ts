import { ADMIN_ACCOUNT_ROUTES, USER_ACCOUNT_ROUTES, type SystemType } from '@nuri/domain';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from './api-session';
import { deleteAccounts, insertAccount } from './login';
import { open, shown } from './screens';
import { serverEnv, serverPort } from './server-config';

// Every route of both apps, by the role that opens it (issue 21's accessibility walk, issue 20's
// phone walk). The routes are not listed here: they are the menu trees the API serves from the
// menu seeds (GET /api/menu, the `menu` table of the migrations) plus the account and legal
// routes of @nuri/domain and each system's home, so a new menu or route is walked without
// editing the tests.

// Menu links that are no screen of the apps: file downloads (the admin manual) and outside pages.
const SCREEN_LINKS = new Set(['router', 'builder', 'newWindow', 'iframe']);

interface MenuItem {
  linkType: string;
  routerLink: string | null;
  innerMenu: MenuItem[];
}

/** Every screen route of a system's menu tree, as the API serves it for the institution. */
export async function menuRoutes(systemType: SystemType, insttCode?: string, token?: string): Promise<string[]> {
  const query = new URLSearchParams({ systemType, ...(insttCode ? { insttCode } : {}) });
  const tree = await apiCall<MenuItem[]>('GET', `/api/menu?${query}`, undefined, token);
  const routes = new Set<string>();
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      const link = item.routerLink;
      if (link && SCREEN_LINKS.has(item.linkType) && !link.startsWith('/api/') && !/^https?:/.test(link))
        routes.add(link);
      walk(item.innerMenu ?? []);
    }
  };
  walk(tree);
  return [...routes];
}

export const unique = (paths: string[]) => [...new Set(paths)];

/** The web app without a session: its home, the provider-user menu and the account and legal routes. */
export async function publicWebRoutes(): Promise<{ menu: string[]; paths: string[] }> {
  const menu = await menuRoutes('provider-user');
  const account = USER_ACCOUNT_ROUTES.filter((r) => r !== 'myPage' && r !== 'passwordChange').map((r) => `/${r}`);
  return { menu, paths: unique(['/', ...menu, ...account]) };
}

/** An institution's routes of the web app (for a member signed in). */
export async function institutionWebRoutes(insttCode: string): Promise<{ menu: string[]; paths: string[] }> {
  const menu = await menuRoutes('institution-user', insttCode);
  const paths = [...menu, '/myPage', '/passwordChange'].map((r) => `/${insttCode}${r}`);
  return { menu, paths: unique([`/${insttCode}/`, ...paths]) };
}

/** The institution admin's routes of the admin app (`token` of the institution admin). */
export async function institutionAdminRoutes(insttCode: string, token: string): Promise<{ menu: string[]; paths: string[] }> {
  const menu = await menuRoutes('institution-admin', insttCode, token);
  const paths = menu.map((r) => `/admin/${insttCode}${r}`);
  return { menu, paths: unique([`/admin/${insttCode}/`, ...paths, `/admin/${insttCode}/passwordChange`]) };
}

/** The admin app's sign-in route (no session). */
export const adminSignInRoutes = (): string[] => ADMIN_ACCOUNT_ROUTES.filter((r) => r === 'login').map((r) => `/admin/${r}`);

/** The operator's routes of the admin app (`token` of an operator). */
export async function operatorRoutes(token: string): Promise<{ menu: string[]; paths: string[] }> {
  const menu = await menuRoutes('provider-admin', undefined, token);
  return { menu, paths: unique(['/admin/', ...menu.map((r) => `/admin${r}`), '/admin/passwordChange']) };
}

interface Account {
  userId: string;
  userNm: string;
  emailaddr: string;
  userSeCode: 11 | 14 | 4;
  insttCode: string;
  password: string;
}

/**
 * A new institution with an editor (11) and its admin (14), and an operator (4) of the provider:
 * the roles walking the routes. `prefix` keeps ids apart between test files.
 */
export function routeWalkers(prefix: string, names: { editor: string; admin: string; operator: string }) {
  const tag = Date.now().toString(36).slice(-7);
  const insttCode = `${prefix}${tag}`;
  const password = `Nuri!2026${prefix}`;
  const account = (role: string, userNm: string, userSeCode: Account['userSeCode'], instt: string): Account => ({
    userId: `${prefix}${role}${tag}`,
    userNm,
    emailaddr: `${prefix}.${role}.${tag}@example.com`,
    userSeCode,
    insttCode: instt,
    password,
  });
  const editor = account('ed', names.editor, 11, insttCode);
  const insttAdmin = account('ia', names.admin, 14, insttCode);
  const operator = account('op', names.operator, 4, 'openbiz');
  let db: Client | undefined;
  return {
    tag,
    insttCode,
    editor,
    insttAdmin,
    operator,
    async setUp(insttNm: string): Promise<void> {
      db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
      await db.connect();
      await db.query('INSERT INTO instt (instt_code, instt_nm) VALUES ($1, $2)', [insttCode, insttNm]);
      for (const a of [editor, insttAdmin, operator]) await insertAccount(db, a);
    },
    async tearDown(): Promise<void> {
      if (!db) return;
      await deleteAccounts(db, [editor.userId, insttAdmin.userId, operator.userId]);
      await db.query('DELETE FROM instt WHERE instt_code = $1', [insttCode]);
      await db.end();
    },
    /** An API token of the account (for the menus an admin is served). */
    token: (a: Account) => apiLogin(a.userId, a.password, a.emailaddr),
  };
}

/**
 * Opens a route and waits for the settled screen: its main region, the network quiet, the loading
 * overlay gone. Answers why it did not settle (no main region), or null.
 */
export async function openSettled(p: Page, path: string): Promise<string | null> {
  await open(p, path);
  try {
    await shown(p.locator('main, [role="main"]').first(), 20_000);
  } catch {
    return `${path}: no main region shown within 20 s`;
  }
  await p.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The loading overlay and the toasts leave with the data: measure the settled screen.
  await p
    .locator('.loading-overlay')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return null;
}
