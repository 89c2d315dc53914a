import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { NoticeDetailPage, NoticeListPage } from '../notices/NoticePages';
import type { RouteScope } from './account-routes';

function InstitutionNoticeList() {
  const { insttCode = '' } = useParams();
  return <NoticeListPage key={insttCode} owner={insttCode} />;
}

function InstitutionNoticeDetail() {
  const { insttCode = '' } = useParams();
  return <NoticeDetailPage owner={insttCode} />;
}

/** Routes of the public notice list and detail in both systems, as <Route> elements for App.tsx. */
export function noticeRoutes(scope: RouteScope): ReactNode {
  return (
    <>
      <Route
        path="notice"
        element={scope === 'provider' ? <NoticeListPage owner={null} /> : <InstitutionNoticeList />}
      />
      <Route
        path="notice/:nttId"
        element={scope === 'provider' ? <NoticeDetailPage owner={null} /> : <InstitutionNoticeDetail />}
      />
    </>
  );
}
