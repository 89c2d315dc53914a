import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireAdmin } from '../account/RequireAdmin';
import { BaseMapManagementPage } from '../basemaps/BaseMapManagementPage';
import { LayerManagementPage } from '../layers/LayerManagementPage';
import { InstitutionStatusPage } from '../provider/institutions/InstitutionStatusPage';

/**
 * Routes of the provider admin screens: institution status 41 (issue: institutions), as <Route>
 * elements for App.tsx. Platform admins only: anyone else goes to the admin login or is told so.
 */
export function providerRoutes(): ReactNode {
  return (
    <Route element={<RequireAdmin />}>
      <Route path="manageInstitution" element={<InstitutionStatusPage />} />
      <Route path="manageLayer" element={<LayerManagementPage />} />
      <Route path="manageBaseMap" element={<BaseMapManagementPage />} />
    </Route>
  );
}
