import { systemRouterPath } from './menu-paths';
import type { SystemScope } from './menu.types';

/** Routes whose screens use the plain header (spec 000 §2): sign-in flows and the error views. */
export const PLAIN_HEADER_ROUTES = ['login', 'join', 'idpwfind', 'passwordChange', 'error'] as const;

export type HeaderStyle = 'default' | 'plain';

/** The first route segment after the system's base ('/openbiz/login' → 'login'). */
export function systemRouteName(scope: SystemScope, routerPath: string): string {
  const base = systemRouterPath(scope, '/').toLowerCase();
  const lower = routerPath.toLowerCase();
  const rest = base !== '/' && (lower === base || lower.startsWith(`${base}/`)) ? routerPath.slice(base.length) : routerPath;
  return rest.split('/').find((segment) => segment !== '') ?? '';
}

export function headerStyleFor(scope: SystemScope, routerPath: string): HeaderStyle {
  const name = systemRouteName(scope, routerPath).toLowerCase();
  return PLAIN_HEADER_ROUTES.some((route) => route.toLowerCase() === name) ? 'plain' : 'default';
}
