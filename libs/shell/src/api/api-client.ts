import { createApiClient, type ApiClient, type Envelope, type ErrorPresenter, type paths } from '@nuri/api-client';

// The generated schema does not carry /api/health yet; until it does, the one path the app
// uses is declared here. Once generated, the generated definition wins automatically.
interface HealthPath {
  '/api/health': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': Envelope<unknown> } };
      };
    };
  };
}

export type AppPaths = '/api/health' extends keyof paths ? paths : paths & HealthPath;
export type AppApiClient = ApiClient<AppPaths>;

export interface AppApiClientOptions {
  presenter: ErrorPresenter;
  getAccessToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** '/admin' in the admin app: a 401 then leads to /admin/logout. */
  adminContextPath?: () => string | undefined;
  /** Where a 403 leads (the stored return address of this app). */
  returnAddress?: () => string | undefined;
}

/** The app's one API client: same origin, errors shown through the app's presenter. */
export function createAppApiClient({ presenter, getAccessToken, fetch, adminContextPath, returnAddress }: AppApiClientOptions): AppApiClient {
  return createApiClient<AppPaths>({ baseUrl: '', presenter, getAccessToken, fetch, adminContextPath, returnAddress });
}
