import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

describe('layer column values and statistics (style panel)', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let lyrId: string;
  let tableNm: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const valuesOf = (column: string, query: Record<string, unknown> = {}, who: Actor = owner) =>
    http().get(`/api/layers/${lyrId}/columns/${encodeURIComponent(column)}/values`).query(query).set(who.auth);
  const statsOf = (column: string, who: Actor = owner) =>
    http().get(`/api/layers/${lyrId}/columns/${encodeURIComponent(column)}/stats`).set(who.auth);

  async function layerOver(table: string, status = 'READY'): Promise<string> {
    const id = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt, lyr_sttus_code)
       VALUES ($1, '시설', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, 7, $5)`,
      [id, owner.user.insttCode, owner.user.userId, table, status],
    );
    return id;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    tableNm = `t_${randomBytes(6).toString('hex')}`;
    await db().query(
      `CREATE TABLE layers."${tableNm}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "시설 구분" text, pop numeric, score real,
         opened date, extra json)`,
    );
    await db().query(
      `INSERT INTO layers."${tableNm}" (geom, "시설 구분", pop, score, opened, extra) VALUES
         (ST_SetSRID(ST_MakePoint(198000, 552000), 5186), '공원', 9, 1.5, '2024-01-01', '{"a":1}'),
         (ST_SetSRID(ST_MakePoint(198100, 552000), 5186), '도서관', 100, -2.25, '2024-01-01', '{"a":1}'),
         (ST_SetSRID(ST_MakePoint(198200, 552000), 5186), '공원', 10, 3, NULL, NULL),
         (ST_SetSRID(ST_MakePoint(198300, 552000), 5186), NULL, NULL, NULL, '2023-05-05', '{"b":2}'),
         (ST_SetSRID(ST_MakePoint(198400, 552000), 5186), 'Park', 1000, 0, NULL, NULL),
         (ST_SetSRID(ST_MakePoint(198500, 552000), 5186), '공원', 9, 1.5, NULL, NULL),
         (ST_SetSRID(ST_MakePoint(198600, 552000), 5186), 'it''s 50%', 50, 2, NULL, NULL)`,
    );
    lyrId = await layerOver(tableNm);
  });
  afterAll(async () => {
    await app.close();
  });

  it('pages distinct values with their counts in the column order, NULL last', async () => {
    const all = (await valuesOf('pop', { pageSize: 100 }).expect(200)).body;
    expect(all).toMatchObject({ code: 200 });
    expect(all.result).toMatchObject({ totalElements: 6, pageIndex: 1, pageSize: 100, last: true });
    expect(all.result.content).toEqual([
      { value: '9', count: 2 },
      { value: '10', count: 1 },
      { value: '50', count: 1 },
      { value: '100', count: 1 },
      { value: '1000', count: 1 },
      { value: null, count: 1 },
    ]);
    const page2 = (await valuesOf('pop', { pageIndex: 2, pageSize: 4 }).expect(200)).body.result;
    expect(page2).toMatchObject({ totalElements: 6, pageIndex: 2, pageSize: 4, last: true });
    expect(page2.content.map((v: { value: string | null }) => v.value)).toEqual(['1000', null]);
    expect((await valuesOf('pop').expect(200)).body.result.pageSize).toBe(10);
  });

  it('reads Korean, quoted and case-folded column names and searches inside the values', async () => {
    const kinds = (await valuesOf('시설 구분').expect(200)).body.result;
    expect(kinds.content).toEqual([
      { value: 'Park', count: 1 },
      { value: "it's 50%", count: 1 },
      { value: '공원', count: 3 },
      { value: '도서관', count: 1 },
      { value: null, count: 1 },
    ]);
    const park = (await valuesOf('시설 구분', { searchNm: 'PARK' }).expect(200)).body.result;
    expect(park).toMatchObject({ totalElements: 1, content: [{ value: 'Park', count: 1 }] });
    // % and ' are plain text in the search, not patterns or quotes.
    const percent = (await valuesOf('시설 구분', { searchNm: "'s 50%" }).expect(200)).body.result;
    expect(percent.content).toEqual([{ value: "it's 50%", count: 1 }]);
    expect((await valuesOf('시설 구분', { searchNm: '%' }).expect(200)).body.result.totalElements).toBe(1);
    expect((await valuesOf('SCORE').expect(200)).body.result.content.map((v: { value: string }) => v.value)).toEqual([
      '-2.25',
      '0',
      '1.5',
      '2',
      '3',
      null,
    ]);
    expect((await valuesOf('opened').expect(200)).body.result.content).toEqual([
      { value: '2023-05-05', count: 1 },
      { value: '2024-01-01', count: 2 },
      { value: null, count: 4 },
    ]);
    // json has no equality: grouped by its text.
    expect((await valuesOf('extra').expect(200)).body.result.content).toEqual([
      { value: '{"a":1}', count: 2 },
      { value: '{"b":2}', count: 1 },
      { value: null, count: 4 },
    ]);
  });

  it('answers counts for every column and min/max for numeric ones', async () => {
    expect((await statsOf('pop').expect(200)).body.result).toEqual({
      column: 'pop',
      kind: 'numeric',
      count: 6,
      nullCount: 1,
      distinctCount: 5,
      min: 9,
      max: 1000,
    });
    expect((await statsOf('Score').expect(200)).body.result).toMatchObject({ column: 'score', min: -2.25, max: 3 });
    expect((await statsOf('시설 구분').expect(200)).body.result).toEqual({
      column: '시설 구분',
      kind: 'text',
      count: 6,
      nullCount: 1,
      distinctCount: 4,
      min: null,
      max: null,
    });
    expect((await statsOf('extra').expect(200)).body.result).toMatchObject({ kind: 'other', distinctCount: 2, nullCount: 4 });
  });

  it('refuses columns the table does not have, the geometry and SQL in the name with a 400', async () => {
    for (const column of ['nope', 'geom', 'pop; DROP TABLE lyr', 'pop" FROM lyr --', '1=1']) {
      const res = await valuesOf(column).expect(400);
      expect(res.body.result).toEqual([{ field: 'column', message: expect.any(String) }]);
      await statsOf(column).expect(400);
    }
    const res = await valuesOf('nope').expect(400);
    expect(res.body.message).toBe("'nope' 컬럼이 레이어에 없습니다.");
    const en = await valuesOf('nope').set('Accept-Language', 'en').expect(400);
    expect(en.body.message).toBe("The layer has no column 'nope'.");
    await valuesOf('x'.repeat(64)).expect(400);
    await valuesOf('pop', { pageSize: 1001 }).expect(400);
    await valuesOf('pop', { pageIndex: 0 }).expect(400);
    await valuesOf('pop', { searchNm: 'x'.repeat(101) }).expect(400);
    const [{ reg }] = await db().query(`SELECT to_regclass('public.lyr') AS reg`);
    expect(reg).not.toBeNull();
    expect((await valuesOf('pop').expect(200)).body.result.totalElements).toBe(6);
  });

  it('checks access like the other layer data routes', async () => {
    await http().get(`/api/layers/${lyrId}/columns/pop/values`).expect(401);
    await http().get(`/api/layers/${lyrId}/columns/pop/stats`).expect(401);
    const stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    await valuesOf('pop', {}, stranger).expect(403);
    await statsOf('pop', stranger).expect(403);
    await http().get('/api/layers/lyr-missing/columns/pop/values').set(owner.auth).expect(404);
    const pending = await layerOver(tableNm, 'IMPORTING');
    await http().get(`/api/layers/${pending}/columns/pop/stats`).set(owner.auth).expect(409);
  });
});
