import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from '../support/factories';
import { createTestApp } from '../support/test-app';

/**
 * Security suite, part 2 (issue: production readiness): every operation of the OpenAPI document,
 * every path and query parameter and every top-level JSON body field, fed hostile values one at
 * a time (SQL injection, path traversal, an oversized string, wrong types) by the most powerful
 * caller, a provider admin. The API must answer each with a 4xx (or a 2xx where the value is
 * legitimate text, e.g. a notice titled "' OR '1'='1"), never a 5xx; no table loses a row or
 * disappears, and rows are added only by requests the API accepted, with the hostile text stored
 * verbatim (no injection, no truncation).
 */

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema?: { type?: string } }>;
  body?: Record<string, { type?: string }>;
}

const STRING_PAYLOADS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "x' UNION SELECT password_hash FROM users --",
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(20_000),
  '\u0000\u0001<script>alert(1)</script>',
];
const WRONG_TYPES: unknown[] = [12345, { $ne: null }, ['a', 'b'], true, null];

/** Development tools and routes that end the caller's own session or account. */
const SKIPPED = [/^\/api\/dev\//, /^\/api\/auth\/logout/];

type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** Operations in flight at once. */
const OPERATIONS_AT_ONCE = 4;

/** Runs `work` on every item, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
}

function operations(): Operation[] {
  const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../libs/api-client/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
    components: { schemas: Record<string, { properties?: Record<string, { type?: string }> }> };
  };
  const out: Operation[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    if (SKIPPED.some((re) => re.test(p))) continue;
    for (const [method, op] of Object.entries(ops)) {
      const ref = op.requestBody?.content['application/json']?.schema?.$ref;
      const body = ref ? doc.components.schemas[ref.split('/').pop()!]?.properties : undefined;
      out.push({ method: method.toUpperCase(), path: p, parameters: op.parameters ?? [], body });
    }
  }
  return out;
}

describe('security: hostile input never breaks the API or the database', () => {
  let app: INestApplication;
  let f: Factories;
  const ops = operations();

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
  });
  afterAll(() => app.close());

  /** Row counts of every table (exact, small test database). */
  async function counts(): Promise<Record<string, number>> {
    const db = app.get(DataSource);
    const tables = (await db.query(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS t FROM information_schema.tables
        WHERE table_schema IN ('public', 'layers') AND table_type = 'BASE TABLE' ORDER BY 1`,
    )) as Array<{ t: string }>;
    const out: Record<string, number> = {};
    for (const { t } of tables) out[t] = Number((await db.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n);
    return out;
  }

  it('covers the whole OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(150);
    expect(ops.filter((o) => o.body).length).toBeGreaterThan(40);
  });

  it('answers every hostile parameter and body field with a 4xx or a harmless 2xx, never 5xx, and changes no row count', async () => {
    const before = await counts();
    const failures: string[] = [];
    const accepted: string[] = [];
    let requests = 0;
    // Operations fuzzed a few at a time (each its own caller, its requests one after another): the
    // same requests as one by one, with PostgreSQL and the API's process busy at once.
    await inPool(ops, OPERATIONS_AT_ONCE, async (op) => {
      // A fresh provider admin per operation: a fuzzed call may never leave the next one without a caller.
      const auth = (await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN)).auth;
      const baseUrl = op.path.replace(/\{(\w+)\}/g, 'zz-missing-1');
      const send = async (url: string, body: Record<string, unknown> | undefined, what: string) => {
        requests += 1;
        const verb = op.method.toLowerCase() as Verb;
        let req = request(app.getHttpServer())[verb](url).set(auth);
        if (body !== undefined) req = req.send(body);
        const res = await req;
        if (res.status >= 500) failures.push(`${op.method} ${op.path} ${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 140)}`);
        else if (res.status < 300 && op.method === 'POST' && body) accepted.push(`${op.path} ${what}`);
      };
      for (const param of op.parameters) {
        for (const value of [...STRING_PAYLOADS, '-1', '1e309', 'NaN']) {
          if (param.in === 'path') {
            await send(op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === param.name ? value : 'zz-missing-1')), undefined, `path ${param.name}=${value.slice(0, 30)}`);
          } else if (param.in === 'query') {
            await send(`${baseUrl}?${new URLSearchParams({ [param.name]: value })}`, undefined, `query ${param.name}=${value.slice(0, 30)}`);
          }
        }
      }
      for (const field of Object.keys(op.body ?? {})) {
        for (const value of [...STRING_PAYLOADS, ...WRONG_TYPES]) {
          await send(baseUrl, { [field]: value }, `body ${field}=${JSON.stringify(value)?.slice(0, 30)}`);
        }
      }
    });
    console.log(`${requests} hostile requests over ${ops.length} operations`);
    expect(requests).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
    const after = await counts();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    // The provider admins this test made (and their refresh tokens) are its own rows.
    expect(after['public.users'] - before['public.users']).toBe(ops.length);
    const own = new Set(['public.users', 'public.refresh_token']);
    const lost = Object.keys(before).filter((t) => after[t] < before[t]);
    expect(lost).toEqual([]);
    const added = Object.keys(after)
      .filter((t) => !own.has(t) && after[t] > before[t])
      .reduce((n, t) => n + after[t] - before[t], 0);
    expect(added).toBeLessThanOrEqual(accepted.length);
    // What was accepted is stored verbatim: a provider notice titled with each hostile string.
    const titles = (await app.get(DataSource).query(`SELECT ntt_sj FROM notice`)) as Array<{ ntt_sj: string }>;
    for (const line of accepted.filter((a) => a.startsWith('/api/notices body nttSj='))) {
      const sent = STRING_PAYLOADS.find((p) => line.endsWith(`=${JSON.stringify(p).slice(0, 30)}`));
      expect(titles.map((t) => t.ntt_sj)).toContain(sent);
    }
  }, 900_000);
});
