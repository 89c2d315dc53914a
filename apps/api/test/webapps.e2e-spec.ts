import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { Institution } from '../src/modules/directory/institution.entity';
import { encrypt } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { createTestApp } from './support/test-app';

const DATA = path.resolve(__dirname, '../../../../shared/data');
type Actor = Awaited<ReturnType<Factories['actor']>>;
type Body = Record<string, unknown>;

describe('themed map apps: CRUD, validation, access, lists, thumbnails, simple apps and maps through apps', () => {
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

  describe('create, read, update, delete', () => {
    it('JOR: saves section tabs with settings and reads them back; PUT replaces everything; DELETE removes it', async () => {
      const body = jorBody();
      const created = await http().post('/api/webapp/tmplat').set(owner.auth).send(body).expect(201);
      expect(created.body.code).toBe(201);
      const detail = created.body.result;
      expect(detail).toMatchObject({
        webappTmplatSj: `${tag} 우리 동네 지도`,
        webappTmplatCn: '공원과 시설을 탭으로 봅니다',
        webappTmplatTyCode: 'JOR',
        useSttusSeCode: '01',
        usePblonsipSeCode: '01',
        insttCode: a,
        registerId: owner.user.userId,
        registerNm: owner.user.userNm,
        webappTmplatInfo: body.webappTmplatInfo,
        detailSetting: body.detailSetting,
        simpleTmplatAt: 'N',
        thumbnailUrl: null,
        canEdit: true,
        canDelete: true,
        maps: [
          { userMapId: map1, userMapSj: `${tag} 공원 지도`, userMapNcm: '공원' },
          { userMapId: map2, userMapSj: `${tag} 시설 지도`, userMapNcm: null },
        ],
      });
      const id = detail.webappTmplatId as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await appMaps(id)).toEqual([map1, map2].sort());
      const read = await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200);
      expect(read.body.result).toEqual(detail);
      const [row] = await db().query(
        `SELECT register_id, instt_code, simple_tmplat_at, detail_setting FROM webapp_tmplat WHERE webapp_tmplat_id = $1`,
        [id],
      );
      expect(row).toEqual({
        register_id: owner.user.userId,
        instt_code: a,
        simple_tmplat_at: 'N',
        detail_setting: body.detailSetting,
      });

      const put = await http()
        .put(`/api/webapp/tmplat/${id}`)
        .set(owner.auth)
        .send({
          webappTmplatSj: `${tag} 바뀐 지도`,
          webappTmplatTyCode: 'SES',
          detailSetting: { sectionTab: { mainTab: [sectionTab('도로', 1, map3)] } },
          useSttusSeCode: '02',
        })
        .expect(200);
      expect(put.body.result).toMatchObject({
        webappTmplatSj: `${tag} 바뀐 지도`,
        webappTmplatCn: null,
        webappTmplatTyCode: 'SES',
        webappTmplatInfo: null,
        useSttusSeCode: '02',
        registerId: owner.user.userId,
        maps: [{ userMapId: map3, userMapSj: `${tag} 도로 지도`, userMapNcm: null }],
      });
      expect(new Date(put.body.result.updtDt).getTime()).toBeGreaterThanOrEqual(
        new Date(detail.updtDt).getTime(),
      );
      expect(await appMaps(id)).toEqual([map3]);

      await share('APP', id, 3, sameInstt.user.userId);
      await http().delete(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200);
      expect(await db().query(`SELECT 1 FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, [id])).toEqual([]);
      expect(await appMaps(id)).toEqual([]);
      expect(
        await db().query(`SELECT 1 FROM pblonsip WHERE cntnts_ty_code = 'APP' AND cntnts_id = $1`, [id]),
      ).toEqual([]);
      await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(404);
      // The maps stay.
      await http().get(`/api/webmap/${map3}`).set(owner.auth).expect(200);
    });

    it('TAB: plain tabs round trip (the same map in two tabs is linked once)', async () => {
      const body = tabBody({
        detailSetting: { mainTab: [plainTab('첫째', map1), plainTab('둘째', map3), plainTab('셋째', map1)] },
      });
      const id = await createApp(owner, body);
      const read = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      expect(read).toMatchObject({
        webappTmplatTyCode: 'TAB',
        detailSetting: body.detailSetting,
        webappTmplatCn: null,
        webappTmplatInfo: null,
      });
      expect(read.maps.map((m: { userMapId: string }) => m.userMapId)).toEqual([map1, map3, map1]);
      expect(await appMaps(id)).toEqual([map1, map3].sort());
      await http()
        .put(`/api/webapp/tmplat/${id}`)
        .set(owner.auth)
        .send(tabBody({ detailSetting: { mainTab: [plainTab('하나', map2)] } }))
        .expect(200);
      expect(await appMaps(id)).toEqual([map2]);
    });

    it('404 for an unknown app on every route', async () => {
      await http().get('/api/webapp/tmplat/no-such-app').set(owner.auth).expect(404);
      await http().get('/api/webapp/tmplat/no-such-app/auth').expect(404);
      await http().put('/api/webapp/tmplat/no-such-app').set(owner.auth).send(jorBody()).expect(404);
      await http().delete('/api/webapp/tmplat/no-such-app').set(owner.auth).expect(404);
    });
  });

  describe('validation', () => {
    it('refuses bad tabs, names, numbers, maps and types with field paths, changing nothing', async () => {
      const id = await createApp(owner, jorBody());
      const saved = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      const apps = await count('webapp_tmplat');
      const links = await count('webapp_tmplat_map');
      const refuse = async (over: Body, fields: string[]) => {
        const created = await http()
          .post('/api/webapp/tmplat')
          .set(owner.auth)
          .send(jorBody(over))
          .expect(400);
        expect(created.body.code).toBe(400);
        expect(fieldsOf(created)).toEqual(expect.arrayContaining(fields));
        const updated = await http()
          .put(`/api/webapp/tmplat/${id}`)
          .set(owner.auth)
          .send(jorBody(over))
          .expect(400);
        expect(fieldsOf(updated)).toEqual(expect.arrayContaining(fields));
        return created;
      };
      const sections = (...tabs: unknown[]) => ({ detailSetting: { sectionTab: { mainTab: tabs } } });
      const P = 'detailSetting.sectionTab.mainTab';

      await refuse({ detailSetting: { mainTab: [plainTab('a', map1)] } }, ['detailSetting.sectionTab']);
      await refuse(sections(), [P]);
      await refuse(sections(...Array.from({ length: 11 }, (_, i) => sectionTab(`탭${i}`, i + 1, map1))), [P]);
      await refuse(
        sections(sectionTab('', 1, map1), sectionTab('x'.repeat(51), 2, map1), sectionTab('   ', 3, map1)),
        [`${P}[0].tabName`, `${P}[1].tabName`, `${P}[2].tabName`],
      );
      await refuse(
        sections(
          sectionTab('a', 1, map1),
          sectionTab('b', 1, map2),
          sectionTab('c', 0, map2),
          sectionTab('d', 1.5, map2),
        ),
        [`${P}[1].tabSn`, `${P}[2].tabSn`, `${P}[3].tabSn`],
      );
      await refuse(sections({ tabName: 'a', tabSn: 1, tabContent: {} }, 'tab'), [
        `${P}[0].tabContent.contentValue.userMapId`,
        `${P}[1]`,
      ]);
      await refuse(sections(sectionTab('a', 1, 'no-such-map')), [
        `${P}[0].tabContent.contentValue.userMapId`,
      ]);
      const foreign = await refuse(sections(sectionTab('a', 1, map1), sectionTab('b', 2, foreignMap)), [
        `${P}[1].tabContent.contentValue.userMapId`,
      ]);
      expect(foreign.body.result).toEqual([
        {
          field: `${P}[1].tabContent.contentValue.userMapId`,
          message: `볼 수 없는 웹맵은 앱에 넣을 수 없습니다. (${foreignMap})`,
        },
      ]);
      await refuse(sections(sectionTab('a', 1, unusedMap)), [`${P}[0].tabContent.contentValue.userMapId`]);
      await refuse({ webappTmplatTyCode: 'TAB' }, ['detailSetting.mainTab']);
      await refuse(
        { webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: 'a', webmap: {} }] } },
        ['detailSetting.mainTab[0].webmap.userMapId'],
      );
      await refuse(
        {
          webappTmplatTyCode: 'SIMPLE',
          detailSetting: { mainTab: [plainTab('a', map1), plainTab('b', map2)] },
        },
        ['detailSetting.mainTab'],
      );
      await refuse({ detailSetting: 'tabs' }, ['detailSetting']);
      await refuse({ detailSetting: undefined }, ['detailSetting']);
      await refuse({ webappTmplatTyCode: 'XYZ' }, ['webappTmplatTyCode']);
      await refuse({ webappTmplatSj: '  ' }, ['webappTmplatSj']);
      await refuse({ webappTmplatSj: 'x'.repeat(101) }, ['webappTmplatSj']);
      await refuse({ webappTmplatInfo: ['a'] }, ['webappTmplatInfo']);
      await refuse({ unknownField: 1 }, ['unknownField']);

      expect(await count('webapp_tmplat')).toBe(apps);
      expect(await count('webapp_tmplat_map')).toBe(links);
      expect((await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result).toEqual(
        saved,
      );
    });

    it('English field messages on request', async () => {
      const res = await http()
        .post('/api/webapp/tmplat')
        .set(owner.auth)
        .set('Accept-Language', 'en')
        .send(jorBody({ detailSetting: { sectionTab: { mainTab: [sectionTab('x'.repeat(51), 1, map1)] } } }))
        .expect(400);
      expect(res.body.result).toEqual([
        {
          field: 'detailSetting.sectionTab.mainTab[0].tabName',
          message: 'Enter a tab name of 1 to 50 characters.',
        },
      ]);
    });
  });

  describe('access', () => {
    let id: string;
    beforeAll(async () => {
      id = await createApp(owner, jorBody());
    });
    const auth = async (who: Actor | null) =>
      (
        await (
          who
            ? http().get(`/api/webapp/tmplat/${id}/auth`).set(who.auth)
            : http().get(`/api/webapp/tmplat/${id}/auth`)
        ).expect(200)
      ).body.result;

    it('other members, other institutions and anonymous visitors may not view, edit or delete', async () => {
      for (const who of [sameInstt, other, otherAdmin]) {
        await http().get(`/api/webapp/tmplat/${id}`).set(who.auth).expect(403);
        await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(who.auth).expect(403);
        await http().put(`/api/webapp/tmplat/${id}`).set(who.auth).send(jorBody()).expect(403);
        await http().delete(`/api/webapp/tmplat/${id}`).set(who.auth).expect(403);
        await http().delete(`/api/webapp/tmplat/${id}/thumbnail`).set(who.auth).expect(403);
        expect(await auth(who)).toEqual({ viewAt: 'N', editAt: 'N', deleteAt: 'N' });
      }
      const anonymous = await http().get(`/api/webapp/tmplat/${id}`).expect(403);
      expect(anonymous.body.code).toBe(403);
      expect(await auth(null)).toEqual({ viewAt: 'N', editAt: 'N', deleteAt: 'N' });
      await http().put(`/api/webapp/tmplat/${id}`).send(jorBody()).expect(401);
      await http().delete(`/api/webapp/tmplat/${id}`).expect(401);
      await http().get('/api/webapp/tmplat').expect(401);
      expect(await auth(owner)).toEqual({ viewAt: 'Y', editAt: 'Y', deleteAt: 'Y' });
    });

    it('the institution admin and the provider admin may view and edit', async () => {
      for (const who of [insttAdmin, provider]) {
        const res = await http().get(`/api/webapp/tmplat/${id}`).set(who.auth).expect(200);
        expect(res.body.result).toMatchObject({ canEdit: true, canDelete: true });
        expect(await auth(who)).toEqual({ viewAt: 'Y', editAt: 'Y', deleteAt: 'Y' });
      }
      // The admin keeps the owner's maps (admins may view them anyway) and the owner stays the owner.
      const put = await http()
        .put(`/api/webapp/tmplat/${id}`)
        .set(insttAdmin.auth)
        .send(jorBody({ webappTmplatSj: `${tag} 기관 담당자가 고침` }))
        .expect(200);
      expect(put.body.result).toMatchObject({
        webappTmplatSj: `${tag} 기관 담당자가 고침`,
        registerId: owner.user.userId,
      });
    });

    it('a share lets its target view (not edit or delete); everyone shares reach anonymous visitors', async () => {
      const shared = await createApp(owner, jorBody());
      await share('APP', shared, 3, sameInstt.user.userId);
      const res = await http().get(`/api/webapp/tmplat/${shared}`).set(sameInstt.auth).expect(200);
      expect(res.body.result).toMatchObject({ canEdit: false, canDelete: false });
      expect(
        (await http().get(`/api/webapp/tmplat/${shared}/auth`).set(sameInstt.auth).expect(200)).body.result,
      ).toEqual({
        viewAt: 'Y',
        editAt: 'N',
        deleteAt: 'N',
      });
      await http().put(`/api/webapp/tmplat/${shared}`).set(sameInstt.auth).send(jorBody()).expect(403);
      await http().delete(`/api/webapp/tmplat/${shared}`).set(sameInstt.auth).expect(403);
      await http().get(`/api/webapp/tmplat/${shared}`).set(other.auth).expect(403);
      await share('APP', shared, 0, null);
      expect((await http().get(`/api/webapp/tmplat/${shared}`).expect(200)).body.result).toMatchObject({
        canEdit: false,
        canDelete: false,
      });
      expect((await http().get(`/api/webapp/tmplat/${shared}/auth`).expect(200)).body.result).toEqual({
        viewAt: 'Y',
        editAt: 'N',
        deleteAt: 'N',
      });
    });

    it('viewers may not create apps; a denied themed map menu refuses creation', async () => {
      const res = await http().post('/api/webapp/tmplat').set(viewer.auth).send(jorBody()).expect(403);
      expect(res.body.message).toBe('뷰어는 테마지도를 만들 수 없습니다.');
      await f.setMenuAccess(a, 'SVC_THEMED_MAP', 'N');
      try {
        await http().post('/api/webapp/tmplat').set(owner.auth).send(jorBody()).expect(403);
      } finally {
        await f.setMenuAccess(a, 'SVC_THEMED_MAP', 'Y');
      }
      await http().post('/api/webapp/tmplat').set(owner.auth).send(jorBody()).expect(201);
    });

    it("an institution admin may delete a member's app", async () => {
      const doomed = await createApp(owner, tabBody());
      await http().delete(`/api/webapp/tmplat/${doomed}`).set(insttAdmin.auth).expect(200);
      await http().get(`/api/webapp/tmplat/${doomed}`).set(owner.auth).expect(404);
    });
  });

  describe('lists', () => {
    let lister: Actor;
    let colleague: Actor;
    const ids: string[] = [];
    let simpleId: string;
    let sharedId: string;
    let unsharedId: string;
    let listerMap: string;
    const list = (who: Actor, query: Record<string, string | number>) =>
      http()
        .get('/api/webapp/tmplat')
        .query(query)
        .set(who.auth)
        .expect(200)
        .then((r) => r.body.result);

    beforeAll(async () => {
      lister = await f.actor(a, USER_SE_CODES.MEMBER);
      colleague = await f.actor(a, USER_SE_CODES.MEMBER);
      listerMap = await newMap(lister, `${tag} 목록 지도`);
      for (const [i, title] of ['다 앱', '가 앱', '나 앱'].entries()) {
        const type = i === 1 ? 'TAB' : 'JOR';
        const detailSetting =
          type === 'TAB'
            ? { mainTab: [plainTab('a', listerMap)] }
            : { sectionTab: { mainTab: [sectionTab('a', 1, listerMap)] } };
        ids.push(
          await createApp(lister, {
            webappTmplatSj: `${tag} ${title}`,
            webappTmplatTyCode: type,
            detailSetting,
          }),
        );
      }
      simpleId = await createApp(lister, {
        webappTmplatSj: `${tag} 간편 앱`,
        webappTmplatTyCode: 'SIMPLE',
        detailSetting: { mainTab: [plainTab('간편', listerMap)] },
      });
      const colleagueMap = await newMap(colleague, `${tag} 동료 지도`);
      sharedId = await createApp(colleague, {
        webappTmplatSj: `${tag} 동료 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [plainTab('a', colleagueMap)] },
      });
      await share('APP', sharedId, 3, lister.user.userId, colleague);
      unsharedId = await createApp(colleague, {
        webappTmplatSj: `${tag} 동료 비공개 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [plainTab('a', colleagueMap)] },
      });
    });

    it('my apps: paged, newest change first, searchable, sortable, filtered by type; simple apps on request', async () => {
      const page1 = await list(lister, { pageIndex: 1, pageSize: 2 });
      expect(page1.totalElements).toBe(3);
      expect(page1.content.map((r: { webappTmplatId: string }) => r.webappTmplatId)).toEqual([
        ids[2],
        ids[1],
      ]);
      expect(page1.content[0]).toMatchObject({
        webappTmplatSj: `${tag} 나 앱`,
        webappTmplatTyCode: 'JOR',
        registerId: lister.user.userId,
        registerNm: lister.user.userNm,
        simpleTmplatAt: 'N',
        thumbnailUrl: null,
        tabCnt: 1,
        usePblonsipSeCode: '01',
      });
      const page2 = await list(lister, { pageIndex: 2, pageSize: 2 });
      expect(page2.content.map((r: { webappTmplatId: string }) => r.webappTmplatId)).toEqual([ids[0]]);
      const byTitle = await list(lister, { sort: 'webappTmplatSj', direction: 'ASC' });
      expect(byTitle.content.map((r: { webappTmplatSj: string }) => r.webappTmplatSj)).toEqual([
        `${tag} 가 앱`,
        `${tag} 나 앱`,
        `${tag} 다 앱`,
      ]);
      expect(
        (await list(lister, { searchKeyword: '나 앱' })).content.map(
          (r: { webappTmplatId: string }) => r.webappTmplatId,
        ),
      ).toEqual([ids[2]]);
      expect(
        (await list(lister, { searchNm: '가' })).content.map(
          (r: { webappTmplatId: string }) => r.webappTmplatId,
        ),
      ).toEqual([ids[1]]);
      expect((await list(lister, { webappTmplatTyCode: 'TAB' })).totalElements).toBe(1);
      const withSimple = await list(lister, { containsSimpleTemplatAt: 'Y' });
      expect(withSimple.totalElements).toBe(4);
      expect(withSimple.content[0]).toMatchObject({
        webappTmplatId: simpleId,
        simpleTmplatAt: 'Y',
        webappTmplatTyCode: 'SIMPLE',
      });
      await http().get('/api/webapp/tmplat').query({ sort: 'password' }).set(lister.auth).expect(400);
      await http().get('/api/webapp/tmplat').query({ scope: 'everything' }).set(lister.auth).expect(400);
    });

    it('shared with me and all visible; the institution filter', async () => {
      const idsOf = (page: { content: Array<{ webappTmplatId: string }> }) =>
        page.content.map((r) => r.webappTmplatId);
      const shared = idsOf(await list(lister, { scope: 'shared', pageSize: 1000 }));
      expect(shared).toContain(sharedId);
      expect(shared).not.toContain(unsharedId);
      for (const mine of ids) expect(shared).not.toContain(mine);
      expect(idsOf(await list(lister, { scope: 'shared', searchKeyword: '동료' }))).toEqual([sharedId]);
      const visible = idsOf(await list(lister, { scope: 'all-visible', pageSize: 1000 }));
      expect(visible).toEqual(expect.arrayContaining([...ids, sharedId]));
      expect(visible).not.toContain(unsharedId);
      expect(visible).not.toContain(simpleId);
      // The colleague does not see the lister's apps; the institution admin sees both as shared.
      const colleagueSees = idsOf(await list(colleague, { scope: 'shared', pageSize: 1000 }));
      for (const mine of ids) expect(colleagueSees).not.toContain(mine);
      const adminView = idsOf(
        await list(insttAdmin, { scope: 'shared', searchKeyword: tag, pageSize: 1000, insttCode: a }),
      );
      expect(adminView).toEqual(expect.arrayContaining([...ids, sharedId, unsharedId]));
      expect(
        (await list(insttAdmin, { scope: 'shared', searchKeyword: tag, insttCode: 'elsewhere' }))
          .totalElements,
      ).toBe(0);
    });
  });

  describe('thumbnails', () => {
    let id: string;
    beforeAll(async () => {
      id = await createApp(owner, tabBody());
    });
    const thumbPath = async (): Promise<string | null> =>
      (await db().query(`SELECT thumbnail_path FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, [id]))[0]
        .thumbnail_path;

    it('stores a PNG under the thumbnail rules, serves it signed and to viewers, replaces and removes it', async () => {
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(404);
      const put = await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(200);
      expect(put.body.result).toMatch(
        new RegExp(`^/api/webapp/tmplat/${id}/thumbnail\\?v=\\d+&exp=\\d+&sig=[\\w-]+$`),
      );
      const first = await thumbPath();
      expect(first).toMatch(/^webapps\/thumbnails\/[0-9a-f]{32}\.png$/);
      expect(fs.existsSync(path.join(storage(), first as string))).toBe(true);
      const detail = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      expect(detail.thumbnailUrl).toBe(put.body.result);
      const img = await http().get(detail.thumbnailUrl).buffer(true).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      await http().get(`${detail.thumbnailUrl}x`).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(other.auth).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(insttAdmin.auth).expect(200);
      const listed = (
        await http()
          .get('/api/webapp/tmplat')
          .set(owner.auth)
          .query({ searchKeyword: `${tag} 탭` })
          .expect(200)
      ).body.result.content;
      expect(listed.find((r: { webappTmplatId: string }) => r.webappTmplatId === id).thumbnailUrl).toBe(
        put.body.result,
      );

      await http()
        .post(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'), 'again.PNG')
        .expect(200);
      const second = await thumbPath();
      expect(second).not.toBe(first);
      expect(fs.existsSync(path.join(storage(), first as string))).toBe(false);

      await http().delete(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(200);
      expect(await thumbPath()).toBeNull();
      expect(fs.existsSync(path.join(storage(), second as string))).toBe(false);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(404);
    });

    it('refuses other types (415), large files (413), missing files (400), non-editors (403) and anonymous visitors (401), storing nothing', async () => {
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', Buffer.from('GIF89a'), 'a.gif')
        .expect(415);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'bad_dxf_named.png'))
        .expect(415);
      const big = Buffer.concat([
        fs.readFileSync(path.join(DATA, 'thumb_ok.png')),
        Buffer.alloc(1024 * 1024 + 10),
      ]);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', big, 'big.png')
        .expect(413);
      const missing = await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .field('x', '1')
        .expect(400);
      expect(fieldsOf(missing)).toEqual(['file']);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(sameInstt.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(403);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(401);
      expect(await thumbPath()).toBeNull();
    });

    it('deleting the app removes its thumbnail file', async () => {
      const doomed = await createApp(owner, tabBody());
      await http()
        .put(`/api/webapp/tmplat/${doomed}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(200);
      const [{ thumbnail_path: thumb }] = await db().query(
        `SELECT thumbnail_path FROM webapp_tmplat WHERE webapp_tmplat_id = $1`,
        [doomed],
      );
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(true);
      await http().delete(`/api/webapp/tmplat/${doomed}`).set(owner.auth).expect(200);
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(false);
    });
  });

  describe('simple map apps', () => {
    it('PUT …/simple changes the title, description and the one map; other apps and bad maps are refused', async () => {
      const id = await createApp(owner, {
        webappTmplatSj: `${tag} 간편`,
        webappTmplatTyCode: 'SIMPLE',
        detailSetting: { mainTab: [plainTab('간편', map1)] },
      });
      const created = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      expect(created).toMatchObject({ simpleTmplatAt: 'Y', webappTmplatTyCode: 'SIMPLE' });
      const put = await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: `${tag} 간편 바뀜`, webappTmplatCn: '설명', userMapId: map2 })
        .expect(200);
      expect(put.body.result).toMatchObject({
        webappTmplatSj: `${tag} 간편 바뀜`,
        webappTmplatCn: '설명',
        simpleTmplatAt: 'Y',
        detailSetting: { mainTab: [{ tabName: `${tag} 간편 바뀜`, webmap: { userMapId: map2 } }] },
        maps: [{ userMapId: map2, userMapSj: `${tag} 시설 지도`, userMapNcm: null }],
      });
      expect(await appMaps(id)).toEqual([map2]);

      const foreign = await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x', userMapId: foreignMap })
        .expect(400);
      expect(fieldsOf(foreign)).toEqual(['userMapId']);
      await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x' })
        .expect(400);
      await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(sameInstt.auth)
        .send({ webappTmplatSj: 'x', userMapId: map1 })
        .expect(403);
      expect(await appMaps(id)).toEqual([map2]);

      const jor = await createApp(owner, jorBody());
      const notSimple = await http()
        .put(`/api/webapp/tmplat/${jor}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x', userMapId: map1 })
        .expect(422);
      expect(notSimple.body.message).toBe('간편 지도 앱만 이 방법으로 수정할 수 있습니다.');
    });
  });

  describe('maps through apps', () => {
    it('a user who may view the app (not the map) sees its maps only with ?webappTmplatId= of that app; revocation is immediate', async () => {
      const privateMap = await newMap(owner, `${tag} 비공개 지도`);
      const appId = await createApp(
        owner,
        tabBody({ detailSetting: { mainTab: [plainTab('비공개', privateMap)] } }),
      );
      const otherApp = await createApp(
        owner,
        tabBody({ detailSetting: { mainTab: [plainTab('다른', map1)] } }),
      );
      await share('APP', appId, 3, sameInstt.user.userId);
      await share('APP', otherApp, 3, sameInstt.user.userId);

      await http().get(`/api/webmap/${privateMap}`).set(sameInstt.auth).expect(403);
      const through = await http()
        .get(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(200);
      expect(through.body.result).toMatchObject({ userMapId: privateMap, canEdit: false, canDelete: false });
      await http()
        .get(`/api/webmap/${privateMap}/toc/group`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(200);
      await http()
        .get(`/api/webmap/${privateMap}/toc/group/select`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(200);
      // Another app the user may view that does not show the map gives nothing; nor does an unknown app.
      await http()
        .get(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: otherApp })
        .set(sameInstt.auth)
        .expect(403);
      await http()
        .get(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: 'no-such-app' })
        .set(sameInstt.auth)
        .expect(403);
      // Those who may not view the app, anonymous visitors included, get nothing either.
      await http()
        .get(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: appId })
        .set(other.auth)
        .expect(403);
      await http().get(`/api/webmap/${privateMap}`).query({ webappTmplatId: appId }).expect(403);
      // The route never lets anyone edit through the app.
      await http()
        .put(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .send({ userMapSj: 'x', view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc: [] })
        .expect(403);
      await http()
        .delete(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(403);

      await db().query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'APP' AND cntnts_id = $1`, [appId]);
      await http()
        .get(`/api/webmap/${privateMap}`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(403);
      // Everyone share of the app: anonymous visitors see the map through it.
      await share('APP', appId, 0, null);
      await http().get(`/api/webmap/${privateMap}`).query({ webappTmplatId: appId }).expect(200);
      await http().get(`/api/webmap/${privateMap}`).expect(403);
      // A map dropped from the app is no longer seen through it.
      await http()
        .put(`/api/webapp/tmplat/${appId}`)
        .set(owner.auth)
        .send(tabBody({ detailSetting: { mainTab: [plainTab('a', map1)] } }))
        .expect(200);
      await http().get(`/api/webmap/${privateMap}`).query({ webappTmplatId: appId }).expect(403);
    });

    it("the map's layers are viewable through the map for the app's viewers (TOC flag and layer routes with ?userMapId=)", async () => {
      const lyr = await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({
          uploadType: 'custom',
          lyrNm: `${tag} 앱 레이어`,
          geometryType: 'point',
          columns: [{ name: 'name', type: 'text' }],
        })
        .expect(201);
      const lyrId = lyr.body.result.lyrId as string;
      const layerMap = await newMap(owner, `${tag} 레이어 지도`, {
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', lyrId }],
      });
      const appId = await createApp(
        owner,
        tabBody({ detailSetting: { mainTab: [plainTab('레이어', layerMap)] } }),
      );
      await share('APP', appId, 3, sameInstt.user.userId);
      const detail = await http()
        .get(`/api/webmap/${layerMap}`)
        .query({ webappTmplatId: appId })
        .set(sameInstt.auth)
        .expect(200);
      expect(detail.body.result.toc[0].layer).toMatchObject({ lyrId, viewable: true });
      await http()
        .get(`/api/layers/${lyrId}/columns`)
        .query({ userMapId: layerMap })
        .set(sameInstt.auth)
        .expect(200);
      await http().get(`/api/layers/${lyrId}/columns`).set(sameInstt.auth).expect(403);
      await http()
        .get(`/api/layers/${lyrId}/columns`)
        .query({ userMapId: layerMap })
        .set(other.auth)
        .expect(403);
    });

    it('a map shown by an app cannot be deleted (409 naming the apps) until the apps drop it', async () => {
      const usedMap = await newMap(owner, `${tag} 쓰이는 지도`);
      const appId = await createApp(
        owner,
        tabBody({ webappTmplatSj: `${tag} 쓰는 앱`, detailSetting: { mainTab: [plainTab('a', usedMap)] } }),
      );
      const res = await http().delete(`/api/webmap/${usedMap}`).set(owner.auth).expect(409);
      expect(res.body.message).toBe(
        `이 웹맵을 사용하는 테마지도가 있습니다(${tag} 쓰는 앱). 먼저 앱에서 빼 주세요.`,
      );
      await http().get(`/api/webmap/${usedMap}`).set(owner.auth).expect(200);
      await http().delete(`/api/webapp/tmplat/${appId}`).set(owner.auth).expect(200);
      await http().delete(`/api/webmap/${usedMap}`).set(owner.auth).expect(200);
    });
  });

  describe('members and institutions', () => {
    async function institutionWithMaster(): Promise<{ code: string; master: Actor }> {
      const instt = await f.newInstitution();
      const master = await f.actor(instt.insttCode, USER_SE_CODES.INSTT_ADMIN);
      await db()
        .getRepository(Institution)
        .update(
          { insttCode: instt.insttCode },
          { masterUserId: master.user.userId, creatmanId: master.user.userId },
        );
      return { code: instt.insttCode, master };
    }
    const appRow = async (id: string) =>
      (
        await db().query(`SELECT instt_code, register_id FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, [
          id,
        ])
      )[0];
    const appOf = async (by: Actor, title: string) => {
      const userMapId = await newMap(by, `${title} 지도`);
      return createApp(by, {
        webappTmplatSj: title,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [plainTab('a', userMapId)] },
      });
    };

    it("counts the institution's apps in its contents", async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      await appOf(member, `${tag} 하나`);
      await appOf(c.master, `${tag} 둘`);
      const res = await http().get(`/api/instt/${c.code}/contents/count`).set(c.master.auth).expect(200);
      expect(res.body.result.appCnt).toBe(2);
      expect(res.body.result.mapCnt).toBe(2);
    });

    it("a removed member's apps stay with the institution, owned by its master", async () => {
      const c = await institutionWithMaster();
      const leaving = await f.actor(c.code, USER_SE_CODES.EDITOR);
      const colleague = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const id = await appOf(leaving, `${tag} 남는 앱`);
      await share('APP', id, 3, colleague.user.userId, leaving);
      await http()
        .delete(`/api/instt/${c.code}/constituents/${leaving.user.userId}`)
        .set(c.master.auth)
        .expect(200);
      expect(await appRow(id)).toEqual({ instt_code: c.code, register_id: c.master.user.userId });
      const [entry] = await db().query(
        `SELECT owner_id FROM pblonsip WHERE cntnts_ty_code = 'APP' AND cntnts_id = $1`,
        [id],
      );
      expect(entry.owner_id).toBe(c.master.user.userId);
      await http().get(`/api/webapp/tmplat/${id}`).set(colleague.auth).expect(200);
      const moved = await f.tokenFor({
        ...leaving.user,
        insttCode: 'openbiz',
        userSeCode: USER_SE_CODES.MEMBER,
      });
      await http()
        .get(`/api/webapp/tmplat/${id}`)
        .set({ Authorization: `Bearer ${moved}` })
        .expect(403);
    });

    it("a withdrawing institution's members keep their apps: the apps move with them to openBiz", async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const id = await appOf(member, `${tag} 따라가는 앱`);
      await http()
        .post(`/api/instt/${c.code}/withdraw`)
        .set(c.master.auth)
        .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
        .expect(200);
      expect(await appRow(id)).toEqual({ instt_code: 'openbiz', register_id: member.user.userId });
    });
  });
});
