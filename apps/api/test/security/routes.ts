import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { API_KEY_SCOPE } from '../../src/common/auth/api-key.decorators';
import { IS_PUBLIC, READS_CALLER, ROLES } from '../../src/common/auth/decorators';
import { INSTT_SCOPE, type InsttScopeOptions } from '../../src/common/auth/scope.decorators';

export interface RouteInfo {
  /** GET, POST… */
  method: string;
  /** Express path under /api, e.g. /api/layers/:lyrId. */
  path: string;
  /** The same path in OpenAPI form, e.g. /api/layers/{lyrId}. */
  openapiPath: string;
  isPublic: boolean;
  /** The handler takes @CurrentUser() (on a public route: a token is optional but used). */
  readsCaller: boolean;
  /** @ApiKeyScope: an integrator API key is accepted. */
  apiKeyScope: string | undefined;
  roles: number[] | undefined;
  insttScope: InsttScopeOptions | undefined;
  controller: string;
  handler: string;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every HTTP route of the running application with its access metadata, read from the
 * controllers Nest registered (DiscoveryModule must be imported by the test app).
 */
export function discoverRoutes(app: INestApplication): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const out: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type || !wrapper.instance) continue;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined].flat();
    const proto = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name] as (...args: unknown[]) => unknown;
      const routePath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (routePath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      for (const prefix of prefixes) {
        for (const p of [routePath].flat()) {
          const path = join('api', prefix ?? '', p);
          out.push({
            method,
            path,
            openapiPath: path.replace(/:(\w+)/g, '{$1}'),
            isPublic: !!reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, type]),
            readsCaller: !!Reflect.getMetadata(READS_CALLER, handler),
            apiKeyScope: reflector.getAllAndOverride<string>(API_KEY_SCOPE, [handler, type]),
            roles: reflector.getAllAndOverride<number[]>(ROLES, [handler, type]),
            insttScope: reflector.getAllAndOverride<InsttScopeOptions>(INSTT_SCOPE, [handler, type]),
            controller: type.name,
            handler: name,
          });
        }
      }
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A concrete URL for a route: every :param replaced (values by name, else '1'), plus a query. */
export function urlOf(route: RouteInfo, values: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}
