import type { INestApplication } from '@nestjs/common';
import { addDays } from '@nuri/domain';
import { setClock } from '../support/accounts';
import { type GallerySuite, type Actor } from '../support/gallery.suite';

/** Deleting requests, reactions, counts and shared contents, the institution admin's content lists (after the decisions). */
export function reactionsAndListsTests(suite: GallerySuite): void {
  const { tag, http, db, newMap, newApp, applyMap, decide, everyoneShares, publicSns } = suite;
  let app: INestApplication;
  let a: string;
  let editor: Actor;
  let editor2: Actor;
  let member: Actor;
  let insttAdmin: Actor;
  let otherEditor: Actor;
  beforeAll(() => {
    ({ app, a, editor, editor2, member, insttAdmin, otherEditor } = suite);
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
}
