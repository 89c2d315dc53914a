import type { ReactNode } from 'react';
import type { RouteScope } from './account-routes';

/**
 * Routes of the map gallery (/gallery, its detail) in both systems (issue: themed apps, sharing,
 * gallery), as <Route> elements for App.tsx inside the site layouts.
 */
export function galleryRoutes(_scope: RouteScope): ReactNode {
  return null;
}
