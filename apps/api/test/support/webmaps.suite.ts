import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export type Actor = Awaited<ReturnType<Factories['actor']>>;

export const SYMBOL = { fillColor: '#ff000080', strokeColor: '#aa0000', strokeWidth: 2, pointShape: 'circle', pointRadius: 7 };
export const POINT_STYLE = {
  kind: 'single',
  column: null,
  base: SYMBOL,
  classes: [],
  label: { enabled: true, column: 'name', fontSize: 13, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
export const POLYGON_STYLE = {
  kind: 'categorized',
  column: 'kind',
  base: { ...SYMBOL, fillColor: '#3388ff66', pointShape: 'square' },
  classes: [
    { value: 'park', label: '공원', symbol: { ...SYMBOL, fillColor: '#00aa00' } },
    { value: 'school', label: '학교', symbol: { ...SYMBOL, fillColor: '#0000aa' } },
  ],
  label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
export const POINT_POPUP = { enabled: true, columns: ['name'] };
export const POLYGON_POPUP = { enabled: false, columns: [] };

export function webmapsSuite() {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let sameInstt: Actor;
  let insttAdmin: Actor;
  let provider: Actor;
  let viewer: Actor;
  let other: Actor;
  let otherAdmin: Actor;
  let pointLyr: string;
  let polygonLyr: string;
  let foreignLyr: string;
  const tag = `W${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const storage = () => app.get(AppConfig).storageDir;

  async function customLayer(by: Actor, lyrNm: string, geometryType: 'point' | 'polygon', column: string): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType, columns: [{ name: column, type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  /** A map with a group holding the point layer and, below it, the polygon layer. */
  function mapBody(over: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      userMapSj: `${tag} 공원 지도`,
      userMapCn: '서울의 공원과 시설',
      bcrnMapId: 'OFFLINE_WORLD',
      view: { projection: 'EPSG:5186', center: [198000.5, 552000.25], zoom: 15 },
      toc: [
        {
          lyrGroupSeCode: '01',
          tocNm: '시설',
          visibleAt: 'Y',
          opacity: 1,
          children: [
            { lyrGroupSeCode: '02', tocNm: '시설 위치', visibleAt: 'Y', opacity: 0.8, lyrId: pointLyr, style: POINT_STYLE, popup: POINT_POPUP, clusterAt: 'Y' },
          ],
        },
        { lyrGroupSeCode: '02', tocNm: '공원 구역', visibleAt: 'N', opacity: 0.35, lyrId: polygonLyr, style: POLYGON_STYLE, popup: POLYGON_POPUP, clusterAt: 'N' },
      ],
      ...over,
    };
  }

  const create = async (by: Actor, over: Record<string, unknown> = {}): Promise<string> =>
    (await http().post('/api/webmap').set(by.auth).send(mapBody(over)).expect(201)).body.result.userMapId as string;
  const count = async (table: 'user_map' | 'user_map_toc'): Promise<number> =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const shareMap = (userMapId: string, scope: number, refrnId: string | null) =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ('MAP', $1::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $1::varchar), $2, $3, $4, $4)`,
      [userMapId, scope, refrnId, owner.user.userId],
    );

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    const b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.MEMBER);
    sameInstt = await f.actor(a, USER_SE_CODES.MEMBER);
    insttAdmin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    provider = await f.actor(a, USER_SE_CODES.PROVIDER_ADMIN);
    viewer = await f.actor(a, USER_SE_CODES.VIEWER);
    other = await f.actor(b, USER_SE_CODES.MEMBER);
    otherAdmin = await f.actor(b, USER_SE_CODES.INSTT_ADMIN);
    pointLyr = await customLayer(owner, `${tag} 시설`, 'point', 'name');
    polygonLyr = await customLayer(owner, `${tag} 공원`, 'polygon', 'kind');
    foreignLyr = await customLayer(other, `${tag} 다른 기관`, 'point', 'name');
  });
  afterAll(() => app.close());

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
    get owner() {
      return owner;
    },
    get sameInstt() {
      return sameInstt;
    },
    get insttAdmin() {
      return insttAdmin;
    },
    get provider() {
      return provider;
    },
    get viewer() {
      return viewer;
    },
    get other() {
      return other;
    },
    get otherAdmin() {
      return otherAdmin;
    },
    get pointLyr() {
      return pointLyr;
    },
    get polygonLyr() {
      return polygonLyr;
    },
    get foreignLyr() {
      return foreignLyr;
    },
    tag,
    http,
    db,
    storage,
    customLayer,
    mapBody,
    create,
    count,
    shareMap,
  };
}
