import { billingJobsSuite } from './support/billing-jobs.suite';
import { monthOfRunsTests } from './billing-jobs/month-of-runs';
import { overdueAndCrashesTests } from './billing-jobs/overdue-and-crashes';

// One app and one sequence of tests: the later tests read the state the earlier ones made, so
// the tests live in ./billing-jobs/ and register here, in order.
describe('billing jobs: a month of daily runs, the monthly claim, overdue, crashes', () => {
  const suite = billingJobsSuite();
  monthOfRunsTests(suite);
  overdueAndCrashesTests(suite);
});
