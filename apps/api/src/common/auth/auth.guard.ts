import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import type { ApiKeyScope } from '@nuri/domain';
import { ApiKeyAuthenticator, presentedApiKey } from './api-key.authenticator';
import { API_KEY_SCOPE } from './api-key.decorators';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC } from './decorators';

/**
 * Global guard: every route needs a valid access token unless marked @Public(). On public
 * routes a valid token still identifies the caller (e.g. shared content), an invalid one is
 * ignored. Without a bearer token, an integrator API key (X-API-Key header or crtfckey query) is
 * the alternative on routes declaring @ApiKeyScope (ApiKeyAuthenticator); other routes refuse a
 * key (403), public ones ignore it.
 */
@Injectable()
export class AccessTokenGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeyAuthenticator,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const presented = presentedApiKey(req);
    const apiKey = req.headers.authorization ? undefined : presented;
    if (apiKey !== undefined) {
      const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, [context.getHandler(), context.getClass()]);
      if (!isPublic || scope) {
        req.user = await this.apiKeys.authenticate(req, apiKey, scope);
        return true;
      }
    }
    if (!isPublic) return (await super.canActivate(context)) as boolean;
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
