import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { setClock } from './accounts';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export type Actor = Awaited<ReturnType<Factories['actor']>>;

export type GallerySuite = ReturnType<typeof gallerySuite>;

export function gallerySuite() {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let editor: Actor;
  let editor2: Actor;
  let member: Actor;
  let insttAdmin: Actor;
  let otherAdmin: Actor;
  let otherEditor: Actor;
  let provider: Actor;
  const tag = `G${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const newMap = async (by: Actor, title: string, over: Record<string, unknown> = {}): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(by.auth)
        .send({
          userMapSj: `${tag} ${title}`,
          view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 },
          toc: [],
          ...over,
        })
        .expect(201)
    ).body.result.userMapId as string;
  const newApp = async (by: Actor, title: string, userMapId: string): Promise<string> =>
    (
      await http()
        .post('/api/webapp/tmplat')
        .set(by.auth)
        .send({
          webappTmplatSj: `${tag} ${title}`,
          webappTmplatTyCode: 'TAB',
          detailSetting: { mainTab: [{ tabName: '첫 탭', webmap: { userMapId } }] },
        })
        .expect(201)
    ).body.result.webappTmplatId as string;
  const applyMap = (by: Actor, userMapId: string, over: Record<string, unknown> = {}) =>
    http()
      .post('/api/mapgallery/request')
      .set(by.auth)
      .send({
        mapGaleSj: `${tag} 갤러리 지도`,
        mapGaleCn: '공원 안내 지도',
        mapGaleKndSeCode: '01',
        userMapId,
        ...over,
      });
  const decide = (by: Actor, mapGaleReqstSn: number, confmSttusCode: '02' | '03', confmRejectCn?: string) =>
    http()
      .put('/api/mapgallery/request/confirmStatus')
      .set(by.auth)
      .send({ mapGaleReqstSn, confmSttusCode, confmRejectCn });
  const everyoneShares = async (type: 'MAP' | 'APP', id: string): Promise<number> =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND pblonsip_scope_se_code = 0`,
        [type, id],
      )
    )[0].n as number;
  const publicSns = async (query = ''): Promise<number[]> =>
    (
      (await http().get(`/api/mapgallery?pageSize=100&searchNm=${tag}${query}`).expect(200)).body.result
        .content as Array<{ mapGaleReqstSn: number }>
    ).map((i) => i.mapGaleReqstSn);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    editor = await f.actor(a, USER_SE_CODES.EDITOR, { userNm: '김편집' });
    editor2 = await f.actor(a, USER_SE_CODES.EDITOR);
    member = await f.actor(a, USER_SE_CODES.MEMBER);
    insttAdmin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    otherAdmin = await f.actor(b, USER_SE_CODES.INSTT_ADMIN);
    otherEditor = await f.actor(b, USER_SE_CODES.EDITOR);
    provider = await f.actor(a, USER_SE_CODES.PROVIDER_ADMIN);
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
    get editor() {
      return editor;
    },
    get editor2() {
      return editor2;
    },
    get member() {
      return member;
    },
    get insttAdmin() {
      return insttAdmin;
    },
    get otherAdmin() {
      return otherAdmin;
    },
    get otherEditor() {
      return otherEditor;
    },
    get provider() {
      return provider;
    },
    tag,
    http,
    db,
    newMap,
    newApp,
    applyMap,
    decide,
    everyoneShares,
    publicSns,
  };
}
