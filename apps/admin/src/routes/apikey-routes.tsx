import type { ReactNode } from 'react';

/**
 * Routes of the API key screens (institution admins under /admin/:insttCode, provider admins under
 * /admin) and common code management (provider admins) (issue: integrator access), as <Route>
 * elements for App.tsx.
 */
export function integratorRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
