import { createPasswordEncryptor } from '@nuri/api-client';
import {
  createAuthTransport,
  type AuthAnswer,
  type AuthTransport,
  type ExpireAnswer,
  type TokensAnswer,
} from './auth-transport';
import { ANONYMOUS_SESSION, isSignedIn, sessionOf, type Session, type SessionUser } from './session';
import {
  createSessionPersistence,
  REFRESH_TOKEN_STORAGE_KEY,
  refreshDelayMs,
  SESSION_STORAGE_KEY,
  toSessionUser,
} from './session-persistence';

export { REFRESH_TOKEN_STORAGE_KEY, SESSION_STORAGE_KEY } from './session-persistence';

/** The tokens of a login answer (POST /api/auth/login, /auth/login/second-factor, /auth/refresh). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
}

export type LoginOutcome =
  | { kind: 'signedIn'; user: SessionUser }
  /** Admin accounts (4, 14): confirm the e-mailed code (sendSecondFactor, confirmSecondFactor). */
  | { kind: 'secondFactor'; challengeId: string }
  /** The account logged in but `accept` refused it; its tokens were revoked at once. */
  | { kind: 'notAllowed'; user: SessionUser }
  /** Refused, in the server's words ('' when nothing answered: status 0). */
  | { kind: 'failed'; status: number; message: string };

export interface LoginOptions {
  /** Which accounts this app takes (the admin app: admins only). */
  accept?: (user: SessionUser) => boolean;
}

/** The app's session, outside React so that the screens, the layouts and the API client share it. */
export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Session;
  /** Starts a session: with the tokens of a login answer, or (tests, previews) a user alone. */
  signIn(user: SessionUser, tokens?: SessionTokens): void;
  /** Forgets the session in this browser without asking the server. */
  signOut(): void;
  /** Ends the login on the server (POST /api/auth/logout), then forgets it. */
  logout(): Promise<void>;
  /** The access token for API requests (kept in memory only), or null. */
  getAccessToken(): string | null;
  /** Resolves once no restore or refresh is running and the access token is fresh. */
  ready(): Promise<void>;
  /** Rotates the tokens now (one refresh at a time); false when the session has ended. */
  refresh(): Promise<boolean>;
  /** Logs in with id and password; the password leaves encrypted. */
  login(userId: string, password: string, options?: LoginOptions): Promise<LoginOutcome>;
  /** Sends (again) the admin's e-mailed login code. */
  sendSecondFactor(challengeId: string): Promise<AuthAnswer<ExpireAnswer>>;
  confirmSecondFactor(challengeId: string, code: string, options?: LoginOptions): Promise<LoginOutcome>;
  /** base64(RSA-OAEP-SHA256(plaintext)) under the server's key: every password field is sent so. */
  encryptPassword(plaintext: string): Promise<string>;
  /** Stops the refresh timer and the cross-tab listener. */
  dispose(): void;
}

export interface SessionStoreOptions {
  fetch?: typeof fetch;
  /** The UI language: the server answers refusals in it. */
  language?: () => string | undefined;
  /** The window whose storage events (other tabs) and Web Locks the store uses. */
  window?: Window;
  /** Replaces the auth calls (tests). */
  transport?: AuthTransport;
}

// Tabs share one refresh token: a refresh runs under this lock so that two tabs never spend the
// same rotating token (the server would take the second use for a theft and end the login).
const REFRESH_LOCK = 'nuri.session.refresh';
// A token this close to its end is refreshed before a request rather than after its 401.
const EXPIRY_SLACK_MS = 5_000;

/** How long after a refresh that got no answer it is tried again. */
export const REFRESH_RETRY_MS = 5_000;

/** A refresh that got no answer (0) or a server error: the token was not refused. */
const isTransient = (status: number): boolean => status === 0 || status >= 500;

/**
 * The real session: the access token in memory, the rotating refresh token in `storage`; the
 * session is restored at start with POST /api/auth/refresh and refreshed shortly before the
 * access token runs out. A refused refresh ends it. Other tabs follow through storage events.
 */
