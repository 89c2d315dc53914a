import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The cancellation signal of the import running in the current async context. The import runner
 * opens the scope around one job; every GDAL child process started inside it is killed when the
 * signal aborts (the uploader cancelled the import), without passing the signal through each step.
 */
const scope = new AsyncLocalStorage<AbortSignal>();

export function withAbortSignal<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  return scope.run(signal, run);
}

/** The signal of the enclosing import, if any. */
export function currentAbortSignal(): AbortSignal | undefined {
  return scope.getStore();
}
