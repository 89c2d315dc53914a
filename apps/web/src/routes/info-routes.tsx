import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CommunityPage, GuidePage, UserGuidePage } from '../info/InfoPages';
import type { RouteScope } from './account-routes';

/**
 * Routes of about (/userGuide), the user guide (/guide) and customer support (/community) in both
 * systems (the service lab is in lab-routes), as <Route> elements for App.tsx (inside each system's layout).
 */
export function infoRoutes(_scope: RouteScope): ReactNode {
  return (
    <>
      <Route path="userGuide" element={<UserGuidePage />} />
      <Route path="guide" element={<GuidePage />} />
      <Route path="community" element={<CommunityPage />} />
    </>
  );
}
