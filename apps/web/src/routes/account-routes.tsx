import type { ReactNode } from 'react';

/** Which system's layout the routes are rendered in: '/' (provider) or '/:insttCode' (institution). */
export type RouteScope = 'provider' | 'institution';

/** Routes of the login, join, idpwfind, passwordChange, myPage (issue: accounts), as <Route> elements for App.tsx. */
export function accountRoutes(scope: RouteScope): ReactNode {
  void scope;
  return null;
}
