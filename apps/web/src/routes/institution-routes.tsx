import type { ReactNode } from 'react';

/** Which system's layout the routes are rendered in: '/' (provider) or '/:insttCode' (institution). */
export type RouteScope = 'provider' | 'institution';

/** Routes of the institution info page and invitation acceptance (issue: institutions), as <Route> elements for App.tsx. */
export function institutionRoutes(scope: RouteScope): ReactNode {
  void scope;
  return null;
}
