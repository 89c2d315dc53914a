import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { InsttNoticeAccess } from '../notices/InsttNoticeAccess';
import { NoticeDetailPage, NoticeListPage } from '../notices/NoticePages';
import type { RouteScope } from './account-routes';

function InstitutionNoticeList() {
  const { insttCode = '' } = useParams();
  return (
    <InsttNoticeAccess insttCode={insttCode}>
      <NoticeListPage key={insttCode} owner={insttCode} />
    </InsttNoticeAccess>
  );
}

function InstitutionNoticeDetail() {
  const { insttCode = '' } = useParams();
  return (
    <InsttNoticeAccess insttCode={insttCode}>
      <NoticeDetailPage owner={insttCode} />
    </InsttNoticeAccess>
  );
}

/** Routes of the notice list and detail in both systems (an institution's for its members), as <Route> elements for App.tsx. */
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
