import type { ReactNode } from 'react';

/**
 * Routes of the service lab's apps (lucky map, land bundle, election map), which open in new
 * windows without the site layout, as <Route> elements for App.tsx: '/serviceLab/…' and
 * '/:insttCode/serviceLab/…' (issue 10).
 */
export function labRoutes(): ReactNode {
  return null;
}
