import { addDays, formatDate } from '@nuri/domain';
import { type GallerySuite, type Actor } from '../support/gallery.suite';

/** Applying to the gallery and administering the requests. */
export function applyingAdministeringTests(suite: GallerySuite): void {
  const { tag, http, db, newMap, newApp, applyMap, decide } = suite;
  let a: string;
  let b: string;
  let editor: Actor;
  let editor2: Actor;
  let member: Actor;
  let insttAdmin: Actor;
  let otherAdmin: Actor;
  let otherEditor: Actor;
  let provider: Actor;
  beforeAll(() => {
    ({ a, b, editor, editor2, member, insttAdmin, otherAdmin, otherEditor, provider } = suite);
  });

  describe('applying', () => {
    it('lets the owner (editor) apply once per gallery; refuses others, viewers of the rule and duplicates', async () => {
      const map = await newMap(editor, '신청 지도');
      const res = await applyMap(editor, map).expect(201);
      expect(res.body).toMatchObject({ code: 201, result: { mapGaleReqstSn: expect.any(Number) } });
      const sn = res.body.result.mapGaleReqstSn as number;
      const [row] = await db().query(
        `SELECT confm_sttus_code, gallery_ty, instt_code, register_id, map_gale_knd_se_code FROM map_gale_reqst WHERE map_gale_reqst_sn = $1`,
        [sn],
      );
      expect(row).toEqual({
        confm_sttus_code: '01',
        gallery_ty: 'instt',
        instt_code: a,
        register_id: editor.user.userId,
        map_gale_knd_se_code: '01',
      });

      const dup = await applyMap(editor, map).expect(409);
      expect(dup.body.message).toBe('이미 이 갤러리에 신청했거나 게시된 콘텐츠입니다.');
      // The provider's gallery is another gallery.
      await applyMap(editor, map, { galleryType: 'product' }).expect(201);
      await applyMap(editor, map, { galleryType: 'product' }).expect(409);

      // Not the owner (even an admin), not allowed to publish (member 12), unknown map.
      expect((await applyMap(editor2, map).expect(403)).body.message).toBe(
        '본인이 만든 웹맵이나 앱만 갤러리에 신청할 수 있습니다.',
      );
      await applyMap(insttAdmin, map).expect(403);
      const memberMap = await newMap(member, '구성원 지도');
      expect((await applyMap(member, memberMap).expect(403)).body.message).toBe(
        '지도 갤러리에는 편집자와 관리자만 신청할 수 있습니다.',
      );
      await applyMap(editor, 'no-such-map').expect(404);
      await http()
        .post('/api/mapgallery/request')
        .send({ mapGaleSj: 'x', mapGaleKndSeCode: '01', userMapId: map })
        .expect(401);
    });

    it('checks the body: content id by kind, title, a map not in use', async () => {
      const map = await newMap(editor, '검사 지도');
      const missing = await http()
        .post('/api/mapgallery/request')
        .set(editor.auth)
        .send({ mapGaleSj: '제목', mapGaleKndSeCode: '01' })
        .expect(400);
      expect(missing.body.result).toEqual([
        { field: 'userMapId', message: '갤러리에 신청할 웹맵을 선택해 주세요.' },
      ]);
      const mismatch = await applyMap(editor, map, { mapGaleKndSeCode: '02', webappTmplatId: 'x' }).expect(
        400,
      );
      expect(mismatch.body.result[0].field).toBe('userMapId');
      const noTitle = await applyMap(editor, map, { mapGaleSj: '   ' }).expect(400);
      expect(noTitle.body.result.map((e: { field: string }) => e.field)).toEqual(['mapGaleSj']);
      await applyMap(editor, map, { mapGaleKndSeCode: '03' }).expect(400);
      await applyMap(editor, map, { galleryType: 'nuri' }).expect(400);
      const idle = await newMap(editor, '미사용 지도', { useSttusSeCode: '02' });
      await applyMap(editor, idle).expect(422);
    });

    it('applies with a themed app (kind 02) and lists the app’s requests for its owner and admins', async () => {
      const map = await newMap(editor, '앱용 지도');
      const appId = await newApp(editor, '테마 앱', map);
      const res = await http()
        .post('/api/mapgallery/request')
        .set(editor.auth)
        .send({ mapGaleSj: `${tag} 테마 앱 갤러리`, mapGaleKndSeCode: '02', webappTmplatId: appId })
        .expect(201);
      const byApp = await http()
        .get(`/api/mapgallery/request/webappId/${appId}`)
        .set(editor.auth)
        .expect(200);
      expect(byApp.body.result).toHaveLength(1);
      expect(byApp.body.result[0]).toMatchObject({
        mapGaleReqstSn: res.body.result.mapGaleReqstSn,
        mapGaleKndSeCode: '02',
        webappTmplatId: appId,
        userMapId: null,
        cntntsSj: `${tag} 테마 앱`,
        confmSttusCode: '01',
        registerNm: '김편집',
      });
      await http().get(`/api/mapgallery/request/webappId/${appId}`).set(insttAdmin.auth).expect(200);
      await http().get(`/api/mapgallery/request/webappId/${appId}`).set(editor2.auth).expect(403);
      await http().get(`/api/mapgallery/request/webappId/no-such-app`).set(editor.auth).expect(404);

      const mine = await http().get('/api/mapgallery/request/mine?pageSize=100').set(editor.auth).expect(200);
      expect(mine.body.result.content.map((r: { registerId: string }) => r.registerId)).toEqual(
        expect.arrayContaining([editor.user.userId]),
      );
      expect(new Set(mine.body.result.content.map((r: { registerId: string }) => r.registerId))).toEqual(
        new Set([editor.user.userId]),
      );
    });
  });

  describe('administering', () => {
    let mapSn: number;
    let productSn: number;
    let foreignSn: number;
    let map: string;

    beforeAll(async () => {
      map = await newMap(editor, '관리 대상');
      mapSn = (await applyMap(editor, map, { mapGaleSj: `${tag} 관리 대상 신청` }).expect(201)).body.result
        .mapGaleReqstSn;
      productSn = (
        await applyMap(editor, map, { mapGaleSj: `${tag} 관리 대상 제품`, galleryType: 'product' }).expect(
          201,
        )
      ).body.result.mapGaleReqstSn;
      const foreignMap = await newMap(otherEditor, '다른 기관 지도');
      foreignSn = (
        await applyMap(otherEditor, foreignMap, { mapGaleSj: `${tag} 다른 기관 신청` }).expect(201)
      ).body.result.mapGaleReqstSn;
    });

    const listSns = async (by: Actor, query: string): Promise<number[]> =>
      (
        (await http().get(`/api/mapgallery/request?pageSize=1000&${query}`).set(by.auth).expect(200)).body
          .result.content as Array<{
          mapGaleReqstSn: number;
        }>
      ).map((r) => r.mapGaleReqstSn);

    it('shows an institution admin only their institution’s instt gallery; the provider admin every gallery', async () => {
      const mine = await listSns(insttAdmin, `mapGaleSj=${tag}`);
      expect(mine).toContain(mapSn);
      expect(mine).not.toContain(productSn);
      expect(mine).not.toContain(foreignSn);
      await http().get('/api/mapgallery/request?galleryType=product').set(insttAdmin.auth).expect(403);
      await http().get(`/api/mapgallery/request?insttCode=${b}`).set(insttAdmin.auth).expect(403);
      expect(await listSns(otherAdmin, `mapGaleSj=${tag}`)).toEqual([foreignSn]);

      const all = await listSns(provider, `mapGaleSj=${tag}`);
      expect(all).toEqual(expect.arrayContaining([mapSn, productSn, foreignSn]));
      expect(await listSns(provider, `mapGaleSj=${tag}&galleryType=product`)).toContain(productSn);
      expect(await listSns(provider, `mapGaleSj=${tag}&galleryType=product`)).not.toContain(mapSn);
      expect(await listSns(provider, `mapGaleSj=${tag}&insttCode=${b}`)).toEqual([foreignSn]);

      await http().get('/api/mapgallery/request').set(member.auth).expect(403);
      await http().get('/api/mapgallery/request').set(editor.auth).expect(403);
      await http().get('/api/mapgallery/request').expect(401);
    });

    it('filters by title, kind, status, public scope and period', async () => {
      expect(await listSns(insttAdmin, `mapGaleSj=${encodeURIComponent(`${tag} 관리 대상 신청`)}`)).toEqual([
        mapSn,
      ]);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&mapGaleKndSeCode=02`)).not.toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&mapGaleKndSeCode=01`)).toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&confmSttusCode=01`)).toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&confmSttusCode=02`)).not.toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&usePblonsipSeCode=01`)).toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&usePblonsipSeCode=04`)).not.toContain(mapSn);
      const today = formatDate(new Date());
      const tomorrow = formatDate(addDays(new Date(), 1));
      const yesterday = formatDate(addDays(new Date(), -1));
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&startDt=${today}&endDt=${today}`)).toContain(mapSn);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&startDt=${tomorrow}`)).toEqual([]);
      expect(await listSns(insttAdmin, `mapGaleSj=${tag}&endDt=${yesterday}`)).toEqual([]);
      await http().get('/api/mapgallery/request?startDt=2026/01/01').set(insttAdmin.auth).expect(400);
      await http().get('/api/mapgallery/request?sort=nope').set(insttAdmin.auth).expect(400);
    });

    it('lets only the gallery’s admins decide; reads one request for them and the applicant', async () => {
      await decide(otherAdmin, mapSn, '02').expect(403);
      await decide(insttAdmin, productSn, '02').expect(403);
      await decide(editor, mapSn, '02').expect(403);
      await http().get(`/api/mapgallery/request/${mapSn}`).set(editor.auth).expect(200);
      await http().get(`/api/mapgallery/request/${mapSn}`).set(insttAdmin.auth).expect(200);
      await http().get(`/api/mapgallery/request/${mapSn}`).set(otherAdmin.auth).expect(403);
      await http().get(`/api/mapgallery/request/${mapSn}`).set(editor2.auth).expect(403);
      await http().get('/api/mapgallery/request/999999999').set(provider.auth).expect(404);
    });
  });
}
