import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { page, screen } from './lazy-screen';
import { RequireAdmin } from '../account/RequireAdmin';

// Each screen is its own chunk: only admins ever load them.
const InstitutionApiKeysPage = screen(() => import('../apikeys/ApiKeysPage'), 'InstitutionApiKeysPage');
const ProviderApiKeysPage = screen(() => import('../apikeys/ApiKeysPage'), 'ProviderApiKeysPage');
const CodeManagementPage = screen(() => import('../codes/CodeManagementPage'), 'CodeManagementPage');

/**
 * Routes of the API key screens (institution admins under /admin/:insttCode, view 536; provider
 * admins under /admin, view 91) and common code management (provider admins, view 92) (issue:
 * integrator access), as <Route> elements for App.tsx. The paths are the menu's routerLinks.
 */
export function integratorRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope === 'institution')
    return <Route path="insttManage/apiKeys" element={page(InstitutionApiKeysPage)} />;
  // Platform admins only: anyone else goes to the admin login or is told so.
  return (
    <Route element={<RequireAdmin />}>
      <Route path="manageApiKeys" element={page(ProviderApiKeysPage)} />
      <Route path="manageCodes" element={page(CodeManagementPage)} />
    </Route>
  );
}
