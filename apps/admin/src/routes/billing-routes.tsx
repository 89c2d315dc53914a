import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireAdmin } from '../account/RequireAdmin';
import { page, screen } from './lazy-screen';

// Each screen is its own chunk: only admins ever load them.
const SubscriptionPage = screen(() => import('../billing/SubscriptionPage'), 'SubscriptionPage');
const UsagePage = screen(() => import('../billing/UsagePage'), 'UsagePage');
const PaymentHistoryPage = screen(() => import('../billing/PaymentHistoryPage'), 'PaymentHistoryPage');
const ProviderSubscriptionsPage = screen(
  () => import('../billing/ProviderSubscriptionsPage'),
  'ProviderSubscriptionsPage',
);
const ProviderClaimsPage = screen(() => import('../billing/ProviderClaimsPage'), 'ProviderClaimsPage');
const CouponsPage = screen(() => import('../billing/CouponsPage'), 'CouponsPage');

/**
 * Routes of subscription and billing management (provider 42 /manageSubscription with its
 * discounts tab, 43 /managePaymentHistory, 81 /manageCoupon; institution 5321
 * /insttManage/subscription, 5322 /insttManage/usage, 533 /insttManage/payment) (issue:
 * billing), as <Route> elements for App.tsx. View 41 (/manageInstitution) is provider-routes'.
 */
export function billingRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope === 'institution')
    return (
      <>
        <Route path="insttManage/subscription" element={page(SubscriptionPage)} />
        <Route path="insttManage/usage" element={page(UsagePage)} />
        <Route path="insttManage/payment" element={page(PaymentHistoryPage)} />
      </>
    );
  // Platform admins only: anyone else goes to the admin login or is told so.
  return (
    <Route element={<RequireAdmin />}>
      <Route path="manageSubscription" element={page(ProviderSubscriptionsPage)} />
      <Route path="managePaymentHistory" element={page(ProviderClaimsPage)} />
      <Route path="manageCoupon" element={page(CouponsPage)} />
    </Route>
  );
}
