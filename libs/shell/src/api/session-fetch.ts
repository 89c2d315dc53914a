/** Where requests take their token from (the app's SessionStore). */
export interface TokenSource {
  /** Resolves once no restore or refresh runs and the token is fresh. */
  ready(): Promise<void>;
  getAccessToken(): string | null;
  /** Rotates the tokens; false when the session has ended. */
  refresh(): Promise<boolean>;
}

export interface SessionFetchOptions {
  /** The UI language, sent as Accept-Language so that the server's texts match the screen. */
  language?: () => string | undefined;
}

// Only a bearer token this wrapper manages is replaced; any other Authorization is the caller's.
const BEARER = /^Bearer\s/i;

function prepared(request: Request, token: string | null, language: string | undefined): Request {
  const next = new Request(request);
  const current = next.headers.get('Authorization');
  if (token && (current === null || BEARER.test(current))) next.headers.set('Authorization', `Bearer ${token}`);
  if (language && !next.headers.has('Accept-Language')) next.headers.set('Accept-Language', language);
  return next;
}

/**
 * The API client's fetch: waits for a session restore or refresh under way, sends the current
 * access token, and after a 401 to a request that carried one, refreshes once and retries, so
 * that a token that ran out (a sleeping laptop, a late timer) does not end the session.
 */
export function createSessionFetch(base: typeof fetch, tokens: TokenSource, options: SessionFetchOptions = {}): typeof fetch {
  return async (input, init) => {
    await tokens.ready();
    const token = tokens.getAccessToken();
    const request = prepared(new Request(input, init), token, options.language?.());
    if (!token) return base(request);
    const spare = request.clone();
    const response = await base(request);
    if (response.status !== 401 || !(await tokens.refresh())) return response;
    return base(prepared(spare, tokens.getAccessToken(), undefined));
  };
}
