import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useOptionalApi } from '../api/api-context';
import { sessionStoreOf } from '../api/api-session';
import { browserStorage } from '@nuri/ui';
import { ANONYMOUS_SESSION, type Session } from './session';
import { createSessionStore, type SessionStore } from './session-store';

interface SessionValue {
  session: Session;
  store: SessionStore | null;
}

const SessionContext = createContext<SessionValue>({ session: ANONYMOUS_SESSION, store: null });

export interface SessionProviderProps {
  /** The session; by default the one the app's API client takes its token from (createAppServices). */
  store?: SessionStore;
  children: ReactNode;
}

/** Gives the layouts, menus and account pieces below it the app's session. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  const api = useOptionalApi();
  const [own] = useState(() => store ?? sessionStoreOf(api) ?? createSessionStore(browserStorage()));
  const session = useSyncExternalStore(own.subscribe, own.getSnapshot, own.getSnapshot);
  const value = useMemo(() => ({ session, store: own }), [session, own]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A fixed session (catalogue, tests, previews): nothing below it can sign in or out. */
export function StaticSession({ session, children }: { session: Session; children: ReactNode }) {
  const value = useMemo(() => ({ session, store: null }), [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; anonymous outside any provider. */
export function useSession(): Session {
  return useContext(SessionContext).session;
}

/** The store behind the session, or null under a StaticSession or outside any provider. */
export function useSessionStore(): SessionStore | null {
  return useContext(SessionContext).store;
}

/** The store for screens that log in, encrypt passwords or log out (they need a real session). */
export function useAccount(): SessionStore {
  const store = useSessionStore();
  if (!store) throw new Error('useAccount() needs a SessionProvider with a session store');
  return store;
}
