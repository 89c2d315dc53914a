import type { SystemType } from '@nuri/domain';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from './api-session';
import { loginAsAdmin, type TestAccount } from './login';

// Menu links that are no screen of the apps: file downloads (the admin manual) and outside pages.
const SCREEN_LINKS = new Set(['router', 'builder', 'newWindow', 'iframe']);

interface MenuItem {
  linkType: string;
  routerLink: string | null;
  innerMenu: MenuItem[];
}

/**
 * Every screen route of a system's menu tree, as the API serves it (GET /api/menu, from the
 * menu seeds), so a test walking them covers a new menu without being edited.
 */
export async function menuRoutes(
  systemType: SystemType,
  insttCode?: string,
  token?: string,
): Promise<string[]> {
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

/**
 * Signs an admin in (on the API for its menu, in the browser for the screens) and lists the
 * admin app's paths of its menu: an institution admin's under /admin/{insttCode}, the
 * operator's under /admin.
 */
export async function adminMenuPaths(
  page: Page,
  account: TestAccount,
  systemType: 'institution-admin' | 'provider-admin',
): Promise<string[]> {
  const token = await apiLogin(account.userId, account.password, account.emailaddr);
  const insttCode = systemType === 'institution-admin' ? account.insttCode : undefined;
  const menu = await menuRoutes(systemType, insttCode, token);
  expect(menu.length).toBeGreaterThan(5);
  await loginAsAdmin(page, account.userId, account.password, account.emailaddr);
  return menu.map((route) => (insttCode ? `/admin/${insttCode}${route}` : `/admin${route}`));
}
