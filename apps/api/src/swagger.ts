import type { INestApplication, Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { DocumentBuilder, OpenAPIObject, SwaggerModule, getSchemaPath } from '@nestjs/swagger';
import type { OperationObject, PathItemObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { routeAccessOf, securityOf, type RouteAccess } from './common/auth/route-access';
import { ErrorEnvelopeDto, FieldErrorDto } from './common/envelope/envelope';
import type { ErrorCode } from './common/errors/domain-error';
import { statusOf } from './common/errors/error-status';
import { AT_LEAST_ONE_FIELD, REQUIRED_BY_SERVICE } from './common/validation';
import { API_VERSION } from './version';

/** What each documented error status means, for every operation that can answer it. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a field failed validation (result lists { field, message }) or the request is malformed.',
  401: 'Not authenticated: no valid access token or API key (or wrong credentials). Sign in again.',
  403: 'Forbidden: the caller may not do this (role, institution, menu access, IP allow-list, unpaid institution, API key scope).',
  404: 'Not found: the resource does not exist or is not visible to the caller.',
  409: 'Conflict with the current state (duplicate, already done, still in use, not published yet).',
  410: 'Gone: the code, link or token has expired or was already used.',
  413: 'Payload too large: the body or file exceeds its limit.',
  415: 'Unsupported media type: the file type is not accepted.',
  422: 'Rule violation: the request is well-formed but a business rule refuses it.',
  429: 'Too many requests: a rate limit was reached; retry later.',
  503: 'Service unavailable: a dependency (database, mail, SMS, upstream map service) is down; retry later.',
};

/** The 400 of an operation without parameters: only the body parser can refuse it. */
const MALFORMED_ONLY = 'Bad request: the request body is not valid JSON (the operation takes no parameters).';

interface Route {
  controller: Type<unknown>;
  handler: string;
  access: RouteAccess;
}

/** Every controller handler of the application, by the operationId the document gives it. */
function routesByOperationId(app: INestApplication): Map<string, Route> {
  const out = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, (...args: never[]) => unknown>;
      // Handlers of the class and of its base classes (e.g. the content module's thumbnail routes).
      for (let own: object | null = proto; own && own !== Object.prototype; own = Object.getPrototypeOf(own)) {
        for (const handler of Object.getOwnPropertyNames(own)) {
          const fn = proto[handler];
          if (handler === 'constructor' || typeof fn !== 'function' || Reflect.getMetadata(PATH_METADATA, fn) === undefined) continue;
          const id = operationIdOf(controller.name, handler);
          if (!out.has(id)) out.set(id, { controller, handler, access: routeAccessOf(controller, fn) });
        }
      }
    }
  }
  return out;
}

