import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import type { RouteScope } from './account-routes';

// The boards are their own chunks: the first visit's bundle stays within its budget.
const InquiryListPage = lazy(() => import('../boards/InquiryPages').then((m) => ({ default: m.InquiryListPage })));
const InquiryFormPage = lazy(() => import('../boards/InquiryPages').then((m) => ({ default: m.InquiryFormPage })));
const InquiryDetailPage = lazy(() => import('../boards/InquiryPages').then((m) => ({ default: m.InquiryDetailPage })));
const QnaListPage = lazy(() => import('../boards/QnaPages').then((m) => ({ default: m.QnaListPage })));
const QnaFormPage = lazy(() => import('../boards/QnaPages').then((m) => ({ default: m.QnaFormPage })));
const QnaDetailPage = lazy(() => import('../boards/QnaPages').then((m) => ({ default: m.QnaDetailPage })));

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Loading />}>
    <Screen />
  </Suspense>
);

/**
 * Routes of the online inquiry (/community/inquiry) and Q&A (/community/qna) in both systems
 * (under the institution code in the institution's, where Q&A lists that institution's members'
 * questions), as <Route> elements for App.tsx (inside each system's layout). My page activity is
 * a section of /myPage.
 */
export function boardRoutes(_scope: RouteScope): ReactNode {
  return (
    <>
      <Route path="community/inquiry" element={page(InquiryListPage)} />
      <Route path="community/inquiry/new" element={page(InquiryFormPage)} />
      <Route path="community/inquiry/:inqryId" element={page(InquiryDetailPage)} />
      <Route path="community/qna" element={page(QnaListPage)} />
      <Route path="community/qna/new" element={page(QnaFormPage)} />
      <Route path="community/qna/:qnaId" element={page(QnaDetailPage)} />
    </>
  );
}
