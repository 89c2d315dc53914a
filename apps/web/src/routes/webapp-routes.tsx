import type { ReactNode } from 'react';

/**
 * Routes of the themed map app builder (/:insttCode/appBuilder[/:webappTmplatId]) and viewer
 * (/apps/:webappTmplatId, /:insttCode/apps/:webappTmplatId) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx: full-screen pages outside the site layouts.
 */
export function webappRoutes(): ReactNode {
  return null;
}
