import type { ApiStatus } from './types';

export const STATUS_OK = 200;

export interface MutableApiStatus extends ApiStatus {
  set(status: number): void;
}

/** One per client: apps create a single client, so it is the app's global status. */
export function createApiStatus(): MutableApiStatus {
  let current = STATUS_OK;
  return {
    get: () => current,
    set: (status) => {
      current = status;
    },
    reset: () => {
      current = STATUS_OK;
    },
  };
}
