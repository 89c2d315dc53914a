import type { SessionStore } from '../account/session-store';

// The session an app's API client takes its token from: createAppServices binds them, and the
// SessionProvider below the client's ApiProvider finds the same session through it.
const sessions = new WeakMap<object, SessionStore>();

export function bindSessionStore(client: object, store: SessionStore): void {
  sessions.set(client, store);
}

/** The session bound to this API client, or null. */
export function sessionStoreOf(client: object | null): SessionStore | null {
  return (client && sessions.get(client)) ?? null;
}
