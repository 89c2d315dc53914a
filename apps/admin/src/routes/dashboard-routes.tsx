import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { page, screen } from './lazy-screen';

const InsttDashboardPage = screen(() => import('../dashboard/InsttDashboardPage'), 'InsttDashboardPage');
const ProviderDashboardPage = screen(
  () => import('../dashboard/ProviderDashboardPage'),
  'ProviderDashboardPage',
);

/** Routes of the dashboards (provider /dashboard, institution /insttDashBoard), as <Route> elements for App.tsx. */
export function dashboardRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope === 'institution') return <Route path="insttDashBoard" element={page(InsttDashboardPage)} />;
  return <Route path="dashboard" element={page(ProviderDashboardPage)} />;
}
