import type { ReactNode } from 'react';

/**
 * Routes of the map builder (/:insttCode/builder, /:insttCode/builder/:userMapId) and the
 * simple map (/:insttCode/simpleMap) (issue: base maps, web maps and the map builder), as
 * <Route> elements for App.tsx. Both are full-screen pages outside the site layouts.
 */
export function mapRoutes(): ReactNode {
  return null;
}
