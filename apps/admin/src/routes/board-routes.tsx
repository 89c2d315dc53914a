import type { ReactNode } from 'react';

/** Routes of inquiry and Q&A management (issue 10), as <Route> elements for App.tsx. */
export function boardRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
