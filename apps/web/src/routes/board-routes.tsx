import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { RouteScope } from './account-routes';
import { lazyScreen, Page } from './lazy-page';

// The boards are their own chunks: the first visit's bundle stays within its budget.
const InquiryListPage = lazyScreen(() => import('../boards/InquiryPages').then((m) => m.InquiryListPage));
const InquiryFormPage = lazyScreen(() => import('../boards/InquiryPages').then((m) => m.InquiryFormPage));
const InquiryDetailPage = lazyScreen(() => import('../boards/InquiryPages').then((m) => m.InquiryDetailPage));
const QnaListPage = lazyScreen(() => import('../boards/QnaPages').then((m) => m.QnaListPage));
const QnaFormPage = lazyScreen(() => import('../boards/QnaPages').then((m) => m.QnaFormPage));
const QnaDetailPage = lazyScreen(() => import('../boards/QnaPages').then((m) => m.QnaDetailPage));

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Page>
    <Screen />
  </Page>
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
