import type { ReactNode } from 'react';

/**
 * Routes of the share management screen (5531, institution admins) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx.
 */
export function sharingRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
