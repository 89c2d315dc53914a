import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope as Scope } from '@nuri/domain';

export const API_KEY_SCOPE = 'nuri:apikey-scope';
/**
 * The route accepts an integrator API key holding this scope (besides the bearer token); the
 * OpenAPI document lists the apiKey scheme for it (swagger.ts). Routes without it refuse keys
 * (403), except public routes, which then treat the caller as anonymous.
 */
export const ApiKeyScope = (scope: Scope): MethodDecorator & ClassDecorator => SetMetadata(API_KEY_SCOPE, scope);
