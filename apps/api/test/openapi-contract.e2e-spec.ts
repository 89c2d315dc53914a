import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import errorMetadata from '../src/error-metadata';
import { discoverRoutes, type RouteInfo } from './security/routes';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

/**
 * The OpenAPI document as a contract (issue 26, items 1 and 2): every operation documents the
 * errors it can answer with the error envelope, the required fields of every JSON request body
 * are the ones the server enforces, and the security of every operation matches the route's
 * decorators (public, optional caller, API key) both ways.
 */

type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Security = Array<Record<string, string[]>>;
interface Schema {
  $ref?: string;
  type?: string;
  required?: string[];
  minProperties?: number;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Security;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
interface Op extends Operation {
  method: string;
  path: string;
}

/** Good values of the fields validation checks before the service checks the others. */
const SAMPLES: Record<string, unknown> = { emailaddr: 'contract-check@example.com', phoneNumber: '01012345678', emailCrtfcKey: '123456', smsCrtfcKey: '123456' };

/** Development tools and the routes ending the caller's own session. */
const SKIPPED = [/^\/api\/dev\//, /^\/api\/auth\/logout/];

describe('OpenAPI contract: errors, required fields, security', () => {
  let app: INestApplication;
  let f: Factories;
  let doc: Doc;
  let ops: Op[];
  let routes: RouteInfo[];
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp([DiscoveryModule]);
    f = new Factories(app);
    doc = (await http().get('/api/docs-json').expect(200)).body as Doc;
    ops = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })));
    routes = discoverRoutes(app).filter((r) => !r.path.startsWith('/api/dev/'));
  });
  afterAll(() => app.close());

  /** A schema with its $ref and allOf parts merged. */
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]);
    if (!schema.allOf) return schema;
    const parts = schema.allOf.map(resolve);
    return {
      ...schema,
      required: parts.flatMap((p) => p.required ?? []),
      minProperties: Math.max(0, ...parts.map((p) => p.minProperties ?? 0)),
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    };
  };
  const routeOf = (op: Op) => routes.find((r) => r.method === op.method && r.openapiPath === op.path);
  const isOptional = (s: Security | undefined) => !s || s.length === 0 || s.some((r) => Object.keys(r).length === 0);

  describe('errors', () => {
    it('describes the error envelope { code, message, result }', () => {
      const envelope = doc.components.schemas.ErrorEnvelopeDto;
      expect(Object.keys(envelope.properties ?? {}).sort()).toEqual(['code', 'message', 'result']);
      expect([...(envelope.required ?? [])].sort()).toEqual(['code', 'message', 'result']);
      expect(Object.keys(doc.components.schemas.FieldErrorDto.properties ?? {}).sort()).toEqual(['field', 'message']);
    });

    it('lists at least one 4xx on every operation, each and the default with the error envelope', () => {
      expect(ops.length).toBeGreaterThan(300);
      const wrong: string[] = [];
      for (const op of ops) {
        const errors = Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s) || s === 'default');
        if (!errors.some((s) => s.startsWith('4'))) wrong.push(`${op.method} ${op.path}: no 4xx`);
        if (!errors.includes('default')) wrong.push(`${op.method} ${op.path}: no default`);
        for (const s of errors) {
          if (op.responses[s].content?.['application/json']?.schema.$ref !== '#/components/schemas/ErrorEnvelopeDto') wrong.push(`${op.method} ${op.path} ${s}: not the envelope`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('lists 401 and 403 on every protected route; on a public one 401 only where a key or credentials are checked', () => {
      const wrong: string[] = [];
      for (const op of ops) {
        const route = routeOf(op)!;
        const has = (s: number) => String(s) in op.responses;
        if (!route.isPublic && !(has(401) && has(403))) wrong.push(`${op.method} ${op.path}: protected without 401/403`);
        // Public: an API key is checked where a scope is declared; sign-in style handlers refuse credentials.
        const refusesCredentials = !!route.apiKeyScope || (errorMetadata[`${route.controller}.${route.handler}`] ?? []).includes('UNAUTHENTICATED');
        if (route.isPublic && has(401) !== refusesCredentials) wrong.push(`${op.method} ${op.path}: public, 401 listed ${has(401)}`);
      }
      expect(wrong).toEqual([]);
      expect(doc.paths['/api/subscribes/plans'].get.responses['401']).toBeUndefined();
      expect(doc.paths['/api/auth/login'].post.responses['401']).toBeDefined();
    });

    it('answers 400 to a malformed JSON body even where the operation takes no parameters', async () => {
      const res = await http().get('/api/subscribes/plans').set('Content-Type', 'application/json').send('{"broken"');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400 });
      expect(typeof res.body.message).toBe('string');
      expect(doc.paths['/api/subscribes/plans'].get.responses['400']).toBeDefined();
    });
  });

  describe('required fields', () => {
    it('enforces every required body field and query parameter, and requires no other (400 naming exactly those)', async () => {
      const provider = (await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN)).auth;
      const insttCode = (await f.newInstitution()).insttCode;
      const insttAdmin = (await f.actor(insttCode, USER_SE_CODES.INSTT_ADMIN)).auth;
      const wrong: string[] = [];
      let checked = 0;
      for (const op of ops) {
        if (SKIPPED.some((re) => re.test(op.path))) continue;
        const schema = op.requestBody?.content['application/json']?.schema;
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
        if (!schema && !query.length) continue;
        const body = schema ? resolve(schema) : undefined;
        const required = [...new Set([...(body?.required ?? []), ...query])].sort();
        checked += 1;
        // Sent without body fields or query, by the caller who passes the route's guards: a
        // provider admin, or for the institution's own routes its admin.
        const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'insttCode' ? insttCode : '1'));
        let auth = op.security?.length === 0 ? undefined : provider;
        const send = (fields: Record<string, unknown>) => {
          let req = http()[op.method.toLowerCase() as Verb](url);
          if (auth) req = req.set(auth);
          return schema ? req.send(fields) : req;
        };
        let res = await send({});
        if (res.status === 403) {
          auth = insttAdmin;
          res = await send({});
        }
        const pathParams = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
        const namedIn = (r: typeof res) =>
          r.status === 400 && Array.isArray(r.body.result) ? (r.body.result as Array<{ field: string }>).map((e) => e.field.split('.')[0]).filter((x) => !pathParams.has(x)) : [];
        // Validation may hide fields the service checks afterwards (with the spec's own message):
        // fill the refused ones with good values and ask again.
        const seen = new Set(namedIn(res));
        let filled: Record<string, unknown> = {};
        for (let round = 0; round < 3 && seen.size && [...seen].every((x) => x in SAMPLES); round++) {
          filled = Object.fromEntries([...seen].map((x) => [x, SAMPLES[x]]));
          const again = await send(filled);
          if (again.status !== 400) break;
          const more = namedIn(again).filter((x) => !seen.has(x));
          if (!more.length) break;
          more.forEach((x) => seen.add(x));
        }
        const named = [...seen].sort();
        if (required.length && res.status !== 400) {
          wrong.push(`${op.method} ${op.path}: documented required ${required.join(',')}; without them → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        } else if (required.length && typeof res.body.result === 'string') {
          // Checked by the handler with its own message (map proxy: upstream, REQUEST), not a field list.
          if (!required.some((name) => (res.body.result as string).includes(name))) wrong.push(`${op.method} ${op.path}: 400 naming none of ${required.join(',')}: ${res.body.result}`);
        } else if (!required.length && body?.minProperties && res.status === 400) {
          // "At least one field" (minProperties): an empty body is refused as a whole.
        } else if (
          JSON.stringify(named) !== JSON.stringify(required) &&
          // The query and the body are validated apart: the first refused names only its own fields.
          !(query.length && body?.required?.length && [query, body.required].some((group) => JSON.stringify(named) === JSON.stringify([...group].sort())))
        ) {
          wrong.push(`${op.method} ${op.path}: documented required ${required.join(',') || 'none'}; the server refused ${named.join(',') || JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    }, 300_000);
  });

  describe('security', () => {
    it('documents every route, and only routes', () => {
      const documented = ops.map((o) => `${o.method} ${o.path}`).sort();
      expect(routes.map((r) => `${r.method} ${r.openapiPath}`).sort()).toEqual(documented);
    });

    it('marks exactly the public routes public: none or an optional requirement', () => {
      const wrong: string[] = [];
      for (const op of ops) {
        const route = routeOf(op)!;
        if (route.isPublic !== isOptional(op.security)) wrong.push(`${op.method} ${op.path}: @Public ${route.isPublic}, document ${JSON.stringify(op.security)}`);
      }
      expect(wrong).toEqual([]);
      expect(ops.filter((o) => isOptional(o.security)).length).toBeGreaterThan(60);
    });

    it('names the schemes the decorators allow: bearer where a caller is used, apiKey where a scope is declared', () => {
      const wrong: string[] = [];
      for (const op of ops) {
        const route = routeOf(op)!;
        const schemes = (op.security ?? []).flatMap((r) => Object.keys(r)).sort();
        const expected = [...(!route.isPublic || route.readsCaller ? ['bearer'] : []), ...(route.apiKeyScope ? ['apiKey'] : [])].sort();
        if (JSON.stringify(schemes) !== JSON.stringify(expected)) wrong.push(`${op.method} ${op.path}: ${JSON.stringify(op.security)}, expected ${expected.join(',')}`);
        // An empty requirement (`{}`) marks the optional ones, and only those.
        const optional = (op.security ?? []).some((r) => Object.keys(r).length === 0);
        if (optional !== (route.isPublic && expected.length > 0)) wrong.push(`${op.method} ${op.path}: optional ${optional}`);
      }
      expect(wrong).toEqual([]);
    });

    it('lets an anonymous caller reach every GET documented as public (no 401)', async () => {
      const wrong: string[] = [];
      for (const op of ops.filter((o) => o.method === 'GET' && isOptional(o.security))) {
        const res = await http().get(op.path.replace(/\{(\w+)\}/g, '1'));
        if (res.status === 401) wrong.push(`${op.path} → 401`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
