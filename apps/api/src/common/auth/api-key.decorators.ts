import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { ApiKeyScope as Scope } from '@nuri/domain';

export const API_KEY_SCOPE = 'nuri:apikey-scope';
/** Name of the OpenAPI security scheme of API keys (header X-API-Key; crtfckey in the query works the same). */
export const API_KEY_SECURITY = 'apiKey';

/**
 * The route accepts an integrator API key holding this scope (besides the bearer token), and the
 * OpenAPI document says so. Routes without it refuse keys (403), except public routes, which
 * then treat the caller as anonymous.
 */
export const ApiKeyScope = (scope: Scope): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(API_KEY_SCOPE, scope), ApiSecurity(API_KEY_SECURITY));
