import type { ReactNode } from 'react';
import type { RouteScope } from './account-routes';

/** Routes of about, guide, community and the service lab (issue 10), as <Route> elements for App.tsx (inside each system's layout). */
export function infoRoutes(_scope: RouteScope): ReactNode {
  return null;
}
