import type { ReactNode } from 'react';
import type { RouteScope } from './account-routes';

/** Routes of the price policy page /pricesPolicy (issue: billing), as <Route> elements for App.tsx (inside each system's layout). */
export function pricingRoutes(_scope: RouteScope): ReactNode {
  return null;
}
