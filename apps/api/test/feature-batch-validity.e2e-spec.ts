import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Issue 22: a batch whose shape is invalid names the change (changes.N.geometry) so the editor
// shows the reason beside that feature; nothing of the batch is saved.
describe('feature batch: the invalid shape is named by its change', () => {
  let app: INestApplication;
  let auth: Record<string, string>;
  let lyrId: string;
  let tableNm: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const square = (x: number, y: number, d = 0.001) => [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]];
  const bowtie = { type: 'Polygon', coordinates: [[[127, 37.5], [127.001, 37.501], [127.001, 37.5], [127, 37.501], [127, 37.5]]] };

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    const owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    auth = owner.auth;
    tableNm = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${tableNm}" (gid serial PRIMARY KEY, geom geometry(MultiPolygon, 5186), "name" text)`);
    lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '구역', '3', 'custom', $2, $3, $4, 'geom', 'MultiPolygon', 5186, 0)`,
      [lyrId, instt, owner.user.userId, tableNm],
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 400 with the field of the crossing shape (its index in the batch), in words, and saves nothing', async () => {
    const res = await http()
      .post(`/api/layers/${lyrId}/features/batch`)
      .set(auth)
      .send({
        changes: [
          { op: 'create', type: 'Feature', geometry: { type: 'Polygon', coordinates: square(127.01, 37.5) }, properties: { name: '바른 구역' } },
          { op: 'create', type: 'Feature', geometry: bowtie, properties: { name: '꼬인 구역' } },
        ],
      })
      .expect(400);
    expect(res.body.message).toMatch(/^도형의 선이 스스로 교차해 저장하지 않았습니다/);
    expect(res.body.result[0].field).toBe('changes.1.geometry');
    expect((await db().query(`SELECT count(*)::int AS n FROM layers."${tableNm}"`))[0].n).toBe(0);

    // A single save still names the plain field.
    const single = await http().post(`/api/layers/${lyrId}/features`).set(auth).send({ type: 'Feature', geometry: bowtie, properties: {} }).expect(400);
    expect(single.body.result[0].field).toBe('geometry');
  });
});
