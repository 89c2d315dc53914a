import type { ReactNode } from 'react';
import type { RouteScope } from './account-routes';

/** Routes of inquiries, Q&A, reviews and my page activity (issue 10), as <Route> elements for App.tsx (inside each system's layout). */
export function boardRoutes(_scope: RouteScope): ReactNode {
  return null;
}
