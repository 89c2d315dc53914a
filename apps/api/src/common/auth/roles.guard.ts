import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserSeCode } from '@nuri/domain';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { ROLES } from './decorators';

/** Refuses callers whose role code is not listed by @Roles() (403). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserSeCode[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    if (!roles.includes(user.userSeCode)) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return true;
  }
}
