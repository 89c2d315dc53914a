import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserSeCode } from '@nuri/domain';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'nuri:public';
export const ROLES = 'nuri:roles';
/** Set on a handler that takes @CurrentUser(): on a public route, a token is optional but used. */
export const READS_CALLER = 'nuri:reads-caller';

/** A route anyone may call without a token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Only callers whose userSeCode is listed. */
export const Roles = (...codes: UserSeCode[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, codes);

/** The authenticated caller (set by the auth guard). */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest<Request & { user?: AuthUser }>().user,
  [(target: object, key: string | symbol | undefined) => {
    if (key !== undefined) Reflect.defineMetadata(READS_CALLER, true, (target as Record<string | symbol, object>)[key]);
  }],
);
