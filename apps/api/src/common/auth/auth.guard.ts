import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC } from './decorators';

/**
 * Global guard: every route needs a valid access token unless marked @Public(). On public
 * routes a valid token still identifies the caller (e.g. shared content), an invalid one is
 * ignored.
 */
@Injectable()
export class AccessTokenGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // Anonymous access stays possible with a stale token.
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    return user;
  }
}
