import type { SystemType } from '@nuri/domain';
import { apiCall } from './api-session';

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
