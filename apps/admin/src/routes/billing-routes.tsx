import type { ReactNode } from 'react';

/** Routes of subscription and billing management (provider 41–43, 81; institution 5321, 5322, 533) (issue: billing), as <Route> elements for App.tsx. */
export function billingRoutes(_scope: 'provider' | 'institution'): ReactNode {
  return null;
}
