import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { INSTT_SCOPE, type InsttScopeOptions } from './scope.decorators';

export interface RequestedInstitution {
  /** Every institution code the request names (path, query and body), deduplicated. */
  codes: string[];
  /** A value that is not a plain string (an array, an object): refused outright. */
  malformed: boolean;
}

/**
 * Every institution code a request names. A handler may read any of the three places, so all
 * of them must name the caller's institution, not just the first one found.
 */
export function requestedInstitution(req: Request, param: string): RequestedInstitution {
  const body = req.body as Record<string, unknown> | undefined;
  const values = [(req.params as Record<string, unknown>)[param], req.query[param], body?.[param]].filter(
    (v) => v !== undefined && v !== null && v !== '',
  );
  return {
    codes: [...new Set(values.filter((v): v is string => typeof v === 'string'))],
    malformed: values.some((v) => typeof v !== 'string'),
  };
}

/** Tenant isolation: institution routes answer only their own members (and provider admins). */
@Injectable()
export class InstitutionScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const scope = this.reflector.getAllAndOverride<Required<InsttScopeOptions> | undefined>(INSTT_SCOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!scope) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
    const requested = requestedInstitution(req, scope.param);
    if (requested.malformed || requested.codes.some((code) => code !== user.insttCode)) {
      throw new DomainError('FORBIDDEN', 'error.noPermission');
    }
    if (scope.adminOnly && user.userSeCode !== USER_SE_CODES.INSTT_ADMIN) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return true;
  }
}
