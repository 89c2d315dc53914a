import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import etag from 'etag';
import { startTime } from 'pino-http';

/** What a front route answers: status, its own headers and the body (null: none). */
export interface FrontAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * A hot read route answered in front of the framework (docs/performance.md "HTTP floor"). `answer`
 * returns null (synchronously, or as the promise's value) when the request is not one it answers
 * exactly as the full route would: the full route then answers it. A rejected promise also hands
 * the request to the full route, which answers (and reports) the failure as it always did.
 */
export interface FrontRoute {
  answer(req: IncomingMessage, ctx: FrontContext): FrontAnswer | Promise<FrontAnswer | null> | null;
}

/** What the full pipeline would know of the request beyond the request itself. */
export interface FrontContext {
  /** The client address as Express's req.ip gives it (through the configured trusted proxies). */
  clientIp(req: IncomingMessage): string | undefined;
}

/** The middlewares every answer passes, the same instances as the full pipeline's (configure-app.ts). */
export interface FrontMiddlewares {
  /** helmet(...) as configured: its headers do not depend on the request, so they are taken once. */
  helmet: RequestHandler;
  /** cors(...) as configured: run per request when the request names an Origin. */
  cors: RequestHandler;
  /**
   * The request id and the request log line (pino-http with the LoggingModule's options), or null
   * while request lines are not written (LOG_LEVEL above info): then only the request id is set.
   */
  requestLog: () => RequestHandler | null;
  /** Sets X-Request-Id (LoggingModule's requestIdOf). */
  requestId: (req: IncomingMessage, res: ServerResponse) => string;
  /** Express's req.ip for a raw request (the same 'trust proxy' setting). */
  clientIp: (req: IncomingMessage) => string | undefined;
}

type Headers = Record<string, string | number | readonly string[]>;

/** Runs a header-only middleware against a recorder and returns the headers it set. */
export function headersOf(mw: RequestHandler, req: Partial<IncomingMessage> = { headers: {}, method: 'GET' }): Headers {
  const out: Headers = {};
  const recorder = {
    setHeader: (k: string, v: string | number | readonly string[]) => void (out[k] = v),
    getHeader: (k: string) => out[k],
    removeHeader: (k: string) => void delete out[k],
    statusCode: 200,
    end: () => undefined,
  };
  let called = false;
  mw(req as never, recorder as never, () => void (called = true));
  if (!called) throw new Error('a front-path middleware did not pass the request on');
  return out;
}

/** A Vary value with more fields (what Express's res.vary does: each field once). */
export function varyWith(current: unknown, add: string): string {
  const fields = typeof current === 'string' && current ? current.split(',').map((f) => f.trim()) : [];
  for (const f of add.split(',').map((x) => x.trim())) {
    if (f && !fields.some((g) => g.toLowerCase() === f.toLowerCase())) fields.push(f);
  }
  return fields.join(', ');
}

/** No request body: the hot routes are GETs, and a GET with a body goes the full way. */
function bodiless(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0';
}

const noop = () => undefined;

/**
 * The front path: a request listener placed before Express. Every request that is not a plain GET
 * under /api/, or that no front route answers, goes to Express untouched. An answered request
 * gets what the full pipeline would add for it: helmet's headers, CORS (the configured
 * middleware itself when an Origin is named), the request id and, when request lines are
 * written, pino-http's line with its usual fields (timed from the request's arrival).
 */
export function frontPathListener(routes: FrontRoute[], mw: FrontMiddlewares, next: RequestListener): RequestListener {
  const fixed: Headers = { ...headersOf(mw.helmet), ...headersOf(mw.cors) };
  const ctx: FrontContext = { clientIp: mw.clientIp };
  const write = (req: IncomingMessage, res: ServerResponse, a: FrontAnswer): void => {
    for (const k in fixed) res.setHeader(k, fixed[k]);
    if (req.headers.origin !== undefined) mw.cors(req as never, res as never, noop);
    const log = mw.requestLog();
    if (log) log(req as never, res as never, noop);
    else mw.requestId(req, res);
    for (const k in a.headers) res.setHeader(k, k === 'Vary' ? varyWith(res.getHeader('Vary'), a.headers[k]) : a.headers[k]);
    res.statusCode = a.status;
    if (a.body && a.status !== 304) {
      res.setHeader('Content-Length', a.body.length);
      res.end(a.body);
    } else res.end();
  };
  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/') || !bodiless(req)) return next(req, res);
    for (const route of routes) {
      let a: ReturnType<FrontRoute['answer']>;
      try {
        a = route.answer(req, ctx);
      } catch {
        return next(req, res);
      }
      if (a === null) continue;
      if (!(a instanceof Promise)) return write(req, res, a);
      (res as unknown as Record<symbol, number>)[startTime] = Date.now();
      a.then(
        (answer) => (answer ? write(req, res, answer) : next(req, res)),
        () => next(req, res),
      );
      return;
    }
    next(req, res);
  };
}

/** Puts the front path before the server's request listeners (Express, as Nest attached it). */
export function installFrontPath(server: Server, routes: FrontRoute[], mw: FrontMiddlewares): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const rest: RequestListener = (req, res) => {
    for (const l of listeners) l.call(server, req, res);
  };
  server.on('request', frontPathListener(routes, mw, rest));
}

/** A JSON body serialized once, with the entity tag Express would give it (weak, from the bytes). */
export interface JsonBody {
  bytes: Buffer;
  etag: string;
}

export function jsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value));
  return { bytes, etag: etag(bytes, { weak: true }) };
}

/** Whether the request's validators make the answer "fresh" (304), as Express's req.fresh decides for a GET. */
export function isFresh(req: IncomingMessage, tag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(tag));
}

/**
 * What Express's res.json writes for an answer of this body: 304 when the request's tag is current
 * (a 2xx answer only, as req.fresh decides), the body with its tag otherwise.
 */
export function jsonAnswer(req: IncomingMessage, body: JsonBody, headers: Record<string, string> = {}, status = 200): FrontAnswer {
  if (status >= 200 && status < 300 && isFresh(req, body.etag)) return { status: 304, headers: { ...headers, ETag: body.etag }, body: null };
  return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', ETag: body.etag }, body: body.bytes };
}
