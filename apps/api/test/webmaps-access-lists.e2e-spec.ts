import { USER_SE_CODES } from '@nuri/domain';
import { Factories } from './support/factories';
import { webmapsSuite, type Actor } from './support/webmaps.suite';

describe('web maps: CRUD, validation, access, lists and thumbnails', () => {
  const suite = webmapsSuite();
  const { tag, http, db, mapBody, create, count, shareMap } = suite;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let sameInstt: Actor;
  let insttAdmin: Actor;
  let provider: Actor;
  let viewer: Actor;
  let other: Actor;
  let otherAdmin: Actor;
  let foreignLyr: string;
  beforeAll(() => {
    ({ f, a, owner, sameInstt, insttAdmin, provider, viewer, other, otherAdmin, foreignLyr } = suite);
  });

  describe('access', () => {
    let userMapId: string;
    beforeAll(async () => {
      userMapId = await create(owner);
    });

    it('other members, other institutions and anonymous visitors may not view, edit or delete', async () => {
      for (const who of [sameInstt, other, otherAdmin]) {
        await http().get(`/api/webmap/${userMapId}`).set(who.auth).expect(403);
        await http().get(`/api/webmap/${userMapId}/toc/group`).set(who.auth).expect(403);
        await http().get(`/api/webmap/${userMapId}/toc/group/select`).set(who.auth).expect(403);
        await http().put(`/api/webmap/${userMapId}`).set(who.auth).send(mapBody()).expect(403);
        await http().delete(`/api/webmap/${userMapId}`).set(who.auth).expect(403);
      }
      const anonymous = await http().get(`/api/webmap/${userMapId}`).expect(403);
      expect(anonymous.body.code).toBe(403);
      await http().get(`/api/webmap/${userMapId}/toc/group`).expect(403);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).expect(403);
      await http().put(`/api/webmap/${userMapId}`).send(mapBody()).expect(401);
      await http().delete(`/api/webmap/${userMapId}`).expect(401);
      await http().post('/api/webmap').send(mapBody()).expect(401);
      expect(await count('user_map')).toBeGreaterThan(0);
      await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200);
    });

    it('the institution admin and the provider admin may view and edit', async () => {
      for (const admin of [insttAdmin, provider]) {
        const read = (await http().get(`/api/webmap/${userMapId}`).set(admin.auth).expect(200)).body.result;
        expect(read).toMatchObject({ canEdit: true, canDelete: true, registerId: owner.user.userId });
        const saved = (
          await http()
            .put(`/api/webmap/${userMapId}`)
            .set(admin.auth)
            .send(mapBody({ userMapSj: `${tag} 담당자 수정 ${admin.user.userSeCode}` }))
            .expect(200)
        ).body.result;
        // The map stays the owner's.
        expect(saved).toMatchObject({ userMapSj: `${tag} 담당자 수정 ${admin.user.userSeCode}`, registerId: owner.user.userId, insttCode: a });
      }
    });

    it('a share lets its target view (not edit or delete); layers say whether the target may view them', async () => {
      const shared = await create(owner);
      await shareMap(shared, 3, sameInstt.user.userId);
      const read = (await http().get(`/api/webmap/${shared}`).set(sameInstt.auth).expect(200)).body.result;
      expect(read).toMatchObject({ canEdit: false, canDelete: false });
      // The owner's private layers: viewable by the share target through the map (issue 8: ?userMapId= on layer routes).
      const layers = (await http().get(`/api/webmap/${shared}/toc/group/select`).set(sameInstt.auth).expect(200)).body.result;
      expect(layers.map((e: { layer: { viewable: boolean } }) => e.layer.viewable)).toEqual([true, true]);
      await http().put(`/api/webmap/${shared}`).set(sameInstt.auth).send(mapBody()).expect(403);
      await http().delete(`/api/webmap/${shared}`).set(sameInstt.auth).expect(403);
      // Everyone shares reach anonymous visitors too.
      await http().get(`/api/webmap/${shared}`).expect(403);
      await shareMap(shared, 0, null);
      const anonymous = (await http().get(`/api/webmap/${shared}`).expect(200)).body.result;
      expect(anonymous).toMatchObject({ canEdit: false, canDelete: false });
    });

    it('viewers may not create maps; a denied map-builder menu refuses creation', async () => {
      const res = await http().post('/api/webmap').set(viewer.auth).send(mapBody()).expect(403);
      expect(res.body.message).toBe('열람자는 웹맵을 만들 수 없습니다.');
      await f.setMenuAccess(a, 'MAP_BUILDER', 'N');
      try {
        await http().post('/api/webmap').set(owner.auth).send(mapBody()).expect(403);
      } finally {
        await f.setMenuAccess(a, 'MAP_BUILDER', 'Y');
      }
      await http().post('/api/webmap').set(owner.auth).send(mapBody()).expect(201);
    });

    it('an admin keeps layers already in a map even when the admin may not view them', async () => {
      // A layer of another institution shared with the owner only.
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
         VALUES ('LYR', $1, 1, 3, $2, $3, $3)`,
        [foreignLyr, owner.user.userId, other.user.userId],
      );
      const toc = [{ lyrGroupSeCode: '02', tocNm: '공유받은 레이어', lyrId: foreignLyr }];
      const withForeign = await create(owner, { toc });
      const read = (await http().get(`/api/webmap/${withForeign}`).set(insttAdmin.auth).expect(200)).body.result;
      // Viewable through the map the admin may view (issue 8), though not on its own.
      expect(read.toc[0].layer).toMatchObject({ lyrId: foreignLyr, viewable: true });
      await http().get(`/api/layers/${foreignLyr}`).set(insttAdmin.auth).expect(403);
      await http().put(`/api/webmap/${withForeign}`).set(insttAdmin.auth).send(mapBody({ toc })).expect(200);
      // …but may not add it to a map of their own.
      const res = await http().post('/api/webmap').set(insttAdmin.auth).send(mapBody({ toc })).expect(400);
      expect(res.body.result[0].field).toBe('toc[0].lyrId');
    });
  });

  describe('lists', () => {
    const listTag = `${tag}L`;
    let lister: Actor;
    let friend: Actor;
    const ids: string[] = [];

    beforeAll(async () => {
      lister = await f.actor(a, USER_SE_CODES.MEMBER);
      friend = await f.actor(a, USER_SE_CODES.EDITOR);
      for (let i = 0; i < 5; i++) {
        const res = await http()
          .post('/api/webmap')
          .set(lister.auth)
          .send({ userMapSj: `${listTag} 지도 ${i}`, bcrnMapId: null, view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc: [] })
          .expect(201);
        ids.push(res.body.result.userMapId);
      }
      await http()
        .put(`/api/webmap/${ids[1]}`)
        .set(lister.auth)
        .send({ userMapSj: `${listTag} 지도 1`, bcrnMapId: null, view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc: [] })
        .expect(200);
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
         VALUES ('MAP', $1, 1, 3, $2, $3, $3), ('MAP', $4, 1, 1, $5, $3, $3)`,
        [ids[0], friend.user.userId, lister.user.userId, ids[3], a],
      );
    });

    it('my maps: paged, newest change first, searchable, sortable', async () => {
      const page1 = (await http().get('/api/webmap').query({ scope: 'mine', searchNm: listTag, pageSize: 2 }).set(lister.auth).expect(200)).body.result;
      expect(page1).toMatchObject({ totalElements: 5, pageIndex: 1, pageSize: 2, last: false });
      expect(page1.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[1], ids[4]]);
      expect(page1.content[0]).toEqual({
        userMapId: ids[1],
        userMapSj: `${listTag} 지도 1`,
        userMapCn: null,
        userMapNcm: null,
        insttCode: a,
        registerId: lister.user.userId,
        registerNm: lister.user.userNm,
        registDt: expect.any(String),
        updtDt: expect.any(String),
        thumbnailUrl: null,
        layerCnt: 0,
        viewCnt: 0,
        galleryConfmSttusCode: null,
        bcrnMapId: null,
        usePblonsipSeCode: '01',
        useSttusSeCode: '01',
      });
      const page3 = (await http().get('/api/webmap').query({ searchNm: listTag, pageSize: 2, pageIndex: 3 }).set(lister.auth).expect(200)).body.result;
      expect(page3).toMatchObject({ totalElements: 5, last: true });
      expect(page3.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[0]]);
      const byTitle = (await http().get('/api/webmap').query({ searchNm: listTag, sort: 'userMapSj', direction: 'ASC' }).set(lister.auth).expect(200)).body.result;
      expect(byTitle.content.map((m: { userMapSj: string }) => m.userMapSj)).toEqual([0, 1, 2, 3, 4].map((i) => `${listTag} 지도 ${i}`));
      const one = (await http().get('/api/webmap').query({ searchNm: `${listTag} 지도 3` }).set(lister.auth).expect(200)).body.result;
      expect(one.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[3]]);
      await http().get('/api/webmap').query({ sort: 'user_map_sj; DROP TABLE user_map' }).set(lister.auth).expect(400);
      await http().get('/api/webmap').query({ scope: 'everything' }).set(lister.auth).expect(400);
      await http().get('/api/webmap').expect(401);
    });

    it('layer counts', async () => {
      await create(owner, { userMapSj: `${tag} 레이어 수` });
      const mine = (await http().get('/api/webmap').query({ searchNm: `${tag} 레이어 수` }).set(owner.auth).expect(200)).body.result;
      expect(mine.content.map((m: { layerCnt: number }) => m.layerCnt)).toEqual([2]);
    });

    it('shared with me: others\' maps I may view, not mine', async () => {
      const shared = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag }).set(friend.auth).expect(200)).body.result;
      expect(shared.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[3], ids[0]]);
      expect(shared.totalElements).toBe(2);
      // The owner's shared list never holds the owner's maps.
      const own = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag }).set(lister.auth).expect(200)).body.result;
      expect(own.totalElements).toBe(0);
      // Another institution's member sees none of them; an institution share reaches members of the institution only.
      const outsider = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag }).set(other.auth).expect(200)).body.result;
      expect(outsider.totalElements).toBe(0);
      const colleague = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag }).set(sameInstt.auth).expect(200)).body.result;
      expect(colleague.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[3]]);
      // Admins see their institution's maps as shared with them.
      const admin = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag, pageSize: 100 }).set(insttAdmin.auth).expect(200)).body.result;
      expect(admin.totalElements).toBe(5);
      // My institution's maps I may view, mine included: all of them for its admin, a member's own
      // plus what reaches them; never another institution's.
      const insttOfAdmin = (await http().get('/api/webmap').query({ scope: 'instt', searchNm: listTag, pageSize: 100 }).set(insttAdmin.auth).expect(200)).body.result;
      expect(insttOfAdmin.totalElements).toBe(5);
      // (the lister owns these maps and none of the others reaches them: own list = instt list)
      const insttOfLister = (await http().get('/api/webmap').query({ scope: 'instt', searchNm: listTag, pageSize: 100 }).set(lister.auth).expect(200)).body.result;
      const mineOfLister = (await http().get('/api/webmap').query({ scope: 'mine', searchNm: listTag, pageSize: 100 }).set(lister.auth).expect(200)).body.result;
      expect(insttOfLister.content.map((m: { userMapId: string }) => m.userMapId)).toEqual(mineOfLister.content.map((m: { userMapId: string }) => m.userMapId));
      const insttOfOutsider = (await http().get('/api/webmap').query({ scope: 'instt', searchNm: listTag }).set(other.auth).expect(200)).body.result;
      expect(insttOfOutsider.totalElements).toBe(0);
      // Paging applies to the shared list as well.
      const paged = (await http().get('/api/webmap').query({ scope: 'shared', searchNm: listTag, pageSize: 1, pageIndex: 2 }).set(friend.auth).expect(200)).body.result;
      expect(paged).toMatchObject({ totalElements: 2, last: true });
      expect(paged.content.map((m: { userMapId: string }) => m.userMapId)).toEqual([ids[0]]);
    });
  });
});
