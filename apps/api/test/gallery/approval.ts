import { type GallerySuite, type Actor } from '../support/gallery.suite';

/** Approving and rejecting requests (after the applications). */
export function approvalTests(suite: GallerySuite): void {
  const { tag, http, db, newMap, newApp, applyMap, decide, everyoneShares, publicSns } = suite;
  let a: string;
  let b: string;
  let editor: Actor;
  let insttAdmin: Actor;
  let otherEditor: Actor;
  let provider: Actor;
  beforeAll(() => {
    ({ a, b, editor, insttAdmin, otherEditor, provider } = suite);
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
}
