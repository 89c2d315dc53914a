import type { ReactNode } from 'react';

/** Routes of service-lab management (561) and help (issue 10), as <Route> elements for App.tsx. */
export function labRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
