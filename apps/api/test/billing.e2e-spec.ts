import { billingSuite } from './support/billing.suite';
import { plansAndRolesTests } from './billing/plans-and-roles';
import { usageCouponsDiscountsTests } from './billing/usage-coupons-discounts';

// One app and one sequence of tests: the later tests read the state the earlier ones made, so
// the tests live in ./billing/ and register here, in order.
describe('billing API: plans, subscriptions, usage, coupons, discounts, roles', () => {
  const suite = billingSuite();
  plansAndRolesTests(suite);
  usageCouponsDiscountsTests(suite);
});
