import { ANONYMOUS_SESSION, parseSessionUser, sessionOf, type Session, type SessionUser } from './session';

export const SESSION_STORAGE_KEY = 'nuri.session';

/** The app's session, outside React so that sign-in, sign-out and the API client can reach it. */
export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Session;
  /** Called by the login flow with the user of the login answer. */
  signIn(user: SessionUser): void;
  /** Called on logout and when the session has ended. */
  signOut(): void;
}

// Storage can throw (private mode, blocked cookies): the session then lives in memory only.
function read(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, user: SessionUser | null): void {
  try {
    if (user) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignored: see read()
  }
}

/** A session kept in `storage` so that a reload keeps the user; anonymous when nothing is stored. */
export function createSessionStore(storage?: Storage): SessionStore {
  const stored = parseSessionUser(read(storage));
  let session: Session = stored ? sessionOf(stored) : ANONYMOUS_SESSION;
  const listeners = new Set<() => void>();
  const set = (next: Session) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => session,
    signIn(user) {
      write(storage, user);
      set(sessionOf(user));
    },
    signOut() {
      write(storage, null);
      set(ANONYMOUS_SESSION);
    },
  };
}
