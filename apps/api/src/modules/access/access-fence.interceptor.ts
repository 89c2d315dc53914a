import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, type OnApplicationBootstrap } from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import { AccessEpochs } from './access-epochs.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Before a writing request (any method but GET, HEAD and OPTIONS) answers, waits until every
 * access epoch its changes touch is bumped in Redis (AccessEpochs.fence), so the very next request
 * to any API process decides anew: a revoked share, a layer made private or a removed member is
 * refused at once, though decisions are cached. Also after a failure (part of it may have been
 * committed). Registered by the HTTP API only (app.module.ts), which also starts the listener.
 */
@Injectable()
export class AccessFenceInterceptor implements NestInterceptor, OnApplicationBootstrap {
  constructor(private readonly epochs: AccessEpochs) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.epochs.start();
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (READS.has(req.method)) return next.handle();
    return next.handle().pipe(
      concatMap((value) => from(this.epochs.fence()).pipe(map(() => value))),
      catchError((e: unknown) => from(this.epochs.fence()).pipe(concatMap(() => throwError(() => e)))),
    );
  }
}
