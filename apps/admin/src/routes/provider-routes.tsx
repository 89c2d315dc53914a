import type { ReactNode } from 'react';

/** Routes of the provider admin screens: institution status 41 (issue: institutions), as <Route> elements for App.tsx. */
export function providerRoutes(): ReactNode {
  return null;
}
