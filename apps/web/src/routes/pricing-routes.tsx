import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import type { RouteScope } from './account-routes';

// A separate chunk: the price policy weighs nothing on the first visit of other pages.
const PricesPolicyPage = lazy(() =>
  import('../pricing/PricesPolicyPage').then((module) => ({ default: module.PricesPolicyPage })),
);

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Routes of the price policy page /pricesPolicy (issue: billing), as <Route> elements for App.tsx (inside each system's layout). */
export function pricingRoutes(_scope: RouteScope): ReactNode {
  return (
    <Route
      path="pricesPolicy"
      element={
        <Suspense fallback={<Loading />}>
          <PricesPolicyPage />
        </Suspense>
      }
    />
  );
}
