import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireAdmin } from '../account/RequireAdmin';
import { page, screen } from './lazy-screen';

const ProviderInquiryPage = screen(() => import('../boards/InquiryManagePage'), 'ProviderInquiryPage');
const InstitutionInquiryPage = screen(() => import('../boards/InquiryManagePage'), 'InstitutionInquiryPage');
const ProviderQnaPage = screen(() => import('../boards/QnaManagePage'), 'ProviderQnaPage');

/**
 * Routes of inquiry and Q&A management (issue 10), as <Route> elements for App.tsx: the provider
 * admin's /manageInquiry (72, answer and delete) and /manageQna (73, Q&A and comment
 * moderation); the institution admin's Help → online inquiry (/manageInquiry).
 */
export function boardRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope === 'institution') return <Route path="manageInquiry" element={page(InstitutionInquiryPage)} />;
  return (
    <Route element={<RequireAdmin />}>
      <Route path="manageInquiry" element={page(ProviderInquiryPage)} />
      <Route path="manageQna" element={page(ProviderQnaPage)} />
    </Route>
  );
}
