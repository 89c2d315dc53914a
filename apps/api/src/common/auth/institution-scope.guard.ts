import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { INSTT_SCOPE, type InsttScopeOptions } from './scope.decorators';

/** Reads the institution code a request addresses (param, query or body). */
export function requestedInsttCode(req: Request, param: string): string | undefined {
  const fromParams = (req.params as Record<string, string | undefined>)[param];
  const fromQuery = typeof req.query[param] === 'string' ? (req.query[param] as string) : undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body[param] === 'string' ? (body[param] as string) : undefined;
  return fromParams ?? fromQuery ?? fromBody;
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
    const insttCode = requestedInsttCode(req, scope.param) ?? user.insttCode;
    if (insttCode !== user.insttCode) throw new DomainError('FORBIDDEN', 'error.noPermission');
    if (scope.adminOnly && user.userSeCode !== USER_SE_CODES.INSTT_ADMIN) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return true;
  }
}
