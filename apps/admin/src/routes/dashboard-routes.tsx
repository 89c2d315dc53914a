import type { ReactNode } from 'react';

/** Routes of the dashboards (provider /dashboard, institution /insttDashBoard), as <Route> elements for App.tsx. */
export function dashboardRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
