import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

// Issue 24: graduated classes computed on the server (equal interval, quantile, natural breaks,
// standard deviation) with a histogram; unknown, non-numeric and empty columns refused clearly.
describe('layer column classes (graduated styles computed on the server)', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let lyrId: string;
  let emptyId: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const classesOf = (column: string, query: Record<string, unknown> = {}, who: Actor = owner, id = lyrId) =>
    http().get(`/api/layers/${id}/columns/${encodeURIComponent(column)}/classes`).query(query).set(who.auth);
  // 1, 2, 3, 10, 11, 12, 50, 51, 100 and one NULL: three clear groups and an outlier.
  const VALUES = [1, 2, 3, 10, 11, 12, 50, 51, 100];

  async function tableWith(rows: Array<number | null>): Promise<string> {
    const table = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "인구 수" numeric, name text)`);
    for (const [i, v] of rows.entries()) {
      await db().query(`INSERT INTO layers."${table}" (geom, "인구 수", name) VALUES (ST_SetSRID(ST_MakePoint($1, 552000), 5186), $2, $3)`, [
        198000 + i * 10,
        v,
        `n${i}`,
      ]);
    }
    const id = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt, lyr_sttus_code)
       VALUES ($1, '인구', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, $5, 'READY')`,
      [id, owner.user.insttCode, owner.user.userId, table, rows.length],
    );
    return id;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    lyrId = await tableWith([...VALUES, null]);
    emptyId = await tableWith([null, null]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('natural breaks split the values at their gaps, with statistics and a histogram', async () => {
    const res = (await classesOf('인구 수', { method: 'jenks', classCount: 4, bins: 10 }).expect(200)).body;
    expect(res.code).toBe(200);
    const r = res.result;
    expect(r).toMatchObject({ column: '인구 수', method: 'jenks', count: 9, min: 1, max: 100, sampled: false });
    expect(r.breaks).toEqual([1, 10, 50, 100, 100]);
    expect(r.mean).toBeCloseTo(VALUES.reduce((s, v) => s + v, 0) / 9, 9);
    expect(r.histogram).toHaveLength(10);
    expect(r.histogram[0]).toEqual({ min: 1, max: 10.9, count: 4 }); // 1, 2, 3 and 10
    expect(r.histogram.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(9);
    expect(r.histogram[9]).toMatchObject({ max: 100, count: 1 });
  });

  it('equal interval, quantile and standard deviation breaks', async () => {
    const eq = (await classesOf('인구 수', { method: 'equalInterval', classCount: 3 }).expect(200)).body.result;
    expect(eq.breaks).toEqual([1, 34, 67, 100]);
    expect(eq.histogram).toHaveLength(20);
    const qu = (await classesOf('인구 수', { method: 'quantile', classCount: 3 }).expect(200)).body.result;
    // Values at 1/3 and 2/3 of the sorted list (positions 3 and 5 of 0..8).
    expect(qu.breaks).toEqual([1, 10, 12, 100]);
    const sd = (await classesOf('인구 수', { method: 'stddev', classCount: 3 }).expect(200)).body.result;
    expect(sd.breaks).toHaveLength(4);
    expect(sd.breaks[1]).toBeCloseTo(sd.mean - sd.stddev / 2, 6);
    expect(sd.breaks[2]).toBeCloseTo(sd.mean + sd.stddev / 2, 6);
    expect((await classesOf('인구 수').expect(200)).body.result).toMatchObject({ method: 'equalInterval' });
  });

  it('refuses an unknown column, a text column and a layer without values with clear messages', async () => {
    const unknown = (await classesOf('nope', { method: 'jenks' }).expect(400)).body;
    expect(unknown.message).toBe("'nope' 컬럼이 레이어에 없습니다.");
    const text = (await classesOf('name', { method: 'jenks' }).expect(400)).body;
    expect(text.message).toBe("'name' 컬럼은 숫자 컬럼이 아니어서 단계를 나눌 수 없습니다.");
    const en = (await classesOf('name').set('Accept-Language', 'en').expect(400)).body;
    expect(en.message).toBe("The column 'name' is not numeric, so it cannot be divided into classes.");
    const empty = (await classesOf('인구 수', { method: 'quantile' }, owner, emptyId).expect(422)).body;
    expect(empty.message).toBe("'인구 수' 컬럼에 값이 있는 피처가 없어 단계를 나눌 수 없습니다.");
    await classesOf('인구 수', { method: 'median' }).expect(400);
    await classesOf('인구 수', { classCount: 11 }).expect(400);
    await classesOf('인구 수', { classCount: 1 }).expect(400);
    await classesOf('geom').expect(400);
  });

  it('checks access like the other layer data routes', async () => {
    const stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    await classesOf('인구 수', {}, stranger).expect(403);
    await http().get('/api/layers/lyr-missing/columns/pop/classes').set(owner.auth).expect(404);
    await http().get(`/api/layers/${lyrId}/columns/pop/classes`).expect(401);
  });

  it('lists the most frequent values first for categorised top-N styles', async () => {
    const id = await tableWith([5, 7, 7, 7, 5, 9]);
    const res = await http().get(`/api/layers/${id}/columns/${encodeURIComponent('인구 수')}/values`).query({ orderBy: 'count', pageSize: 2 }).set(owner.auth).expect(200);
    expect(res.body.result.content).toEqual([
      { value: '7', count: 3 },
      { value: '5', count: 2 },
    ]);
    expect(res.body.result.totalElements).toBe(3);
  });
});
