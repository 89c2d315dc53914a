import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { localeOf, translate } from '../i18n/locale';
import { RAW_RESPONSE } from './raw-response.decorator';

/** Wraps every successful handler result in { code, message, result } unless marked raw. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw || context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof StreamableFile || res.headersSent) return result;
        const code = res.statusCode;
        return { code, message: translate('common.success', {}, localeOf(req)), result: result ?? null };
      }),
    );
  }
}
