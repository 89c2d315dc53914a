import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyScreen, Page } from './lazy-page';

const InstitutionInfoPage = lazyScreen(() =>
  import('../institution/InstitutionInfoPage').then((m) => m.InstitutionInfoPage),
);
const InvitationPage = lazyScreen(() =>
  import('../institution/InvitationPage').then((m) => m.InvitationPage),
);

/** Which system's layout the routes are rendered in: '/' (provider) or '/:insttCode' (institution). */
export type RouteScope = 'provider' | 'institution';

/**
 * Routes of the institution info page and invitation acceptance (issue: institutions), as <Route>
 * elements for App.tsx: the invitation link of the e-mail at /invites/:id (main site), the
 * institution info at /:insttCode/instt.
 */
export function institutionRoutes(scope: RouteScope): ReactNode {
  if (scope === 'provider')
    return (
      <Route
        path="invites/:insttUserNtcnId"
        element={
          <Page>
            <InvitationPage />
          </Page>
        }
      />
    );
  return (
    <Route
      path="instt"
      element={
        <Page>
          <InstitutionInfoPage />
        </Page>
      }
    />
  );
}
