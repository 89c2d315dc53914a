import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Issue 20 (data first): GET /api/layers/{lyrId}/extent, the extent a viewer may read to open a
// map on its data. Public, under the content-access policy's tile rule: the layer's own rule or a
// web map holding it (?userMapId=) that the caller may view, itself or through a themed app. A
// private layer's extent never reaches anyone else, and the answer carries the box only.

type Actor = Awaited<ReturnType<Factories['actor']>>;

describe('layer extent for viewers (GET /api/layers/{lyrId}/extent)', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let stranger: Actor;
  let lyrId: string;
  let mapId: string;
  let otherMapId: string;
  let appId: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const extent = (query = '') => http().get(`/api/layers/${lyrId}/extent${query}`);

  const share = (type: 'APP' | 'MAP', id: string, scope: number, refrnId: string | null) =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ($1::varchar, $2::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_ty_code = $1::varchar AND cntnts_id = $2::varchar), $3, $4, $5, $5)`,
      [type, id, scope, refrnId, owner.user.userId],
    );
  const newMap = async (toc: unknown[]): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(owner.auth)
        .send({ userMapSj: `범위 지도 ${randomBytes(3).toString('hex')}`, bcrnMapId: null, view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc })
        .expect(201)
    ).body.result.userMapId;

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const table = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(MultiPolygon, 5186), name text)`);
    await db().query(
      `INSERT INTO layers."${table}" (geom, name) VALUES
         (ST_Multi(ST_MakeEnvelope(197000, 552000, 199000, 554000, 5186)), '종로구'),
         (ST_Multi(ST_MakeEnvelope(201000, 548000, 203000, 550000, 5186)), '강남구')`,
    );
    lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '범위 레이어', '3', 'custom', $2, $3, $4, 'geom', 'MultiPolygon', 5186, 2)`,
      [lyrId, owner.user.insttCode, owner.user.userId, table],
    );
    mapId = await newMap([{ lyrGroupSeCode: '02', lyrId, tocNm: '범위 레이어', visibleAt: 'Y', opacity: 1, clusterAt: 'N' }]);
    otherMapId = await newMap([]);
    appId = (
      await http()
        .post('/api/webapp/tmplat')
        .set(owner.auth)
        .send({ webappTmplatSj: '범위 앱', webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '첫째', webmap: { userMapId: mapId } }] } })
        .expect(201)
    ).body.result.webappTmplatId;
  });
  afterAll(() => app.close());

  it("answers the owner the box of the layer's data in longitude/latitude, the same as the bbox route, and nothing else", async () => {
    const res = await extent().set(owner.auth).expect(200);
    expect(Object.keys(res.body.result)).toEqual(['bbox']);
    const [w, s, e, n] = res.body.result.bbox as number[];
    expect(w).toBeGreaterThan(126.9);
    expect(e).toBeLessThan(127.1);
    expect(s).toBeGreaterThan(37.4);
    expect(n).toBeLessThan(37.7);
    expect(w).toBeLessThan(e);
    expect(s).toBeLessThan(n);
    const bbox = (await http().get(`/api/layers/${lyrId}/bbox`).set(owner.auth).expect(200)).body.result.bbox;
    expect(res.body.result.bbox).toEqual(bbox);
  });

  it("never gives a private layer's extent to others: anonymous and another institution 403 (as its tiles), no box in the answer", async () => {
    const anonymous = await extent().expect(403);
    expect(anonymous.body).toMatchObject({ code: 403, message: '권한이 없습니다.' });
    expect(JSON.stringify(anonymous.body)).not.toMatch(/bbox|\[\s*12[67]\./);
    const foreign = await extent().set(stranger.auth).expect(403);
    expect(foreign.body).toMatchObject({ code: 403, message: '권한이 없습니다.' });
    expect(JSON.stringify(foreign.body)).not.toMatch(/bbox|\[\s*12[67]\./);
    // Through a map the caller may not view, or one that does not hold the layer: refused the same.
    await extent(`?userMapId=${mapId}`).expect(403);
    await extent(`?userMapId=${mapId}`).set(stranger.auth).expect(403);
    await share('MAP', otherMapId, 0, null);
    await extent(`?userMapId=${otherMapId}`).expect(403);
    await extent(`?userMapId=${otherMapId}`).set(stranger.auth).expect(403);
  });

  it('answers anyone who may view a map holding the layer through a themed app shared with everyone, only through that map', async () => {
    await share('APP', appId, 0, null);
    const anonymous = await extent(`?userMapId=${mapId}`).expect(200);
    expect(anonymous.body.result.bbox).toHaveLength(4);
    const foreign = await extent(`?userMapId=${mapId}`).set(stranger.auth).expect(200);
    expect(foreign.body.result.bbox).toEqual(anonymous.body.result.bbox);
    // The layer itself stays private: without the map, still refused.
    await extent().expect(403);
    await extent().set(stranger.auth).expect(403);
    // The bbox route (filters, counts) keeps needing a signed-in caller.
    await http().get(`/api/layers/${lyrId}/bbox?userMapId=${mapId}`).expect(401);
  });

  it('answers 404 for an unknown layer and 400 for a malformed map id', async () => {
    await http().get('/api/layers/lyr-unknown-000000/extent').set(owner.auth).expect(404);
    await extent(`?userMapId=${'x'.repeat(41)}`).set(owner.auth).expect(400);
  });
});
