import type { ReactNode } from 'react';
import type { RouteScope } from './account-routes';

/** Routes of the public notice list and detail in both systems, as <Route> elements for App.tsx. */
export function noticeRoutes(_scope: RouteScope): ReactNode {
  return null;
}
