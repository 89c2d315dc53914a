import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { localeOf, translate } from '../i18n/locale';
import { DomainError } from './domain-error';
import { codeOfStatus, defaultMessageKey, statusOf } from './error-status';
import { isServiceUnavailable } from './unavailable';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * The one exception filter: every error leaves as the envelope { code, message, result } with
 * the proper HTTP status. Unknown errors become 500 with a generic text; internals are logged,
 * never sent.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    if (res.headersSent) return;
    const locale = localeOf(req);
    const domain = this.toDomainError(exception);
    const status = statusOf(domain.code);
    const message = translate(domain.messageKey, domain.params, locale);
    if (status === 503 && !(exception instanceof DomainError)) {
      this.logger.warn({ path: req?.originalUrl }, `service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (status >= 500) {
      this.logger.error(
        { err: exception, path: req?.originalUrl },
        exception instanceof Error ? exception.message : 'unknown error',
      );
    }
    res.status(status).json({ code: status, message, result: this.localizeResult(domain.result, locale) ?? message });
  }

  /** Field errors may carry catalog keys (DTO messages in the spec's words): translate them. */
  private localizeResult(result: unknown, locale: ReturnType<typeof localeOf>): unknown {
    if (!Array.isArray(result)) return result;
    return result.map((f: unknown) => {
      if (!f || typeof f !== 'object' || !('field' in f) || !('message' in f) || typeof f.message !== 'string') return f;
      const params = 'params' in f && f.params && typeof f.params === 'object' ? (f.params as Record<string, string | number>) : {};
      return { field: f.field, message: translate(f.message, params, locale) };
    });
  }

  private toDomainError(exception: unknown): DomainError {
    if (exception instanceof DomainError) return exception;
    if (exception instanceof HttpException) {
      const code = codeOfStatus(exception.getStatus());
      return new DomainError(code, defaultMessageKey(code));
    }
    // Errors raised by express middleware (body-parser: entity.too.large, entity.parse.failed…).
    const httpLike = exception as HttpLikeError | null;
    const status = httpLike?.status ?? httpLike?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = codeOfStatus(status);
      return new DomainError(code, defaultMessageKey(code));
    }
    // PostgreSQL or Redis unreachable (an outage, a restart, a failover): 503, retry later.
    if (isServiceUnavailable(exception)) return new DomainError('SERVICE_UNAVAILABLE', 'error.serviceUnavailable');
    return new DomainError('INTERNAL', 'error.serverError');
  }
}
