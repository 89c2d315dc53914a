import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { AdminLoginPage } from '../account/AdminLoginPage';
import { AdminPasswordChangePage } from '../account/AdminPasswordChangePage';

/**
 * Routes of the admin login with the e-mail second factor and the admin's password change
 * (issue: accounts), as <Route> elements for App.tsx (inside the provider-admin layout). Admin
 * screens guard themselves with RequireAdmin (../account/RequireAdmin).
 */
export function accountRoutes(): ReactNode {
  return (
    <>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="passwordChange" element={<AdminPasswordChangePage />} />
    </>
  );
}
