import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { type FrontRoute, frontPathListener, headersOf, isFresh, jsonAnswer, jsonBody, varyWith } from './front-path';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('front path', () => {
  it('takes a header-only middleware’s headers once (helmet)', () => {
    const h = headersOf(helmet());
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Content-Security-Policy']).toBeDefined();
    expect(h['X-Powered-By']).toBeUndefined();
  });

  it('adds Vary fields once each', () => {
    expect(varyWith('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(varyWith('Origin, accept-encoding', 'Accept-Encoding')).toBe('Origin, accept-encoding');
    expect(varyWith(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
  });

  it('answers 304 as Express does for a current tag, unless the request says no-cache', () => {
    const body = jsonBody({ a: 1 });
    expect(body.etag).toMatch(/^W\/"/);
    expect(isFresh(req({ 'if-none-match': body.etag }), body.etag)).toBe(true);
    expect(isFresh(req({ 'if-none-match': `"x", ${body.etag.slice(2)}` }), body.etag)).toBe(true);
    expect(isFresh(req({ 'if-none-match': body.etag, 'cache-control': 'no-cache' }), body.etag)).toBe(false);
    expect(jsonAnswer(req({ 'if-none-match': body.etag }), body).status).toBe(304);
    expect(jsonAnswer(req({}), body)).toMatchObject({ status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  });

  it('answers what a route answers, and hands everything else (and failures) to the next listener', async () => {
    const routes: FrontRoute[] = [
      { answer: (r) => (r.url === '/api/sync' ? { status: 200, headers: { Vary: 'Accept-Encoding' }, body: Buffer.from('s') } : null) },
      { answer: (r) => (r.url === '/api/async' ? Promise.resolve({ status: 204, headers: {}, body: null }) : null) },
      { answer: (r) => (r.url === '/api/fails' ? Promise.reject(new Error('x')) : null) },
    ];
    const mw = {
      helmet: helmet(),
      cors: (_q: unknown, res: { setHeader(k: string, v: string): void }, next: () => void) => {
        res.setHeader('Vary', 'Origin');
        next();
      },
      requestLog: () => null,
      requestId: (_q: IncomingMessage, res: http.ServerResponse) => {
        res.setHeader('X-Request-Id', 'id');
        return 'id';
      },
    };
    const server = http.createServer(
      frontPathListener(routes, mw as never, (_q, res) => {
        res.statusCode = 418;
        res.end('full');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sync = await fetch(`${base}/api/sync`);
      expect(sync.status).toBe(200);
      expect(await sync.text()).toBe('s');
      expect(sync.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(sync.headers.get('x-content-type-options')).toBe('nosniff');
      expect(sync.headers.get('x-request-id')).toBe('id');
      expect((await fetch(`${base}/api/async`)).status).toBe(204);
      expect((await fetch(`${base}/api/fails`)).status).toBe(418);
      expect((await fetch(`${base}/api/other`)).status).toBe(418);
      expect((await fetch(`${base}/api/sync`, { method: 'POST', body: 'x' })).status).toBe(418);
    } finally {
      server.close();
    }
  });
});
