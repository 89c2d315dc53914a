import { ADMIN_PATH_PREFIX, SYSTEMS, systemBasePath } from '@nuri/domain';
import { flattenMenu, type MenuItem, type SystemScope } from './menu.types';

/** Where activating a menu item leads (spec 000 §2, menu item link types). */
export type MenuTarget =
  | { kind: 'route'; path: string }
  | { kind: 'newTab'; url: string }
  | { kind: 'newWindow'; url: string }
  | { kind: 'alert' }
  | { kind: 'download'; url: string }
  | { kind: 'none' };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An address on another server ('https://…'), as opposed to a path of the systems. */
export function isExternalLink(link: string): boolean {
  return EXTERNAL.test(link);
}

const withSlash = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

/**
 * The address of a system route on this origin: the institution code and, for the admin
 * systems, /admin in front ('/gallery' → '/openbiz/gallery', '/insttManage' →
 * '/admin/kwater/insttManage').
 */
export function systemPath(scope: SystemScope, route = '/'): string {
  const base = systemBasePath(scope.system, scope.insttCode ?? undefined);
  const path = withSlash(route);
  if (path === '/') return base;
  return base === '/' ? path : `${base}${path}`;
}

/** Which app serves an address of this origin: the admin app under /admin, the web app elsewhere. */
export function appOfPath(path: string): 'admin' | 'web' {
  return path === ADMIN_PATH_PREFIX || /^\/admin[/?#]/.test(path) ? 'admin' : 'web';
}

/**
 * The route of an address inside `app`'s router (whose basename is /admin for the admin app),
 * or null when the other app serves it.
 */
export function routerPathIn(app: 'admin' | 'web', path: string): string | null {
  if (appOfPath(path) !== app) return null;
  if (app === 'web') return path;
  const rest = path.slice(ADMIN_PATH_PREFIX.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
}

/** A system route inside its own app's router ('/kwater/insttManage' in the admin app). */
export function systemRouterPath(scope: SystemScope, route = '/'): string {
  return routerPathIn(SYSTEMS[scope.system].app, systemPath(scope, route)) ?? '/';
}

/** The route part of a menu link: an external address keeps only its path. */
function routeOf(link: string): string {
  return isExternalLink(link) ? new URL(link).pathname : withSlash(link);
}

/** The full address of a link opened outside the router (new tab, new window). */
function addressOf(scope: SystemScope, link: string): string {
  return isExternalLink(link) ? link : systemPath(scope, link);
}

/** The screen number travels as the query viewId (spec 000 §3, menu item). */
function withViewId(path: string, viewId: string | null): string {
  return viewId ? `${path}?viewId=${encodeURIComponent(viewId)}` : path;
}

export function menuTarget(item: MenuItem, scope: SystemScope): MenuTarget {
  const link = item.routerLink?.trim() || null;
  if (item.linkType === 'alert') return { kind: 'alert' };
  if (!link) return { kind: 'none' };
  switch (item.linkType) {
    case 'router':
      return isExternalLink(link)
        ? { kind: 'newTab', url: link }
        : { kind: 'route', path: withViewId(systemPath(scope, link), item.viewId) };
    case 'iframe':
      // The frame page is a route of the system; what it embeds is the item's address.
      return { kind: 'route', path: withViewId(systemPath(scope, routeOf(link)), item.viewId) };
    case 'builder':
      return { kind: 'newTab', url: addressOf(scope, link) };
    case 'newWindow':
      return { kind: 'newWindow', url: addressOf(scope, link) };
    case 'download':
      // Files are served by the API (/api/...) or another server: never system-prefixed.
      return { kind: 'download', url: link };
  }
}

/** What an iframe item embeds: its address on another server; null when it names no server. */
export function frameSource(item: MenuItem): string | null {
  const link = item.routerLink?.trim() ?? '';
  return item.linkType === 'iframe' && isExternalLink(link) ? link : null;
}

const normalise = (path: string): string => (path.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The menu item whose screen lives at `routerPath` (a path of the system's own app router):
 * the one with the query's viewId, else a page rather than the group sharing its route.
 * react-router matches paths without regard to case, so this does too.
 */
export function findMenuItemForPath(
  items: readonly MenuItem[],
  scope: SystemScope,
  routerPath: string,
  search = '',
): MenuItem | null {
  const app = SYSTEMS[scope.system].app;
  const wanted = normalise(routerPath);
  const viewId = new URLSearchParams(search).get('viewId');
  const matches = flattenMenu(items).filter((item) => {
    const link = item.routerLink?.trim();
    if (!link || item.linkType === 'download' || item.linkType === 'alert') return false;
    const own = routerPathIn(app, systemPath(scope, routeOf(link)));
    return own !== null && normalise(own) === wanted;
  });
  return (
    (viewId ? matches.find((item) => item.viewId === viewId) : undefined) ??
    matches.find((item) => item.viewType === 'page') ??
    matches[0] ??
    null
  );
}

/** The item's name in the UI language (name is Korean, nameEn English). */
export function menuName(item: Pick<MenuItem, 'name' | 'nameEn'>, language: string): string {
  return language.startsWith('en') && item.nameEn ? item.nameEn : item.name;
}

/** Whether the screen at `routerPath` is the item's or one of its descendants' (open groups, highlights). */
export function containsPath(item: MenuItem, scope: SystemScope, routerPath: string): boolean {
  const app = SYSTEMS[scope.system].app;
  const wanted = normalise(routerPath);
  return flattenMenu([item]).some((node) => {
    const target = menuTarget(node, scope);
    if (target.kind !== 'route') return false;
    const own = routerPathIn(app, target.path.split('?')[0]);
    return own !== null && normalise(own) === wanted;
  });
}
