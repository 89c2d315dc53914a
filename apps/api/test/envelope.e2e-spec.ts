import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { ProbeModule } from './support/probe.module';
import { createTestApp } from './support/test-app';

describe('response envelope and error filter', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp([ProbeModule]);
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());

  it('wraps a success as { code, message, result } with code = HTTP status', async () => {
    const res = await http().get('/api/probe/ok').expect(200);
    expect(res.body).toEqual({ code: 200, message: '성공', result: { hello: 'world' } });
  });

  it('uses 201 for POST and 202 for accepted jobs', async () => {
    expect((await http().post('/api/probe/created').expect(201)).body).toMatchObject({ code: 201, result: { id: 7 } });
    expect((await http().post('/api/probe/accepted').expect(202)).body).toMatchObject({ code: 202, result: { jobId: 'j1' } });
  });

  it('keeps a null result as null', async () => {
    expect((await http().get('/api/probe/null').expect(200)).body).toEqual({ code: 200, message: '성공', result: null });
  });

  it('answers English when asked', async () => {
    const res = await http().get('/api/probe/ok').set('Accept-Language', 'en-US,en;q=0.9').expect(200);
    expect(res.body.message).toBe('Success');
  });

  it.each([
    ['BAD_REQUEST', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['GONE', 410],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['RULE_VIOLATION', 422],
    ['RATE_LIMITED', 429],
    ['SERVICE_UNAVAILABLE', 503],
  ])('maps domain error %s to HTTP %i in the envelope', async (code, status) => {
    const res = await http().get(`/api/probe/domain/${code}`).expect(status);
    expect(res.body.code).toBe(status);
    expect(typeof res.body.message).toBe('string');
    // Non-validation errors carry their text in result too (the client alerts the result text).
    expect(res.body.result).toBe(res.body.message);
  });

  it('translates catalog keys in domain errors', async () => {
    const ko = await http().get('/api/probe/domain/CONFLICT').expect(409);
    const en = await http().get('/api/probe/domain/CONFLICT').set('Accept-Language', 'en').expect(409);
    expect(ko.body.message).not.toBe('error.conflict');
    expect(en.body.message).not.toBe(ko.body.message);
  });

  it('answers 503 "temporarily unavailable" while the database cannot be reached, hiding the detail', async () => {
    const res = await http().get('/api/probe/db-down').expect(503);
    expect(res.body).toEqual({ code: 503, message: expect.any(String), result: expect.any(String) });
    expect(res.body.message).not.toMatch(/ECONNREFUSED|5432/);
    const en = await http().get('/api/probe/db-down').set('Accept-Language', 'en').expect(503);
    expect(en.body.message).toBe('The service is temporarily unavailable. Try again shortly.');
  });

  it('hides internals of unexpected errors behind a 500 envelope', async () => {
    const res = await http().get('/api/probe/crash').expect(500);
    expect(res.body.code).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.message).toBe('요청을 처리하는 중 서버에서 문제가 발생했습니다.');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await http().get('/api/no/such/route').expect(404);
    expect(res.body).toMatchObject({ code: 404 });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await http().post('/api/probe/validate').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body.code).toBe(400);
  });

  it('lists every invalid field, including nested ones and unknown fields', async () => {
    const res = await http()
      .post('/api/probe/validate')
      .send({ name: 'too long name', emailaddr: 'not-an-email', child: { n: -1 }, extra: 1 })
      .expect(400);
    expect(res.body.code).toBe(400);
    const fields = (res.body.result as Array<{ field: string; message: string }>).map((f) => f.field).sort();
    expect(fields).toEqual(['child.n', 'emailaddr', 'extra', 'name']);
    for (const f of res.body.result) expect(f.message.length).toBeGreaterThan(0);
  });

  it('echoes a well-formed X-Request-Id and creates one otherwise', async () => {
    const given = await http().get('/api/probe/ok').set('X-Request-Id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await http().get('/api/probe/ok').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers (helmet)', async () => {
    const res = await http().get('/api/probe/ok').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows CORS only for the configured app origins', async () => {
    const ok = await http().get('/api/probe/ok').set('Origin', 'http://localhost:5173');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await http().get('/api/probe/ok').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('paging', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp([ProbeModule]);
  });
  afterAll(() => app.close());
  const http = () => request(app.getHttpServer());

  it('defaults to page 1, 10 rows, DESC', async () => {
    const res = await http().get('/api/probe/paged').expect(200);
    const page = res.body.result;
    expect(page).toMatchObject({ totalElements: 25, pageIndex: 1, pageSize: 10, last: false });
    expect(page.content).toHaveLength(10);
    expect(page.content[0].id).toBe(25);
  });

  it('marks the last page', async () => {
    const page = (await http().get('/api/probe/paged?pageIndex=3&pageSize=10').expect(200)).body.result;
    expect(page.content.map((r: { id: number }) => r.id)).toEqual([5, 4, 3, 2, 1]);
    expect(page.last).toBe(true);
    const exact = (await http().get('/api/probe/paged?pageIndex=1&pageSize=25').expect(200)).body.result;
    expect(exact.last).toBe(true);
  });

  it('sorts by a whitelisted column in the asked direction', async () => {
    const page = (await http().get('/api/probe/paged?sort=name&direction=ASC&pageSize=2').expect(200)).body.result;
    expect(page.content.map((r: { name: string }) => r.name)).toEqual(['row 01', 'row 02']);
  });

  it.each([
    ['pageIndex=0', 'pageIndex'],
    ['pageSize=1001', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['direction=UP', 'direction'],
    ['sort=password', 'sort'],
    [`searchNm=${'가'.repeat(101)}`, 'searchNm'],
  ])('refuses %s with a field error', async (query, field) => {
    const res = await http().get(`/api/probe/paged?${encodeURI(query)}`).expect(400);
    expect(res.body.result.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('accepts the largest page size and a 100-character search', async () => {
    await http().get(`/api/probe/paged?pageSize=1000&searchNm=${encodeURI('가'.repeat(100))}`).expect(200);
  });
});

describe('authentication by default', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a route not marked public without a token (401 envelope)', async () => {
    const res = await request(app.getHttpServer()).get('/api/users/me').expect(401);
    expect(res.body).toEqual({ code: 401, message: '세션이 종료되었습니다. 다시 로그인해 주세요.', result: '세션이 종료되었습니다. 다시 로그인해 주세요.' });
  });
});
