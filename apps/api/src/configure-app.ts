import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import cors from 'cors';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { installFrontPath } from './common/http/front-path';
import { frontRequestLog, requestIdOf } from './common/logging/logger.module';
import { RejectNulPipe } from './common/reject-nul.pipe';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { PickerFastPath } from './modules/basemaps';
import { LiveFrontRoute } from './modules/health';
import { TileFastPath } from './modules/tiles';
import { SuggestFrontRoute } from './modules/geocoding';
import { mountStaticApps } from './static-apps';
import { buildOpenApiDocument, mountSwagger } from './swagger';

/** Everything main.ts and the e2e tests apply to the Nest application, in one place. */
export async function configureApp(app: INestApplication): Promise<void> {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // The client address (IP restriction, rate limits) is taken from X-Forwarded-For only through
  // the configured proxies.
  (app.getHttpAdapter().getInstance() as { set(key: string, value: unknown): void }).set(
    'trust proxy',
    config.values.TRUST_PROXY,
  );
  app.useGlobalPipes(new RejectNulPipe(), createValidationPipe());
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Base maps and remote layers load tiles and capabilities from other origins.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", 'https:', 'http:'],
        'worker-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
      },
    },
      crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders);
  const corsOptions = { origin: config.values.CORS_ORIGINS, credentials: true, exposedHeaders: ['X-Request-Id'] };
  app.enableCors(corsOptions);
  app.enableShutdownHooks();
  const document = await buildOpenApiDocument(app);
  mountSwagger(app, document);
  if (config.values.SERVE_APPS) {
    mountStaticApps(app, { web: config.webDistDir, admin: config.adminDistDir }, config.values.PUBLIC_BASE_URL);
  }
  // The hot anonymous reads, answered in front of the framework with the same middlewares' headers
  // and log line (docs/performance.md "HTTP floor"); everything else reaches Express unchanged.
  const express = app.getHttpAdapter().getInstance() as { request: object };
  const routes = [app.get(LiveFrontRoute), app.get(TileFastPath), app.get(PickerFastPath), app.get(SuggestFrontRoute)];
  installFrontPath(app.getHttpServer() as Server, routes, {
    helmet: securityHeaders,
    cors: cors(corsOptions),
    requestLog: frontRequestLog(config),
    requestId: requestIdOf,
    // Express's own req.ip getter (proxy-addr with the 'trust proxy' setting) read on a view of the raw request.
    clientIp: (req) =>
      (
        Object.create(express.request, {
          headers: { value: req.headers },
          connection: { value: req.socket },
          socket: { value: req.socket },
        }) as { ip?: string }
      ).ip,
  });
}
