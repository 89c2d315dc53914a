import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { page, screen } from './lazy-screen';

const ElectionManageFramePage = screen(() => import('../lab/ElectionManageFramePage'), 'ElectionManageFramePage');

/**
 * Routes of service-lab management (issue 10), as <Route> elements for App.tsx: election
 * management (561, /:insttCode/manageElection) in the institution-admin system.
 */
export function labRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope !== 'institution') return null;
  return <Route path="manageElection" element={page(ElectionManageFramePage)} />;
}
