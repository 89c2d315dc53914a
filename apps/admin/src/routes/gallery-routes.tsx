import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { GalleryRequestsPage } from '../gallery/GalleryRequestsPage';

/**
 * Routes of the map gallery management screens (555/5532 institution admins, 555 provider admins) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx: /admin/:insttCode/manageContents/gallery (the institution's
 * gallery) and /admin/manageContents (the provider's own gallery). The screen guards itself.
 */
export function galleryRoutes(scope: 'provider' | 'institution'): ReactNode {
  return (
    <Route
      path={scope === 'provider' ? 'manageContents' : 'manageContents/gallery'}
      element={<GalleryRequestsPage />}
    />
  );
}
