// createApiClient: openapi-fetch plus the house rules (cleanup, headers, errors, status).
import createClient, { type Client } from 'openapi-fetch';
import { createApiStatus } from './api-status';
import { createApiMiddleware } from './middleware';
import { cleanBodySerializer, createCleanQuerySerializer } from './serializers';
import type { ApiClientOptions, ApiStatus } from './types';
import { unwrap } from './unwrap';

/** openapi-fetch's typed client (GET, POST, PUT, DELETE, PATCH…) plus status and unwrap. */
export interface ApiClient<Paths extends object> extends Client<Paths> {
  readonly status: ApiStatus;
  unwrap: typeof unwrap;
}

export function createApiClientFor<Paths extends object>(opts: ApiClientOptions): ApiClient<Paths> {
  const status = createApiStatus();
  const client = createClient<Paths>({
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    // Per-call querySerializer/bodySerializer overrides skip the cleanup and crtfckey.
    querySerializer: createCleanQuerySerializer(opts.apiKey),
    bodySerializer: cleanBodySerializer,
  });
  client.use(createApiMiddleware(opts, status));
  return Object.assign(client, { status: { get: status.get, reset: status.reset }, unwrap });
}
