import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';
import { FAILURE_FLAG, type FailureFlagGlobal } from './failure-flag';

/**
 * Node environment that records whether the running test failed, so the afterEach hook in
 * setup-browser.ts can save a screenshot. (Jest needs the class as the default export.)
 */
export default class E2eEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event): void {
    const flag = this.global as unknown as FailureFlagGlobal;
    if (event.name === 'test_start') flag[FAILURE_FLAG] = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') flag[FAILURE_FLAG] = true;
  }
}
