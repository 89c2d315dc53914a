import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { addDays, formatDate, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

describe('map gallery: applications, decisions, public gallery, reactions, shared contents', () => {
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

  describe('approval and rejection', () => {
    it('approval publishes the map and shares it with everyone: anonymous visitors list and open it', async () => {
      const map = await newMap(editor, '승인 지도');
      const sn = (await applyMap(editor, map, { mapGaleSj: `${tag} 승인 지도 신청` }).expect(201)).body.result
        .mapGaleReqstSn as number;
      expect(await publicSns()).not.toContain(sn);
      await http().get(`/api/webmap/${map}`).expect(403);

      const res = await decide(insttAdmin, sn, '02').expect(200);
      expect(res.body.result).toMatchObject({
        confmSttusCode: '02',
        usePblonsipSeCode: '04',
        confmerId: insttAdmin.user.userId,
      });
      expect(res.body.result.confmDt).toEqual(expect.any(String));
      expect(await everyoneShares('MAP', map)).toBe(1);

      expect(await publicSns()).toContain(sn);
      const item = await http().get(`/api/mapgallery/${sn}`).expect(200);
      expect(item.body.result).toMatchObject({
        mapGaleReqstSn: sn,
        mapGaleSj: `${tag} 승인 지도 신청`,
        mapGaleCn: '공원 안내 지도',
        mapGaleKndSeCode: '01',
        userMapId: map,
        webappTmplatId: null,
        galleryType: 'instt',
        registerId: editor.user.userId,
        registerNm: '김편집',
        insttCode: a,
        insttNm: `기관 ${a}`,
        viewCnt: 0,
        recommendCnt: 0,
        bookmarkAt: 'N',
        recommendAt: 'N',
      });
      // Anyone opens the map itself now.
      await http().get(`/api/webmap/${map}`).expect(200);
      await http().get(`/api/webmap/${map}`).set(otherEditor.auth).expect(200);
      // One institution's gallery; the product gallery does not hold it.
      expect(await publicSns(`&insttCode=${a}`)).toContain(sn);
      expect(await publicSns(`&insttCode=${b}`)).not.toContain(sn);
      expect(await publicSns('&galleryType=product')).not.toContain(sn);

      await decide(insttAdmin, sn, '02').expect(409);
      // A second application while published is refused.
      await applyMap(editor, map).expect(409);
    });

    it('rejection needs a reason; a rejected item is not public and an approved one loses the everyone share', async () => {
      const map = await newMap(editor, '반려 지도');
      const sn = (await applyMap(editor, map, { mapGaleSj: `${tag} 반려 지도 신청` }).expect(201)).body.result
        .mapGaleReqstSn as number;
      const noReason = await decide(insttAdmin, sn, '03').expect(400);
      expect(noReason.body.result).toEqual([
        { field: 'confmRejectCn', message: '반려 사유를 입력해 주세요.' },
      ]);
      await decide(insttAdmin, sn, '03', '   ').expect(400);

      await decide(insttAdmin, sn, '02').expect(200);
      await http().get(`/api/webmap/${map}`).expect(200);
      const rejected = await decide(insttAdmin, sn, '03', '저작권 확인이 필요합니다.').expect(200);
      expect(rejected.body.result).toMatchObject({
        confmSttusCode: '03',
        confmRejectCn: '저작권 확인이 필요합니다.',
        usePblonsipSeCode: '01',
      });
      expect(await everyoneShares('MAP', map)).toBe(0);
      await http().get(`/api/webmap/${map}`).expect(403);
      expect(await publicSns()).not.toContain(sn);
      await http().get(`/api/mapgallery/${sn}`).expect(404);
      // The owner sees why; a rejected request may be made again.
      const mine = await http()
        .get('/api/mapgallery/request/mine?confmSttusCode=03&pageSize=100')
        .set(editor.auth)
        .expect(200);
      expect(
        mine.body.result.content.find((r: { mapGaleReqstSn: number }) => r.mapGaleReqstSn === sn)
          .confmRejectCn,
      ).toBe('저작권 확인이 필요합니다.');
      await applyMap(editor, map).expect(201);
    });

    it('keeps an everyone share the gallery did not add, and hands its own share over between galleries', async () => {
      // Shared with everyone before the approval: rejection leaves that share alone.
      const shared = await newMap(editor, '이미 공개 지도');
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
         VALUES ('MAP', $1, 1, 0, NULL, $2, $2)`,
        [shared, editor.user.userId],
      );
      const sn1 = (await applyMap(editor, shared).expect(201)).body.result.mapGaleReqstSn as number;
      await decide(insttAdmin, sn1, '02').expect(200);
      await decide(insttAdmin, sn1, '03', '중복').expect(200);
      expect(await everyoneShares('MAP', shared)).toBe(1);

      // Approved in both galleries: removing the one that added the share keeps it for the other.
      const map = await newMap(editor, '두 갤러리 지도');
      const instt = (await applyMap(editor, map).expect(201)).body.result.mapGaleReqstSn as number;
      const product = (await applyMap(editor, map, { galleryType: 'product' }).expect(201)).body.result
        .mapGaleReqstSn as number;
      await decide(insttAdmin, instt, '02').expect(200);
      await decide(provider, product, '02').expect(200);
      await http()
        .delete('/api/mapgallery/request')
        .set(insttAdmin.auth)
        .send({ mapGaleReqstSnList: [instt] })
        .expect(200);
      expect(await everyoneShares('MAP', map)).toBe(1);
      await http().get(`/api/webmap/${map}`).expect(200);
      await decide(provider, product, '03', '게시 종료').expect(200);
      expect(await everyoneShares('MAP', map)).toBe(0);
    });

    it('shows an approved item only while its content is in use and shared with everyone', async () => {
      const map = await newMap(editor, '게시 조건 지도');
      const sn = (await applyMap(editor, map, { mapGaleSj: `${tag} 게시 조건` }).expect(201)).body.result
        .mapGaleReqstSn as number;
      await decide(insttAdmin, sn, '02').expect(200);
      const count = async () =>
        (
          await http()
            .get(`/api/mapgallery/count?searchNm=${encodeURIComponent(`${tag} 게시 조건`)}`)
            .expect(200)
        ).body.result.total as number;
      expect(await count()).toBe(1);

      await db().query(`UPDATE user_map SET use_sttus_se_code = '02' WHERE user_map_id = $1`, [map]);
      expect(await publicSns()).not.toContain(sn);
      expect(await count()).toBe(0);
      await http().get(`/api/mapgallery/${sn}`).expect(404);
      await db().query(`UPDATE user_map SET use_sttus_se_code = '01' WHERE user_map_id = $1`, [map]);
      expect(await publicSns()).toContain(sn);

      // The owner takes the everyone share away (sharing wizard): the item leaves the gallery.
      await db().query(
        `DELETE FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1 AND pblonsip_scope_se_code = 0`,
        [map],
      );
      expect(await publicSns()).not.toContain(sn);
      await http().post(`/api/mapgallery/${sn}/view-count`).expect(404);
      // The admin still sees the approved request.
      const admin = await http().get(`/api/mapgallery/request/${sn}`).set(insttAdmin.auth).expect(200);
      expect(admin.body.result.confmSttusCode).toBe('02');
    });

    it('keeps the totals without a search text exact through decisions, content status, shares and deletion', async () => {
      const totals = async () => {
        const scope = `galleryType=instt&insttCode=${a}`;
        const listed = (await http().get(`/api/mapgallery?${scope}&pageSize=1`).expect(200)).body.result
          .totalElements as number;
        const counted = (await http().get(`/api/mapgallery/count?${scope}`).expect(200)).body.result;
        // The gallery's rule itself, joined as it reads: approved, content in use, shared with everyone.
        const [direct] = await db().query(
          `SELECT count(*)::int AS n,
                  count(*) FILTER (WHERE r.map_gale_knd_se_code = '01')::int AS map
             FROM map_gale_reqst r
             LEFT JOIN user_map m ON m.user_map_id = r.user_map_id
             LEFT JOIN webapp_tmplat w ON w.webapp_tmplat_id = r.webapp_tmplat_id
            WHERE r.gallery_ty = 'instt' AND r.instt_code = $1 AND r.confm_sttus_code = '02'
              AND coalesce(m.use_sttus_se_code, w.use_sttus_se_code) = '01'
              AND EXISTS (SELECT 1 FROM pblonsip p
                           WHERE p.cntnts_ty_code = (CASE r.map_gale_knd_se_code WHEN '01' THEN 'MAP' ELSE 'APP' END)
                             AND p.cntnts_id = coalesce(r.user_map_id, r.webapp_tmplat_id) AND p.pblonsip_scope_se_code = 0)`,
          [a],
        );
        expect(counted).toEqual({ total: direct.n, map: direct.map, app: direct.n - direct.map });
        expect(listed).toBe(direct.n);
        return direct.n as number;
      };
      const before = await totals();
      const map = await newMap(editor, '합계 지도');
      const sn = (await applyMap(editor, map, { mapGaleSj: `${tag} 합계` }).expect(201)).body.result
        .mapGaleReqstSn as number;
      expect(await totals()).toBe(before);
      await decide(insttAdmin, sn, '02').expect(200);
      expect(await totals()).toBe(before + 1);
      await db().query(`UPDATE user_map SET use_sttus_se_code = '02' WHERE user_map_id = $1`, [map]);
      expect(await totals()).toBe(before);
      await db().query(`UPDATE user_map SET use_sttus_se_code = '01' WHERE user_map_id = $1`, [map]);
      expect(await totals()).toBe(before + 1);
      await db().query(
        `DELETE FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1 AND pblonsip_scope_se_code = 0`,
        [map],
      );
      expect(await totals()).toBe(before);
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
         VALUES ('MAP', $1, 90, 0, $2, $2)`,
        [map, editor.user.userId],
      );
      expect(await totals()).toBe(before + 1);
      await decide(insttAdmin, sn, '03', '합계 반려').expect(200);
      expect(await totals()).toBe(before);
      await decide(insttAdmin, sn, '02').expect(200);
      expect(await totals()).toBe(before + 1);
      await http().delete(`/api/webmap/${map}`).set(editor.auth).expect(200);
      expect(await totals()).toBe(before);
    });

    it('publishes a themed app to the provider gallery (provider admin decides)', async () => {
      const map = await newMap(editor, '앱 지도');
      const appId = await newApp(editor, '갤러리 앱', map);
      const sn = (
        await http()
          .post('/api/mapgallery/request')
          .set(editor.auth)
          .send({
            mapGaleSj: `${tag} 제품 갤러리 앱`,
            mapGaleKndSeCode: '02',
            webappTmplatId: appId,
            galleryType: 'product',
          })
          .expect(201)
      ).body.result.mapGaleReqstSn as number;
      await decide(insttAdmin, sn, '02').expect(403);
      await decide(provider, sn, '02').expect(200);
      expect(await everyoneShares('APP', appId)).toBe(1);
      expect(await publicSns('&galleryType=product')).toContain(sn);
      expect(await publicSns()).not.toContain(sn);
      const item = (await http().get(`/api/mapgallery/${sn}`).expect(200)).body.result;
      expect(item).toMatchObject({
        mapGaleKndSeCode: '02',
        webappTmplatId: appId,
        userMapId: null,
        galleryType: 'product',
      });
      await http().get(`/api/webapp/tmplat/${appId}`).expect(200);
    });
  });

  describe('deleting requests', () => {
    it('deletes a list all or nothing: admins of the gallery, or the applicant for their own', async () => {
      const m1 = await newMap(editor, '삭제 1');
      const m2 = await newMap(editor, '삭제 2');
      const s1 = (await applyMap(editor, m1).expect(201)).body.result.mapGaleReqstSn as number;
      const s2 = (await applyMap(editor, m2).expect(201)).body.result.mapGaleReqstSn as number;
      const foreign = (await applyMap(otherEditor, await newMap(otherEditor, '삭제 외부')).expect(201)).body
        .result.mapGaleReqstSn as number;
      const left = async (sns: number[]) =>
        (
          (await db().query(
            `SELECT map_gale_reqst_sn::int AS sn FROM map_gale_reqst WHERE map_gale_reqst_sn = ANY($1::bigint[])`,
            [sns],
          )) as Array<{
            sn: number;
          }>
        ).map((r) => r.sn);

      await http()
        .delete('/api/mapgallery/request')
        .set(insttAdmin.auth)
        .send({ mapGaleReqstSnList: [s1, foreign] })
        .expect(403);
      expect((await left([s1, s2, foreign])).sort()).toEqual([s1, s2, foreign].sort());
      await http()
        .delete('/api/mapgallery/request')
        .set(insttAdmin.auth)
        .send({ mapGaleReqstSnList: [s1, 999999999] })
        .expect(404);
      await http()
        .delete('/api/mapgallery/request')
        .set(editor2.auth)
        .send({ mapGaleReqstSnList: [s1] })
        .expect(403);
      await http()
        .delete('/api/mapgallery/request')
        .set(insttAdmin.auth)
        .send({ mapGaleReqstSnList: [] })
        .expect(400);

      await decide(insttAdmin, s2, '02').expect(200);
      const res = await http()
        .delete('/api/mapgallery/request')
        .set(insttAdmin.auth)
        .send({ mapGaleReqstSnList: [s1, s2] })
        .expect(200);
      expect(res.body).toMatchObject({ code: 200, result: null });
      expect(await left([s1, s2])).toEqual([]);
      expect(await everyoneShares('MAP', m2)).toBe(0);
      // The applicant withdraws their own; a deleted map takes its requests with it.
      await http()
        .delete('/api/mapgallery/request')
        .set(otherEditor.auth)
        .send({ mapGaleReqstSnList: [foreign] })
        .expect(200);
      const m3 = await newMap(editor, '삭제 3');
      const s3 = (await applyMap(editor, m3).expect(201)).body.result.mapGaleReqstSn as number;
      await http().delete(`/api/webmap/${m3}`).set(editor.auth).expect(200);
      expect(await left([foreign, s3])).toEqual([]);
    });
  });

  describe('reactions, counts and shared contents', () => {
    let map1: string;
    let map2: string;
    let sn1: number;
    let sn2: number;
    const item = async (sn: number, by?: Actor) => {
      const req = http().get(`/api/mapgallery/${sn}`);
      return (await (by ? req.set(by.auth) : req).expect(200)).body.result;
    };

    beforeAll(async () => {
      map1 = await newMap(editor, '반응 지도 1');
      map2 = await newMap(editor, '반응 지도 2');
      sn1 = (await applyMap(editor, map1, { mapGaleSj: `${tag} 반응 1` }).expect(201)).body.result
        .mapGaleReqstSn;
      sn2 = (await applyMap(editor, map2, { mapGaleSj: `${tag} 반응 2` }).expect(201)).body.result
        .mapGaleReqstSn;
      await decide(insttAdmin, sn1, '02').expect(200);
      await decide(insttAdmin, sn2, '02').expect(200);
    });

    it('bookmarks (members, idempotent) and removes bookmarks', async () => {
      await http().post(`/api/mapgallery/${sn1}/bookmark`).expect(401);
      const first = await http().post(`/api/mapgallery/${sn1}/bookmark`).set(member.auth).expect(200);
      expect(first.body.result).toMatchObject({ mapGaleReqstSn: sn1, bookmarkAt: 'Y', bookmarkCnt: 1 });
      expect(
        (await http().post(`/api/mapgallery/${sn1}/bookmark`).set(member.auth).expect(200)).body.result
          .bookmarkCnt,
      ).toBe(1);
      await http().post(`/api/mapgallery/${sn1}/bookmark`).set(otherEditor.auth).expect(200);
      expect(await item(sn1)).toMatchObject({ bookmarkAt: 'N', bookmarkCnt: 2 });
      expect(await item(sn1, member)).toMatchObject({ bookmarkAt: 'Y' });
      const list = await http()
        .get(`/api/mapgallery?searchNm=${tag}&pageSize=100`)
        .set(member.auth)
        .expect(200);
      expect(
        list.body.result.content.find((i: { mapGaleReqstSn: number }) => i.mapGaleReqstSn === sn1).bookmarkAt,
      ).toBe('Y');
      const removed = await http()
        .delete(`/api/mapgallery/${sn1}/bookmark`)
        .set(otherEditor.auth)
        .expect(200);
      expect(removed.body.result).toMatchObject({ bookmarkAt: 'N', bookmarkCnt: 1 });
      await http().delete(`/api/mapgallery/${sn1}/bookmark`).set(otherEditor.auth).expect(200);
      expect((await item(sn1)).bookmarkCnt).toBe(1);
      await http().post(`/api/mapgallery/999999999/bookmark`).set(member.auth).expect(404);
    });

    it('recommends once per member (409 the second time) and sorts by recommendations', async () => {
      await http().post(`/api/mapgallery/${sn2}/recommend`).expect(401);
      const res = await http().post(`/api/mapgallery/${sn2}/recommend`).set(member.auth).expect(200);
      expect(res.body.result).toMatchObject({ recommendAt: 'Y', recommendCnt: 1 });
      const again = await http().post(`/api/mapgallery/${sn2}/recommend`).set(member.auth).expect(409);
      expect(again.body.message).toBe('이미 추천한 콘텐츠입니다.');
      await http().post(`/api/mapgallery/${sn2}/recommend`).set(otherEditor.auth).expect(200);
      expect(await item(sn2)).toMatchObject({ recommendCnt: 2, recommendAt: 'N' });
      expect(await item(sn2, member)).toMatchObject({ recommendAt: 'Y' });
      const [row] = await db().query(`SELECT recomend_cnt FROM map_gale_reqst WHERE map_gale_reqst_sn = $1`, [
        sn2,
      ]);
      expect(row.recomend_cnt).toBe(2);
      const order = await publicSns('&sort=recommends');
      expect(order.indexOf(sn2)).toBeLessThan(order.indexOf(sn1));
    });

    it('counts a view once per viewer per day (members by id, visitors by address), and sorts by views', async () => {
      const view = (by?: Actor) => {
        const req = http().post(`/api/mapgallery/${sn1}/view-count`);
        return (by ? req.set(by.auth) : req).expect(200);
      };
      expect((await view()).body.result.viewCnt).toBe(1);
      expect((await view()).body.result.viewCnt).toBe(1);
      expect((await view(member)).body.result.viewCnt).toBe(2);
      expect((await view(member)).body.result.viewCnt).toBe(2);
      await setClock(app, addDays(new Date(), 1));
      try {
        expect((await view(member)).body.result.viewCnt).toBe(3);
        expect((await view()).body.result.viewCnt).toBe(4);
        expect((await view(member)).body.result.viewCnt).toBe(4);
      } finally {
        await setClock(app, null);
      }
      const days = await db().query(
        `SELECT count(DISTINCT view_de)::int AS n FROM cntnts_view_log WHERE cntnts_id = $1`,
        [map1],
      );
      expect(days[0].n).toBe(2);
      const order = await publicSns('&sort=views');
      expect(order.indexOf(sn1)).toBeLessThan(order.indexOf(sn2));
      await http().post('/api/mapgallery/999999999/view-count').expect(404);
    });

    it('counts approved items by kind for the filters', async () => {
      const res = await http()
        .get(`/api/mapgallery/count?searchNm=${encodeURIComponent(`${tag} 반응`)}`)
        .expect(200);
      expect(res.body.result).toEqual({ total: 2, map: 2, app: 0 });
      const product = await http()
        .get(`/api/mapgallery/count?galleryType=product&searchNm=${tag}`)
        .expect(200);
      expect(product.body.result).toEqual({ total: 1, map: 0, app: 1 });
      const kinds = await http()
        .get(`/api/mapgallery?searchNm=${tag}&mapGaleKndSeCode=02&galleryType=product`)
        .expect(200);
      expect(kinds.body.result.totalElements).toBe(1);
    });

    it('lists everyone-shared contents with the same counters, and reacts through /contents', async () => {
      const res = await http()
        .get(`/api/contents/all-shared?searchNm=${encodeURIComponent(`${tag} 반응 지도`)}&pageSize=100`)
        .set(member.auth)
        .expect(200);
      const byId = new Map(res.body.result.content.map((c: { cntntsId: string }) => [c.cntntsId, c]));
      expect(byId.get(map1)).toMatchObject({
        cntntsTyCode: 'MAP',
        cntntsSj: `${tag} 반응 지도 1`,
        viewCnt: 4,
        bookmarkCnt: 1,
        bookmarkAt: 'Y',
        usePblonsipSeCode: '04',
      });
      expect(byId.get(map2)).toMatchObject({ recommendCnt: 2, recommendAt: 'Y' });
      const anon = await http()
        .get(`/api/contents/all-shared?searchNm=${encodeURIComponent(`${tag} 반응 지도`)}&contentsType=APP`)
        .expect(200);
      expect(anon.body.result.totalElements).toBe(0);
      const private1 = await newMap(editor, '비공개 지도');
      const all = await http().get(`/api/contents/all-shared?searchNm=${tag}&pageSize=1000`).expect(200);
      expect(all.body.result.content.map((c: { cntntsId: string }) => c.cntntsId)).not.toContain(private1);

      // A bookmark through /contents is the gallery item's bookmark too.
      const bm = await http().post(`/api/contents/${map2}/bookmark`).set(editor2.auth).expect(200);
      expect(bm.body.result).toMatchObject({ cntntsId: map2, bookmarkAt: 'Y', bookmarkCnt: 1 });
      expect(await item(sn2, editor2)).toMatchObject({ bookmarkAt: 'Y', bookmarkCnt: 1 });
      await http().post(`/api/contents/${map2}/recommend`).set(editor2.auth).expect(200);
      await http().post(`/api/contents/${map2}/recommend`).set(editor2.auth).expect(409);
      expect((await item(sn2)).recommendCnt).toBe(3);
      expect((await http().post(`/api/contents/${map2}/view-count`).expect(200)).body.result.viewCnt).toBe(1);
      expect(
        (await http().delete(`/api/contents/${map2}/bookmark`).set(editor2.auth).expect(200)).body.result
          .bookmarkAt,
      ).toBe('N');

      // Contents the caller may not view: 403; unknown: 404; the owner may bookmark their private map.
      await http().post(`/api/contents/${private1}/view-count`).expect(403);
      await http().post(`/api/contents/${private1}/bookmark`).set(member.auth).expect(403);
      await http().get(`/api/contents/${private1}`).set(editor.auth).expect(200);
      await http().post(`/api/contents/${private1}/bookmark`).set(editor.auth).expect(200);
      await http().get('/api/contents/no-such-content').expect(404);
    });

    it('drops a content’s reactions when it is deleted', async () => {
      const map = await newMap(editor, '삭제될 지도');
      await http().post(`/api/contents/${map}/bookmark`).set(editor.auth).expect(200);
      await http().post(`/api/contents/${map}/recommend`).set(editor.auth).expect(200);
      await http().post(`/api/contents/${map}/view-count`).set(editor.auth).expect(200);
      await http().delete(`/api/webmap/${map}`).set(editor.auth).expect(200);
      for (const table of ['cntnts_bkmk', 'cntnts_recomend', 'cntnts_view_log', 'cntnts_stats']) {
        const [row] = await db().query(`SELECT count(*)::int AS n FROM ${table} WHERE cntnts_id = $1`, [map]);
        expect([table, row.n]).toEqual([table, 0]);
      }
    });
  });

  describe('the institution admin\'s content lists (screens 552, 553)', () => {
    it('carry each map\'s and app\'s views and gallery state', async () => {
      type Row = { viewCnt: number; galleryConfmSttusCode: string | null };
      const mapRow = async (id: string): Promise<Row & { userMapId: string }> =>
        (
          (await http().get('/api/webmap').query({ scope: 'instt', searchNm: `${tag} 552`, pageSize: 100 }).set(insttAdmin.auth).expect(200))
            .body.result.content as Array<Row & { userMapId: string }>
        ).find((m) => m.userMapId === id) as Row & { userMapId: string };
      const appRow = async (id: string): Promise<Row & { webappTmplatId: string }> =>
        (
          (await http().get('/api/webapp/tmplat').query({ scope: 'all-visible', insttCode: a, searchKeyword: `${tag} 553`, pageSize: 100 }).set(insttAdmin.auth).expect(200))
            .body.result.content as Array<Row & { webappTmplatId: string }>
        ).find((x) => x.webappTmplatId === id) as Row & { webappTmplatId: string };

      const map = await newMap(editor, '552 지도');
      const app2 = await newApp(editor, '553 앱', map);
      expect(await mapRow(map)).toMatchObject({ viewCnt: 0, galleryConfmSttusCode: null });
      expect(await appRow(app2)).toMatchObject({ viewCnt: 0, galleryConfmSttusCode: null });

      // Applied: requested; rejected: rejected; applied again and approved: approved, whatever else is open.
      const first = (await applyMap(editor, map).expect(201)).body.result.mapGaleReqstSn as number;
      expect((await mapRow(map)).galleryConfmSttusCode).toBe('01');
      await decide(insttAdmin, first, '03', '설명이 부족합니다').expect(200);
      expect((await mapRow(map)).galleryConfmSttusCode).toBe('03');
      const second = (await applyMap(editor, map).expect(201)).body.result.mapGaleReqstSn as number;
      await decide(insttAdmin, second, '02').expect(200);
      await applyMap(editor, map, { galleryType: 'product' }).expect(201);
      expect((await mapRow(map)).galleryConfmSttusCode).toBe('02');

      const appSn = (
        await http()
          .post('/api/mapgallery/request')
          .set(editor.auth)
          .send({ mapGaleSj: `${tag} 갤러리 앱`, mapGaleKndSeCode: '02', webappTmplatId: app2 })
          .expect(201)
      ).body.result.mapGaleReqstSn as number;
      expect((await appRow(app2)).galleryConfmSttusCode).toBe('01');
      await decide(insttAdmin, appSn, '02').expect(200);

      // Views: one per viewer and day.
      await http().post(`/api/contents/${map}/view-count`).set(member.auth).expect(200);
      await http().post(`/api/contents/${map}/view-count`).set(editor2.auth).expect(200);
      await http().post(`/api/contents/${app2}/view-count`).set(member.auth).expect(200);
      expect(await mapRow(map)).toMatchObject({ viewCnt: 2, galleryConfmSttusCode: '02' });
      expect(await appRow(app2)).toMatchObject({ viewCnt: 1, galleryConfmSttusCode: '02' });
    });
  });
});
