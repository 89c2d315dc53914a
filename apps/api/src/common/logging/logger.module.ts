import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { PinoLogger, LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import { pinoHttp } from 'pino-http';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request id: the caller's X-Request-Id when well-formed, otherwise a new UUID; echoed back. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Whether log lines are written for people (pino-pretty) rather than as JSON: LOG_FORMAT=pretty,
 * or auto with a terminal as output outside production. Pretty needs pino-pretty, a development
 * dependency: without it the lines stay JSON.
 */
export function prettyLogs(format: 'auto' | 'json' | 'pretty', tty: boolean, nodeEnv: string | undefined): boolean {
  const wanted = format === 'pretty' || (format === 'auto' && tty && nodeEnv !== 'production');
  if (!wanted) return false;
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** pino-pretty's options: time, level, then the request line or the message (with its context). */
const PRETTY = {
  target: 'pino-pretty',
  options: {
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,context',
    messageFormat: '{if context}[{context}] {end}{if req}{req.method} {req.url} → {res.statusCode} ({responseTime} ms) {end}{msg}',
    singleLine: true,
  },
};

/**
 * pino-http's options (request id, redaction, the request line's fields): the Nest middleware's
 * and the front path's (common/http/front-path.ts), so both write the same lines.
 */
export function pinoHttpOptions(c: AppConfig) {
  return {
    level: c.values.LOG_LEVEL,
    ...(prettyLogs(c.values.LOG_FORMAT, !!process.stdout.isTTY, process.env.NODE_ENV) ? { transport: PRETTY } : {}),
    genReqId: requestIdOf,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'req.query.crtfckey'],
    autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/api/health') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Never log API keys passed in the query string.
        url: req.url.replace(/(crtfckey=)[^&]+/i, '$1***'),
      }),
    },
  };
}

/** Structured request logging (pino) with a request id on every line (JSON, or readable in a terminal). */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (c: AppConfig) => ({
        // Nest 11 path syntax for "every route".
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: pinoHttpOptions(c),
      }),
    }),
  ],
})
export class LoggingModule {}

/**
 * The front path's request logging (common/http/front-path.ts): pino-http with the same options on
 * the same logger as the Nest middleware, or null while request lines are not written (LOG_LEVEL
 * above info: the front path then only sets the request id). Decided once the logger exists.
 */
export function frontRequestLog(c: AppConfig): () => RequestHandler | null {
  let mw: RequestHandler | null | undefined;
  return () => {
    if (mw !== undefined) return mw;
    const root = PinoLogger.root as PinoLogger['logger'] | undefined;
    if (!root) return null;
    if (!root.isLevelEnabled('info')) return (mw = null);
    const { transport: _pretty, ...options } = { transport: undefined, ...pinoHttpOptions(c) };
    return (mw = pinoHttp({ ...options, logger: root }) as unknown as RequestHandler);
  };
}