const operationIdOf = (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`;

/**
 * The error statuses an operation can answer: from its route metadata (the global guards and
 * pipes) and from the domain errors its handler can raise (src/error-metadata.ts, generated
 * from the code by scripts/generate-error-metadata.mjs).
 */
export function errorStatusesOf(op: OperationObject, access: RouteAccess, codes: readonly string[]): number[] {
  const statuses = new Set<number>(codes.map((c) => statusOf(c as ErrorCode)).filter((s) => s >= 400 && s !== 500));
  // The global pipes (RejectNul, validation) check every path, query and body parameter, and
  // the JSON body parser, which runs on every route, refuses a body that is not JSON.
  statuses.add(400);
  // The body parser (JSON) and the upload handlers cap the body size.
  if (op.requestBody) statuses.add(413);
  // A token (or an API key) is checked: refused keys, IP allow-list, unpaid institution.
  if (!access.isPublic) statuses.add(401).add(403);
  if (access.apiKeyScope) statuses.add(401).add(403).add(429);
  if (access.roles || access.insttScope || access.menuAccess) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** Security and error responses of every operation, derived from the route metadata. */
function describeOperations(document: OpenAPIObject, app: INestApplication, errorCodes: Record<string, readonly string[]>): void {
  const routes = routesByOperationId(app);
  const envelope = { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } };
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const op of Object.values(item) as OperationObject[]) {
      if (!op?.operationId) continue;
      const route = routes.get(op.operationId);
      if (!route) throw new Error(`no route for operation ${op.operationId}`);
      op.security = securityOf(route.access);
      alignRequiredQuery(op, route);
      const codes = errorCodes[`${route.controller.name}.${route.handler}`] ?? [];
      const takesInput = !!(op.parameters?.length || op.requestBody);
      for (const status of errorStatusesOf(op, route.access, codes)) {
        const description = status === 400 && !takesInput && !codes.some((c) => statusOf(c as ErrorCode) === 400) ? MALFORMED_ONLY : ERROR_DESCRIPTIONS[status];
        op.responses[String(status)] = { description: description ?? 'Error', content: envelope };
      }
      op.responses.default = { description: 'Unexpected error (5xx), in the same envelope.', content: envelope };
    }
  }
}

/** The validated fields of a DTO class the validation pipe requires (no @IsOptional()/@ValidateIf()); undefined without rules. */
function requiredByValidation(cls: Type<unknown>): Set<string> | undefined {
  const rules = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  if (!rules.length) return undefined;
  const optional = new Set(rules.filter((r) => r.type === ValidationTypes.CONDITIONAL_VALIDATION).map((r) => r.propertyName));
  // @Allow() (whitelist) accepts anything, absence included; @RequiredByService() is required all the same.
  const byService = (Reflect.getMetadata(REQUIRED_BY_SERVICE, cls) as string[] | undefined) ?? [];
  return new Set([
    ...rules.filter((r) => r.type !== ValidationTypes.WHITELIST).map((r) => r.propertyName).filter((p) => !optional.has(p)),
    ...byService,
  ]);
}

/** Query parameters of an operation are required exactly when the handler's query DTOs require them. */
function alignRequiredQuery(op: OperationObject, route: Route): void {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handler) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', route.controller.prototype as object, route.handler) ?? []) as Array<Type<unknown>>;
  const required = new Set<string>();
  let known = false;
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY || arg.data !== undefined) continue;
    const fields = types[arg.index] && requiredByValidation(types[arg.index]);
    if (!fields) continue;
    known = true;
    fields.forEach((f) => required.add(f));
  }
  if (!known) return;
  for (const param of (op.parameters ?? []) as Array<{ in?: string; name?: string; required?: boolean }>) {
    if (param.in === 'query' && param.name) param.required = required.has(param.name);
  }
}

type PluginMetadata = { '@nestjs/swagger': { models: Array<[Promise<Record<string, unknown>> | Record<string, unknown>, Record<string, unknown>]> } };

/**
 * Request schemas carry the fields the server really requires: the CLI plugin reads `?` on a
 * property, while the validation pipe enforces every validated field without @IsOptional()
 * (a field with a default but no `?` is optional; one inherited from an unexported parent is
 * still there). Classes without validation rules (answers) are left as the plugin made them.
 */
async function alignRequiredFields(document: OpenAPIObject, metadata: PluginMetadata): Promise<void> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, { required?: string[]; properties?: Record<string, unknown>; minProperties?: number }>;
  for (const [modulePromise, classes] of metadata['@nestjs/swagger'].models) {
    const module = await modulePromise;
    for (const name of Object.keys(classes)) {
      const cls = module[name] as Type<unknown> | undefined;
      const schema = schemas[name];
      if (!cls || !schema?.properties) continue;
      if (Reflect.getMetadata(AT_LEAST_ONE_FIELD, cls)) schema.minProperties = 1;
      const validated = requiredByValidation(cls);
      if (!validated) continue;
      const required = Object.keys(schema.properties).filter((p) => validated.has(p));
      if (required.length) schema.required = required;
      else delete schema.required;
    }
  }
}

/** Builds the OpenAPI 3 document; DTO properties come from the CLI plugin's metadata. */
export async function buildOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  // Generated by scripts/generate-metadata.mjs (the @nestjs/swagger CLI plugin, run ahead of
  // time so SWC-compiled tests and tsc builds describe DTOs the same way).
  const { default: metadata } = await import('./metadata');
  await SwaggerModule.loadPluginMetadata(metadata);
  const config = new DocumentBuilder()
    .setTitle('Nuri Map API')
    .setDescription(
      'REST API of Nuri Map (누리지도), the map-publishing subscription platform. Every JSON answer is ' +
        'the envelope { code, message, result }; every operation lists the error statuses it can answer, ' +
        'each with that envelope; see docs/api-guide.md.',
    )
    .setVersion(API_VERSION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: 'Integrator API key (docs/api-guide.md "API keys"); the crtfckey query parameter works the same. Accepted only by the routes listing this scheme.',
      },
      'apiKey',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationIdOf,
    extraModels: [ErrorEnvelopeDto, FieldErrorDto],
  });
  const { default: errorCodes } = await import('./error-metadata');
  describeOperations(document, app, errorCodes);
  await alignRequiredFields(document, (await metadata()) as unknown as PluginMetadata);
  return document;
}

export function mountSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Nuri Map API',
  });
}
