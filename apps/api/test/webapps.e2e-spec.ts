import { Factories } from './support/factories';
import { webappsSuite, type Actor, type Body } from './support/webapps.suite';

describe('themed map apps: CRUD, validation, access, lists, thumbnails, simple apps and maps through apps', () => {
  const suite = webappsSuite();
  const { tag, http, db, fieldsOf, sectionTab, plainTab, jorBody, tabBody, createApp, count, appMaps, share } = suite;
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
  beforeAll(() => {
    ({ f, a, owner, sameInstt, insttAdmin, provider, viewer, other, otherAdmin, map1, map2, map3, foreignMap, unusedMap } = suite);
  });

  describe('create, read, update, delete', () => {
    it('keeps the address search widget option in the app settings (webappTmplatInfo.widgets), with the other settings, through create, read and PUT', async () => {
      const body = { ...tabBody(), webappTmplatInfo: { layout: 'wide', widgets: { addressSearchAt: 'Y' } } };
      const created = await http().post('/api/webapp/tmplat').set(owner.auth).send(body).expect(201);
      const id = created.body.result.webappTmplatId as string;
      const read = await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200);
      expect(read.body.result.webappTmplatInfo).toEqual({ layout: 'wide', widgets: { addressSearchAt: 'Y' } });
      await http()
        .put(`/api/webapp/tmplat/${id}`)
        .set(owner.auth)
        .send({ ...body, webappTmplatInfo: { layout: 'wide', widgets: { addressSearchAt: 'N' } } })
        .expect(200);
      const [row] = await db().query(`SELECT webapp_tmplat_info AS info FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, [id]);
      expect(row.info).toEqual({ layout: 'wide', widgets: { addressSearchAt: 'N' } });
      await http().delete(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200);
    });

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
});
