import type { ReactNode } from 'react';

/**
 * Routes of the map gallery management screens (555/5532 institution admins, 555 provider admins) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx.
 */
export function galleryRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
