import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireAdmin } from '../account/RequireAdmin';
import { page, screen } from './lazy-screen';

const InstitutionNoticesPage = screen(() => import('../notices/NoticesPage'), 'InstitutionNoticesPage');
const ProviderNoticesPage = screen(() => import('../notices/NoticesPage'), 'ProviderNoticesPage');

/** Routes of notice management (provider 71 /manageNotice, institution 534 /insttManage/notice), as <Route> elements for App.tsx. */
export function noticeRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope === 'institution')
    return <Route path="insttManage/notice" element={page(InstitutionNoticesPage)} />;
  return (
    <Route element={<RequireAdmin />}>
      <Route path="manageNotice" element={page(ProviderNoticesPage)} />
    </Route>
  );
}
