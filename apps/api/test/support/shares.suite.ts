import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export type Actor = Awaited<ReturnType<Factories['actor']>>;

export const KO = {
  alreadyShared: '이미 선택한 대상에게 공유되어 있습니다.',
  alreadySharedInstt: '이미 기관에 공유된 레이어입니다.',
};

export function sharesSuite() {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let member: Actor;
  let editor: Actor;
  let viewer: Actor;
  let admin: Actor;
  let provider: Actor;
  let disabled: Actor;
  let foreign: Actor;
  let groupSn: string;
  let foreignGroupSn: string;
  const tag = `S${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  async function customLayer(by: Actor, lyrNm = `${tag} 시설`): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  const layers = new Map<string, string>();
  /** A map holding one layer (by default a layer of the map's author, made once per author). */
  async function newMap(by: Actor, given?: string): Promise<string> {
    let lyrId = given ?? layers.get(by.user.userId);
    if (!lyrId) {
      lyrId = await customLayer(by);
      layers.set(by.user.userId, lyrId);
    }
    const res = await http()
      .post('/api/webmap')
      .set(by.auth)
      .send({
        userMapSj: `${tag} 지도`,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId }],
      })
      .expect(201);
    return res.body.result.userMapId as string;
  }

  /** A themed app (POST /api/webapp/tmplat) with one tab showing a map of its author. */
  async function newApp(by: Actor): Promise<string> {
    const userMapId = await newMap(by);
    const res = await http()
      .post('/api/webapp/tmplat')
      .set(by.auth)
      .send({
        webappTmplatSj: `${tag} 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [{ tabName: '지도', webmap: { userMapId } }] },
      })
      .expect(201);
    return res.body.result.webappTmplatId as string;
  }

  async function groupOf(by: Actor, members: Actor[]): Promise<string> {
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [by.user.insttCode, by.user.userId, `${tag} 그룹 ${randomBytes(2).toString('hex')}`],
    );
    for (const m of members)
      await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [
        group_sn,
        m.user.userId,
      ]);
    return String(group_sn);
  }

  const summary = async (table: 'user_map' | 'webapp_tmplat', id: string): Promise<string> => {
    const col = table === 'user_map' ? 'user_map_id' : 'webapp_tmplat_id';
    return (await db().query(`SELECT use_pblonsip_se_code AS c FROM ${table} WHERE ${col} = $1`, [id]))[0]
      .c as string;
  };
  const stored = async (type: string, id: string) =>
    (
      await db().query(
        `SELECT pblonsip_scope_se_code AS scope, pblonsip_refrn_id AS refrn, edit_posbl_at AS edit, owner_id AS owner, register_id AS register
           FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 ORDER BY pblonsip_ordr`,
        [type, id],
      )
    ).map((r: { scope: number; refrn: string | null; edit: string; owner: string; register: string }) => r);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    const b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.MEMBER, { userNm: '소유자' });
    member = await f.actor(a, USER_SE_CODES.MEMBER, { userNm: '구성원' });
    editor = await f.actor(a, USER_SE_CODES.EDITOR);
    viewer = await f.actor(a, USER_SE_CODES.VIEWER);
    admin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    provider = await f.actor(DEFAULT_INSTT_CODE, USER_SE_CODES.PROVIDER_ADMIN);
    disabled = await f.actor(a, USER_SE_CODES.MEMBER, { userSttus: 'disabled' });
    foreign = await f.actor(b, USER_SE_CODES.MEMBER);
    groupSn = await groupOf(owner, [member]);
    foreignGroupSn = await groupOf(foreign, []);
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
    get member() {
      return member;
    },
    get editor() {
      return editor;
    },
    get viewer() {
      return viewer;
    },
    get admin() {
      return admin;
    },
    get provider() {
      return provider;
    },
    get disabled() {
      return disabled;
    },
    get foreign() {
      return foreign;
    },
    get groupSn() {
      return groupSn;
    },
    get foreignGroupSn() {
      return foreignGroupSn;
    },
    tag,
    http,
    db,
    customLayer,
    layers,
    newMap,
    newApp,
    groupOf,
    summary,
    stored,
  };
}
