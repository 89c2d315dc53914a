// Fakes for the network edge (fetch) and the app's UI hooks (presenter, progress bar).
import type { AlertOptions, ErrorPresenter } from '../types';

export const BASE_URL = 'http://nuri.test';

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every Request that reached the network, in order. */
  calls: Request[];
}

export function fakeFetch(respond: (request: Request) => Response | Promise<Response>): FakeFetch {
  const calls: Request[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    return respond(request);
  };
  return { fetch: fetchFn, calls };
}

/** A JSON envelope answer as the API sends it. */
export function envelopeResponse(status: number, result: unknown, message = 'message'): Response {
  return new Response(JSON.stringify({ code: status, message, result }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export interface FakePresenter {
  presenter: ErrorPresenter;
  alerts: AlertOptions[];
  redirects: string[];
  /** Closes the oldest open alert (alerts stay open until closed when `hold`). */
  close(): Promise<void>;
}

export function fakePresenter(hold = false): FakePresenter {
  const alerts: AlertOptions[] = [];
  const redirects: string[] = [];
  const open: (() => void)[] = [];
  return {
    alerts,
    redirects,
    presenter: {
      alert(a) {
        alerts.push(a);
        return hold ? new Promise<void>((resolve) => open.push(resolve)) : undefined;
      },
      redirect(path) {
        redirects.push(path);
      },
    },
    async close() {
      open.shift()?.();
      await settle();
    },
  };
}

export function fakeProgress(): { stop(): void; stops: number } {
  const progress = {
    stops: 0,
    stop() {
      progress.stops += 1;
    },
  };
  return progress;
}

/** Lets queued promise callbacks and timers run. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type Outcome =
  { state: 'pending' } | { state: 'resolved'; value: unknown } | { state: 'rejected'; error: unknown };

/** What a promise did within `ms` milliseconds. */
export async function outcomeOf(promise: Promise<unknown>, ms = 50): Promise<Outcome> {
  const timer = settle(ms).then((): Outcome => ({ state: 'pending' }));
  const result = promise.then(
    (value): Outcome => ({ state: 'resolved', value }),
    (error: unknown): Outcome => ({ state: 'rejected', error }),
  );
  return Promise.race([result, timer]);
}
