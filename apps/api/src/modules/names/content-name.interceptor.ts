import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { checkContentName, CONTENT_NAME_FIELDS, RESTRICTED_WORD_CONFIRM_HEADER } from '@nuri/domain';
import type { Request } from 'express';
import { Observable, from, mergeMap } from 'rxjs';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, type FieldError } from '../../common/errors/domain-error';
import { RestrictedNameStore } from './restricted-name-store';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface Flagged {
  field: string;
  value: string;
  word: string;
}

/**
 * The content-name rule (docs/api-guide.md "Names") on every write whose body carries a content
 * title, gallery entry or group name (CONTENT_NAME_FIELDS): a banned word is refused 422; a
 * restricted word 422 unless the request confirms it with X-Restricted-Word-Confirm: Y; a
 * confirmed use is recorded for the operators' review once the request has succeeded.
 */
@Injectable()
export class ContentNameInterceptor implements NestInterceptor {
  constructor(private readonly names: RestrictedNameStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (!WRITE_METHODS.has(req.method) || !req.body || typeof req.body !== 'object') return next.handle();
    const confirmed = req.header(RESTRICTED_WORD_CONFIRM_HEADER)?.trim().toUpperCase() === 'Y';
    const errors: FieldError[] = [];
    const flagged: Flagged[] = [];
    const body = req.body as Record<string, unknown>;
    for (const field of CONTENT_NAME_FIELDS) {
      const value = body[field];
      if (typeof value !== 'string' || !value.trim()) continue;
      const check = checkContentName(value, { confirmed });
      if (!check.ok) errors.push({ field, message: check.messageKey, params: check.params });
      else if (check.restrictedWord) flagged.push({ field, value: value.trim(), word: check.restrictedWord });
    }
    if (errors.length) throw new DomainError('RULE_VIOLATION', errors[0].message, errors[0].params, errors);
    if (!flagged.length) return next.handle();
    const route = `${req.method} ${req.baseUrl ?? ''}${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
    return next
      .handle()
      .pipe(mergeMap((result) => from(this.record(flagged, route, req.user).then(() => result))));
  }

  private async record(flagged: Flagged[], route: string, user: AuthUser | undefined): Promise<void> {
    for (const f of flagged) {
      await this.names.record({
        field: f.field,
        route: route.slice(0, 200),
        nameValue: f.value.slice(0, 300),
        word: f.word,
        userId: user?.userId ?? '',
        insttCode: user?.insttCode ?? null,
      });
    }
  }
}
