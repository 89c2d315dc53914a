import type { Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyScope, UserSeCode } from '@nuri/domain';
import { API_KEY_SCOPE } from './api-key.decorators';
import { IS_PUBLIC, READS_CALLER, ROLES } from './decorators';
import { INSTT_SCOPE, MENU_ACCESS, type InsttScopeOptions } from './scope.decorators';

/** Who may call a route, as its decorators say (what the global guards read). */
export interface RouteAccess {
  /** @Public(): anyone; a valid token still identifies the caller where the handler reads it. */
  isPublic: boolean;
  /** The handler takes @CurrentUser(): on a public route the token is optional but used. */
  readsCaller: boolean;
  roles: UserSeCode[] | undefined;
  insttScope: InsttScopeOptions | undefined;
  menuAccess: string | undefined;
  /** Integrator API keys holding this scope are accepted besides the bearer token. */
  apiKeyScope: ApiKeyScope | undefined;
}

const reflector = new Reflector();

export function routeAccessOf(controller: Type<unknown>, handler: (...args: never[]) => unknown): RouteAccess {
  const read = <T>(key: string) => reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
  return {
    isPublic: !!read<boolean>(IS_PUBLIC),
    readsCaller: !!Reflect.getMetadata(READS_CALLER, handler),
    roles: read<UserSeCode[]>(ROLES),
    insttScope: read<InsttScopeOptions>(INSTT_SCOPE),
    menuAccess: read<string>(MENU_ACCESS),
    apiKeyScope: read<ApiKeyScope>(API_KEY_SCOPE),
  };
}

/**
 * The OpenAPI security requirement of a route: bearer (and the API key where a scope is
 * declared). Public routes: none (`[]`), or optional (`{}` first) when the handler uses the
 * caller a token identifies, or accepts an API key.
 */
export function securityOf(access: RouteAccess): Array<Record<string, string[]>> {
  const bearer = !access.isPublic || access.readsCaller ? [{ bearer: [] }] : [];
  const apiKey = access.apiKeyScope ? [{ apiKey: [] }] : [];
  if (!access.isPublic) return [...bearer, ...apiKey];
  return bearer.length || apiKey.length ? [{}, ...bearer, ...apiKey] : [];
}