export function createSessionStore(storage?: Storage, options: SessionStoreOptions = {}): SessionStore {
  const transport = options.transport ?? createAuthTransport({ fetch: options.fetch, language: options.language });
  const encryptor = createPasswordEncryptor(() => transport.publicKey());
  const persisted = createSessionPersistence(storage);
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const listeners = new Set<() => void>();
  let access: { token: string; expiresAt: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The refresh under way, for the session (generation) it was started for.
  let refreshing: { generation: number; promise: Promise<boolean> } | null = null;
  let loggingOut: Promise<void> | null = null;
  // Bumped whenever the session is replaced: answers to older requests are then ignored.
  let generation = 0;

  const storedUser = persisted.user();
  const storedToken = persisted.refreshToken();
  let session: Session = storedUser ? sessionOf(storedUser) : ANONYMOUS_SESSION;
  if (storedToken) session = { ...session, loaded: false };

  const set = (next: Session) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const dropLocal = () => {
    generation += 1;
    stopTimer();
    access = null;
  };
  const forget = () => {
    dropLocal();
    persisted.clear();
    set(ANONYMOUS_SESSION);
  };
  const apply = (user: SessionUser, tokens: SessionTokens) => {
    access = { token: tokens.accessToken, expiresAt: Date.now() + tokens.expiresIn * 1000 };
    persisted.write(user, tokens.refreshToken);
    stopTimer();
    timer = setTimeout(() => void refresh(), refreshDelayMs(tokens.expiresIn));
    set(sessionOf(user));
  };

  const withLock = (run: () => Promise<boolean>): Promise<boolean> => {
    const locks = win?.navigator?.locks;
    // The lock is held until run() settles; its result is run()'s.
    return locks ? locks.request(REFRESH_LOCK, () => run()).then((result) => result) : run();
  };

  function refresh(): Promise<boolean> {
    if (refreshing && refreshing.generation === generation) return refreshing.promise;
    // One at a time: a refresh for an older session finishes (and is ignored) before this one.
    const before = refreshing?.promise ?? Promise.resolve(false);
    const started = generation;
    const run = async (): Promise<boolean> => {
      // Read under the lock: another tab may have rotated the token meanwhile.
      const token = persisted.refreshToken();
      if (started !== generation) return false;
      if (!token) {
        if (access || !session.loaded) forget();
        return false;
      }
      const answer = await transport.refresh(token);
      if (started !== generation) return false;
      if (!answer.ok && isTransient(answer.status)) {
        // No answer (the page is being left, the network or the server is down): the stored
        // token may still be good, so it is kept, and the refresh is tried again shortly.
        // Forgetting it here signed users out who reloaded a page during a refresh.
        stopTimer();
        timer = setTimeout(() => void refresh(), REFRESH_RETRY_MS);
        if (!session.loaded) set({ ...session, loaded: true });
        return false;
      }
      const user = answer.ok ? toSessionUser(answer.result.user) : null;
      if (!answer.ok || !user) {
        forget();
        return false;
      }
      apply(user, answer.result);
      return true;
    };
    const entry = {
      generation: started,
      promise: before
        .catch(() => false)
        .then(() => withLock(run))
        .finally(() => {
          if (refreshing === entry) refreshing = null;
        }),
    };
    refreshing = entry;
    return entry.promise;
  }

  /** A login's tokens: the session, unless this app does not take the account. */
  const complete = (tokens: TokensAnswer, options: LoginOptions): LoginOutcome => {
    const user = toSessionUser(tokens.user);
    if (!user) return { kind: 'failed', status: 0, message: '' };
    if (options.accept && !options.accept(user)) {
      void transport.logout(tokens.accessToken, tokens.refreshToken);
      return { kind: 'notAllowed', user };
    }
    // A login over another one (switching accounts) ends the previous one on the server.
    const previous = access?.token;
    if (previous) void transport.logout(previous, persisted.refreshToken());
    generation += 1;
    apply(user, tokens);
    return { kind: 'signedIn', user };
  };

  // Another tab logged in, out or as someone else: follow it (its storage writes arrive here).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== REFRESH_TOKEN_STORAGE_KEY && event.key !== SESSION_STORAGE_KEY) return;
    const user = persisted.user();
    const token = persisted.refreshToken();
    if (!user) {
      if (isSignedIn(session) || access) {
        dropLocal();
        set(ANONYMOUS_SESSION);
      }
      return;
    }
    // The same user: a token rotated by the other tab is read at the next refresh.
    if (user.userId === session.userId && (access || refreshing || !token)) return;
    dropLocal();
    if (!token) {
      set(sessionOf(user));
      return;
    }
    set({ ...sessionOf(user), loaded: false });
    void refresh();
  };
  win?.addEventListener('storage', onStorage);

  if (storedToken) void refresh();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => session,
    signIn(user, tokens) {
      generation += 1;
      if (tokens) {
        apply(user, tokens);
        return;
      }
      stopTimer();
      access = null;
      persisted.write(user, null);
      set(sessionOf(user));
    },
    signOut: forget,
    logout() {
      if (loggingOut) return loggingOut;
      loggingOut = (async () => {
        // A restore under way first: its new tokens are the ones to revoke.
        if (refreshing) await refreshing.promise;
        const token = access?.token;
        if (token) await transport.logout(token, persisted.refreshToken());
      })().finally(() => {
        loggingOut = null;
        forget();
      });
      return loggingOut;
    },
    getAccessToken: () => access?.token ?? null,
    async ready() {
      if (refreshing) await refreshing.promise;
      if (access && Date.now() >= access.expiresAt - EXPIRY_SLACK_MS) await refresh();
    },
    refresh,
    async login(userId, password, options = {}) {
      let encrypted: string;
      try {
        encrypted = await encryptor.encrypt(password);
      } catch (error) {
        encryptor.reset();
        return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : '' };
      }
      const answer = await transport.login(userId, encrypted);
      if (!answer.ok) {
        // The key may have changed on the server: fetch it again next time.
        if (answer.status === 400) encryptor.reset();
        return { kind: 'failed', status: answer.status, message: answer.message };
      }
      const { secondFactorRequired, challengeId, accessToken, refreshToken, expiresIn, user } = answer.result;
      if (secondFactorRequired && challengeId) return { kind: 'secondFactor', challengeId };
      if (!accessToken || !refreshToken || !expiresIn || !user) return { kind: 'failed', status: 0, message: '' };
      return complete({ accessToken, refreshToken, expiresIn, user }, options);
    },
    sendSecondFactor: (challengeId) => transport.sendSecondFactor(challengeId),
    async confirmSecondFactor(challengeId, code, options = {}) {
      const answer = await transport.confirmSecondFactor(challengeId, code);
      if (!answer.ok) return { kind: 'failed', status: answer.status, message: answer.message };
      return complete(answer.result, options);
    },
    encryptPassword: (plaintext) => encryptor.encrypt(plaintext),
    dispose() {
      stopTimer();
      win?.removeEventListener('storage', onStorage);
    },
  };
}
