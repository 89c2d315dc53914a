import type { components, PublicKeyInfo } from '@nuri/api-client';

type Schemas = components['schemas'];
export type LoginAnswer = Schemas['LoginResultDto'];
export type TokensAnswer = Schemas['TokensDto'];
export type SessionUserAnswer = Schemas['SessionUserDto'];
export type ExpireAnswer = Schemas['ExpireDto'];

/** A call's result, or the refusal in the server's words (status 0: no answer). */
export type AuthAnswer<T> = { ok: true; result: T } | { ok: false; status: number; message: string };

/**
 * The login calls (API.md §2 "Auth & verification"). They bypass the app's API client on
 * purpose: its 401 rule ('the session has ended' + logout) fits a request made with a
 * session, not a wrong password, an expired login challenge or a refresh token that is spent.
 * Screens show these refusals themselves, in the server's words.
 */
export interface AuthTransport {
  publicKey(): Promise<PublicKeyInfo>;
  login(userId: string, encryptedPassword: string): Promise<AuthAnswer<LoginAnswer>>;
  sendSecondFactor(challengeId: string): Promise<AuthAnswer<ExpireAnswer>>;
  confirmSecondFactor(challengeId: string, emailCrtfcKey: string): Promise<AuthAnswer<TokensAnswer>>;
  refresh(refreshToken: string): Promise<AuthAnswer<TokensAnswer>>;
  logout(accessToken: string, refreshToken: string | null): Promise<AuthAnswer<unknown>>;
}

export interface AuthTransportOptions {
  /** The app's fetch (a fake one in tests); the browser's by default. */
  fetch?: typeof fetch;
  /** '' for the same origin. */
  baseUrl?: string;
  /** The UI language, so that the server answers in it. */
  language?: () => string | undefined;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  result?: unknown;
}

/** A 400's field list reads better than its summary ('check the input'). */
function refusalText(body: Envelope): string {
  if (typeof body.result === 'string' && body.result.trim() !== '') return body.result;
  if (Array.isArray(body.result)) {
    const lines = body.result
      .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { message?: unknown }).message : item))
      .filter((line): line is string => typeof line === 'string' && line !== '');
    if (lines.length > 0) return lines.join('\n');
  }
  return typeof body.message === 'string' ? body.message : '';
}

export function createAuthTransport({ fetch: given, baseUrl = '', language }: AuthTransportOptions = {}): AuthTransport {
  // Looked up per call: a test may install its fetch after the store was made.
  const send = (input: string, init: RequestInit) => (given ?? globalThis.fetch)(input, init);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<AuthAnswer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const lang = language?.();
    if (lang) headers['Accept-Language'] = lang;
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, message: '' };
    }
    let parsed: Envelope = {};
    try {
      const value: unknown = await response.json();
      if (typeof value === 'object' && value !== null) parsed = value as Envelope;
    } catch {
      // not JSON: an answer without a text (proxy error page…)
    }
    if (response.ok) return { ok: true, result: parsed.result as T };
    return { ok: false, status: response.status, message: refusalText(parsed) };
  }

  return {
    async publicKey() {
      const answer = await call<PublicKeyInfo>('GET', '/api/auth/public-key');
      if (!answer.ok) throw new Error(answer.message || `public key: HTTP ${answer.status}`);
      return answer.result;
    },
    login: (userId, password) => call('POST', '/api/auth/login', { userId, password }),
    sendSecondFactor: (challengeId) => call('POST', '/api/emailAuthentication/send', { challengeId }),
    confirmSecondFactor: (challengeId, emailCrtfcKey) =>
      call('POST', '/api/auth/login/second-factor', { challengeId, emailCrtfcKey }),
    refresh: (refreshToken) => call('POST', '/api/auth/refresh', { refreshToken }),
    logout: (accessToken, refreshToken) =>
      call('POST', '/api/auth/logout', refreshToken ? { refreshToken } : {}, accessToken),
  };
}
