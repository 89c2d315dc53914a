import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request id: the caller's X-Request-Id when well-formed, otherwise a new UUID; echoed back. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Structured request logging (pino) with a request id on every line. */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (c: AppConfig) => ({
        // Nest 11 path syntax for "every route".
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: c.values.LOG_LEVEL,
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
        },
      }),
    }),
  ],
})
export class LoggingModule {}
