import AxeBuilder from '@axe-core/playwright';
import { ADMIN_ACCOUNT_ROUTES, USER_ACCOUNT_ROUTES } from '@nuri/domain';
import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { clearLoginLimits, loginAsUser } from './support/login';
import { adminMenuPaths, menuRoutes } from './support/menu-routes';
import { withRoleAccounts } from './support/role-accounts';
import { open, shown } from './support/screens';
import { baseUrl } from './support/server-config';

// Issue 21 (accessibility, KWCAG 2.2 / WCAG 2.1 AA): axe-core on every route of both apps, each
// opened by the role that can open it, with no serious or critical violation. The routes are not
// listed here: they are the menu trees the API serves from the menu seeds (GET /api/menu, the
// `menu` table of the migrations) plus the account and legal routes of @nuri/domain and each
// system's home, so a new menu or route is covered without editing this test.

const {
  insttCode: INSTT_CODE,
  editor: EDITOR,
  insttAdmin: INSTT_ADMIN,
  operator: OPERATOR,
} = withRoleAccounts('a11y', '접근성');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
// Every route of a system in one test: a few seconds each.
const SYSTEM_TIMEOUT_MS = 300_000;

/** Serious and critical axe violations of the page, one line each (rule, help, first targets). */
async function violations(p: Page, path: string): Promise<string[]> {
  await open(p, path);
  try {
    await shown(p.locator('main, [role="main"]').first(), 20_000);
  } catch {
    return [`${path}: no main region shown within 20 s`];
  }
  await p.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The loading overlay and the toasts leave with the data: measure the settled screen.
  await p
    .locator('.loading-overlay')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ');
      return `${path}: [${v.impact}] ${v.id} (${v.help}) ${v.nodes.length}× e.g. ${targets}`;
    });
}

async function audit(p: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(p, path)));
  return found;
}

const unique = (paths: string[]) => [...new Set(paths)];

describe('accessibility of every route (axe-core, WCAG 2.1 AA: no serious or critical violation)', () => {
  it(
    'the public routes of the web app, without a session',
    async () => {
      const menu = await menuRoutes('provider-user');
      expect(menu.length).toBeGreaterThan(3);
      const account = USER_ACCOUNT_ROUTES.filter((r) => r !== 'myPage' && r !== 'passwordChange').map(
        (r) => `/${r}`,
      );
      expect(await audit(page(), unique(['/', ...menu, ...account]))).toEqual([]);
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "an institution's routes of the web app, as its editor",
    async () => {
      const p = page();
      await loginAsUser(p, EDITOR.userId, EDITOR.password);
      const menu = await menuRoutes('institution-user', INSTT_CODE);
      expect(menu.length).toBeGreaterThan(3);
      const paths = [...menu, '/myPage', '/passwordChange'].map((r) => `/${INSTT_CODE}${r}`);
      expect(await audit(p, unique([`/${INSTT_CODE}/`, ...paths]))).toEqual([]);
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "the institution admin's routes of the admin app",
    async () => {
      const p = page();
      const paths = await adminMenuPaths(p, INSTT_ADMIN, 'institution-admin');
      expect(
        await audit(p, unique([`/admin/${INSTT_CODE}/`, ...paths, `/admin/${INSTT_CODE}/passwordChange`])),
      ).toEqual([]);
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "the operator's routes of the admin app, and its sign-in",
    async () => {
      const p = page();
      expect(
        await audit(
          p,
          ADMIN_ACCOUNT_ROUTES.filter((r) => r === 'login').map((r) => `/admin/${r}`),
        ),
      ).toEqual([]);
      const paths = await adminMenuPaths(p, OPERATOR, 'provider-admin');
      expect(await audit(p, unique(['/admin/', ...paths, '/admin/passwordChange']))).toEqual([]);
    },
    SYSTEM_TIMEOUT_MS,
  );
});

/** Whether the focused element shows a focus indicator (an outline or a box shadow). */
async function focusVisible(p: Page): Promise<{ tag: string; visible: boolean }> {
  return p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', visible: false };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const shadow = style.boxShadow !== 'none';
    return { tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`, visible: outline || shadow };
  });
}

describe('keyboard only', () => {
  it('signs in on the web login with Tab, typing and Enter, every stop showing its focus', async () => {
    const p = page();
    await clearLoginLimits(EDITOR.userId);
    await open(p, '/login');
    const id = await shown(p.getByLabel('아이디', { exact: true }));
    // From the top of the page to the id field, by Tab alone.
    let stops = 0;
    while (!(await id.evaluate((el) => el === document.activeElement))) {
      await p.keyboard.press('Tab');
      stops += 1;
      const focus = await focusVisible(p);
      expect(focus).toEqual({ tag: focus.tag, visible: true });
      expect(stops).toBeLessThan(40);
    }
    await p.keyboard.type(EDITOR.userId);
    await p.keyboard.press('Tab');
    expect(
      await p.getByLabel('비밀번호', { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect((await focusVisible(p)).visible).toBe(true);
    await p.keyboard.type(EDITOR.password);
    await p.keyboard.press('Enter');
    await p.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    expect(new URL(p.url()).origin).toBe(baseUrl());
  });
});
