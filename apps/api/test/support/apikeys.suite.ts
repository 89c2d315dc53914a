import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { setClock } from './accounts';
import { Factories } from './factories';
import { createTestApp } from './test-app';

// Read by the app at start: a small per-key limit so the 429 test stays short (each test uses fresh keys).
process.env.API_KEY_RATE_LIMIT = '20';

export type Auth = { Authorization: string };
export type Actor = { user: { userId: string; insttCode: string }; auth: Auth };

export function apikeysSuite() {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let adminA: Actor;
  let memberA: Actor;
  let adminB: Actor;
  let memberB: Actor;
  let provider: Actor;
  let sharedMap: string;
  let privateMap: string;
  let foreignMap: string;
  let sharedLyr: string;
  let privateLyr: string;
  let foreignLyr: string;
  let seq = 0;

  const http = () => request(app.getHttpServer());
  const db = () => f.db;

  const newKey = async (by: Actor, body: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await http()
      .post('/api/apikeys')
      .set(by.auth)
      .send({ keyNm: `키 ${seq}`, scopes: ['contents:read'], ...body })
      .expect(201);
    return res.body.result as { keyId: string; secret: string; keyPrefix: string; insttCode: string; [k: string]: unknown };
  };
  const withKey = (secret: string) => ({ 'X-API-Key': secret });

  async function share(type: 'MAP' | 'LYR', id: string, scope: number, refrnId: string | null, ownerId: string): Promise<void> {
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ($1, $2::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $2::varchar), $3, $4, $5, $5)`,
      [type, id, scope, refrnId, ownerId],
    );
  }

  const createMap = async (by: Actor, title: string): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(by.auth)
        .send({ userMapSj: title, bcrnMapId: 'OFFLINE_WORLD', view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc: [] })
        .expect(201)
    ).body.result.userMapId as string;

  /** A READY point layer (one feature at Seoul City Hall) owned by the member. */
  async function pointLayer(owner: Actor): Promise<string> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_ak_${tag}`;
    const lyrId = `L-ak-${tag}`;
    await db().query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text)`);
    await db().query(
      `INSERT INTO layers.${table} (geom, name) VALUES (ST_Transform(ST_SetSRID(ST_MakePoint(126.978, 37.5665), 4326), 5186), '서울시청')`,
    );
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, 1)`,
      [lyrId, `점 ${tag}`, owner.user.insttCode, owner.user.userId, table],
    );
    return lyrId;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    adminA = await f.actor(a, 14);
    memberA = await f.actor(a, 12);
    adminB = await f.actor(b, 14);
    memberB = await f.actor(b, 12);
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
    sharedMap = await createMap(memberA, '기관 공유 지도');
    await share('MAP', sharedMap, 1, a, memberA.user.userId);
    privateMap = await createMap(memberA, '비공개 지도');
    foreignMap = await createMap(memberB, 'B 기관 공유 지도');
    await share('MAP', foreignMap, 1, b, memberB.user.userId);
    sharedLyr = await pointLayer(memberA);
    await share('LYR', sharedLyr, 1, a, memberA.user.userId);
    privateLyr = await pointLayer(memberA);
    foreignLyr = await pointLayer(memberB);
    await share('LYR', foreignLyr, 1, b, memberB.user.userId);
  });
  afterAll(async () => {
    await setClock(app, null);
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get adminA() {
      return adminA;
    },
    get memberA() {
      return memberA;
    },
    get adminB() {
      return adminB;
    },
    get memberB() {
      return memberB;
    },
    get provider() {
      return provider;
    },
    get sharedMap() {
      return sharedMap;
    },
    get privateMap() {
      return privateMap;
    },
    get foreignMap() {
      return foreignMap;
    },
    get sharedLyr() {
      return sharedLyr;
    },
    get privateLyr() {
      return privateLyr;
    },
    get foreignLyr() {
      return foreignLyr;
    },
    get seq() {
      return seq;
    },
    http,
    db,
    newKey,
    withKey,
    share,
    createMap,
    pointLayer,
  };
}
