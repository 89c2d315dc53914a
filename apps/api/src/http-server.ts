import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of the proxies
 * in front (nginx keeps upstream connections 60 s by default, cloud load balancers 60 s): with
 * Node's default of 5 s the API would close a connection the proxy is just reusing, and that
 * request fails (a 502 at the proxy, ECONNRESET at a client; the resilience suite's keep-alive
 * clients saw it).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeouts to the API's HTTP server (headers must outlast keep-alive). */
export function configureHttpServer(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}
