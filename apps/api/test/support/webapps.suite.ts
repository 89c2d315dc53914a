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
export type Body = Record<string, unknown>;

export function webappsSuite() {
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
  let map1: string;
  let map2: string;
  let map3: string;
  let foreignMap: string;
  let unusedMap: string;
  const tag = `A${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const storage = () => app.get(AppConfig).storageDir;
  const fieldsOf = (res: request.Response) =>
    (res.body.result as Array<{ field: string }>).map((e) => e.field);

  const newMap = (by: Actor, title: string, over: Body = {}) =>
    http()
      .post('/api/webmap')
      .set(by.auth)
      .send({
        userMapSj: title,
        bcrnMapId: null,
        view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 },
        toc: [],
        ...over,
      })
      .expect(201)
      .then((res) => res.body.result.userMapId as string);

  const sectionTab = (tabName: string, tabSn: number, userMapId: string, extra: Body = {}) => ({
    tabName,
    tabSn,
    tabContent: { contentValue: { userMapId } },
    ...extra,
  });
  const plainTab = (tabName: string, userMapId: string) => ({ tabName, webmap: { userMapId } });

  /** A JOR app with two section tabs (map1, map2). */
  function jorBody(over: Body = {}): Body {
    return {
      webappTmplatSj: `${tag} 우리 동네 지도`,
      webappTmplatCn: '공원과 시설을 탭으로 봅니다',
      webappTmplatTyCode: 'JOR',
      webappTmplatInfo: { headerColor: '#004488', layout: { sideBar: true } },
      detailSetting: {
        sectionTab: { mainTab: [sectionTab('공원', 1, map1, { icon: 'tree' }), sectionTab('시설', 2, map2)] },
      },
      ...over,
    };
  }
  /** A TAB app with plain tabs. */
  function tabBody(over: Body = {}): Body {
    return {
      webappTmplatSj: `${tag} 탭 지도`,
      webappTmplatTyCode: 'TAB',
      detailSetting: { mainTab: [plainTab('첫째', map1), plainTab('둘째', map3)] },
      ...over,
    };
  }
  const createApp = async (by: Actor, body: Body): Promise<string> =>
    (await http().post('/api/webapp/tmplat').set(by.auth).send(body).expect(201)).body.result
      .webappTmplatId as string;
  const count = async (table: 'webapp_tmplat' | 'webapp_tmplat_map'): Promise<number> =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const appMaps = async (id: string): Promise<string[]> =>
    (
      await db().query(
        `SELECT user_map_id FROM webapp_tmplat_map WHERE webapp_tmplat_id = $1 ORDER BY user_map_id`,
        [id],
      )
    ).map((r: { user_map_id: string }) => r.user_map_id);
  const share = (type: 'APP' | 'MAP', id: string, scope: number, refrnId: string | null, by: Actor = owner) =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ($1::varchar, $2::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_ty_code = $1::varchar AND cntnts_id = $2::varchar), $3, $4, $5, $5)`,
      [type, id, scope, refrnId, by.user.userId],
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
    map1 = await newMap(owner, `${tag} 공원 지도`, { userMapNcm: '공원' });
    map2 = await newMap(owner, `${tag} 시설 지도`);
    map3 = await newMap(owner, `${tag} 도로 지도`);
    foreignMap = await newMap(other, `${tag} 다른 기관 지도`);
    unusedMap = await newMap(owner, `${tag} 쉬는 지도`, { useSttusSeCode: '02' });
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
    get map1() {
      return map1;
    },
    get map2() {
      return map2;
    },
    get map3() {
      return map3;
    },
    get foreignMap() {
      return foreignMap;
    },
    get unusedMap() {
      return unusedMap;
    },
    tag,
    http,
    db,
    storage,
    fieldsOf,
    newMap,
    sectionTab,
    plainTab,
    jorBody,
    tabBody,
    createApp,
    count,
    appMaps,
    share,
  };
}
