// Shared between the test environment (which sees circus events) and the afterEach hook
// (which owns the page): the environment marks the running test as failed on this global.
export const FAILURE_FLAG = '__nuriE2eTestFailed' as const;

export interface FailureFlagGlobal {
  [FAILURE_FLAG]?: boolean;
}
