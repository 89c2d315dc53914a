import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import { Institution } from '../src/modules/directory/institution.entity';
import { encrypt } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { webappsSuite, type Actor } from './support/webapps.suite';

describe('themed map apps: CRUD, validation, access, lists, thumbnails, simple apps and maps through apps', () => {
  const suite = webappsSuite();
  const { tag, http, db, newMap, plainTab, tabBody, createApp, share } = suite;
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let sameInstt: Actor;
  let other: Actor;
  let map1: string;
  beforeAll(() => {
    ({ app, f, owner, sameInstt, other, map1 } = suite);
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
