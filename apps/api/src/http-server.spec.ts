import http from 'node:http';
import { configureHttpServer, KEEP_ALIVE_TIMEOUT_MS } from './http-server';

describe('configureHttpServer', () => {
  it('keeps idle connections longer than the proxies in front (60 s), headers longer still', () => {
    const server = http.createServer();
    configureHttpServer(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
