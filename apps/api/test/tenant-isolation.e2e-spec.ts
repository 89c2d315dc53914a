import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, Reflector } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC } from '../src/common/auth/decorators';
import { INSTT_SCOPE, type InsttScopeOptions } from '../src/common/auth/scope.decorators';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
}
type OpenApiPaths = Record<string, Partial<Record<Method, Operation>>>;

/** What the route declares about itself, keyed by the OpenAPI operationId (`Controller_method`). */
interface RouteFacts {
  isPublic: boolean;
  /** Where an @InsttScoped route reads the institution code, when it is one. */
  scopeParam?: string;
}

interface Target {
  method: Method;
  path: string;
  operationId: string;
  url: string;
  isPublic: boolean;
}

/** Reads @Public() and @InsttScoped() of every controller method the app serves. */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const reflector = app.get(Reflector);
  const facts = new Map<string, RouteFacts>();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    for (
      let proto: object | null = controller.prototype;
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, controller];
        const scope = reflector.getAllAndOverride<Required<InsttScopeOptions> | undefined>(
          INSTT_SCOPE,
          targets,
        );
        const id = `${controller.name.replace(/Controller$/, '')}_${name}`;
        if (!facts.has(id))
          facts.set(id, {
            isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
            scopeParam: scope?.param,
          });
      }
    }
  }
  return facts;
}

/**
 * Tenant isolation over the whole OpenAPI document: every operation under an {insttCode} path,
 * and every route declared @InsttScoped, must refuse members and admins of another institution
 * (403) and anonymous callers (401) unless it is public. New routes are discovered, not listed.
 */
describe('tenant isolation (every institution-scoped operation of the OpenAPI document)', () => {
  let app: INestApplication;
  let targets: Target[];
  let foreignMember: { Authorization: string };
  let foreignAdmin: { Authorization: string };

  beforeAll(async () => {
    app = await createTestApp([DiscoveryModule]);
    const f = new Factories(app);
    const a = await f.newInstitution();
    const b = await f.newInstitution();
    // Real ids of institution A where a path names one: the attack is on A's actual data.
    const aMember = await f.newUser({ insttCode: a.insttCode, userSeCode: 12 });
    foreignMember = (await f.actor(b.insttCode, 12)).auth;
    foreignAdmin = (await f.actor(b.insttCode, 14)).auth;
    const dummy = (p: Parameter | undefined, name: string): string => {
      if (name === 'insttCode') return a.insttCode;
      if (name === 'userId') return aMember.userId;
      return p?.schema?.type === 'string' ? 'dummy1' : '1';
    };

    const doc = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
      paths: OpenApiPaths;
    };
    const facts = routeFacts(app);
    targets = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = ops[method];
        if (!op) continue;
        const fact = facts.get(op.operationId);
        if (!fact) throw new Error(`no controller method for operation ${op.operationId}`);
        const inPath = path.includes('{insttCode}');
        if (!inPath && !fact.scopeParam) continue;
        // Path parameters come from the template itself: the document may lack their schema.
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(
            dummy(
              op.parameters?.find((p) => p.in === 'path' && p.name === name),
              name,
            ),
          ),
        );
        const scopeInQuery = fact.scopeParam && !path.includes(`{${fact.scopeParam}}`);
        targets.push({
          method,
          path,
          operationId: op.operationId,
          url: scopeInQuery ? `${url}?${fact.scopeParam}=${encodeURIComponent(a.insttCode)}` : url,
          isPublic: fact.isPublic,
        });
      }
    }
  });
  afterAll(() => app.close());

  const call = (t: Target, auth?: { Authorization: string }) => {
    const req = request(app.getHttpServer())[t.method](t.url);
    if (auth) req.set(auth);
    return t.method === 'get' || t.method === 'delete' ? req : req.send({});
  };
  const statuses = async (auth?: { Authorization: string }, onlyPrivate = true): Promise<string[]> => {
    const out: string[] = [];
    for (const t of targets.filter((x) => !onlyPrivate || !x.isPublic))
      out.push(`${t.method.toUpperCase()} ${t.path} → ${(await call(t, auth)).status}`);
    return out;
  };
  const expectAll = (lines: string[], status: number) =>
    expect(lines.filter((l) => !l.endsWith(`→ ${status}`))).toEqual([]);

  it('finds the institution-scoped operations', () => {
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.map((t) => t.operationId)).toEqual(
      expect.arrayContaining(['IpAccess_list', 'Menus_accessCheck']),
    );
  });

  it('answers 403 to a member (12) of another institution on every one', async () => {
    expectAll(await statuses(foreignMember), 403);
  });

  it('answers 403 to an admin (14) of another institution on every one', async () => {
    expectAll(await statuses(foreignAdmin), 403);
  });

  it('answers 401 to an anonymous caller on every one that is not public', async () => {
    expectAll(await statuses(undefined), 401);
  });

  it('has no public write under an institution path', () => {
    const writes = targets
      .filter((t) => t.isPublic && t.method !== 'get')
      .map((t) => `${t.method.toUpperCase()} ${t.path}`);
    expect(writes).toEqual([]);
  });
});
