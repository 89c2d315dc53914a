import request from 'supertest';
import { webmapsSuite, type Actor, SYMBOL, POINT_STYLE, POLYGON_STYLE, POINT_POPUP, POLYGON_POPUP } from './support/webmaps.suite';

describe('web maps: CRUD, validation, access, lists and thumbnails', () => {
  const suite = webmapsSuite();
  const { tag, http, db, mapBody, create, count } = suite;
  let a: string;
  let owner: Actor;
  let pointLyr: string;
  let polygonLyr: string;
  let foreignLyr: string;
  beforeAll(() => {
    ({ a, owner, pointLyr, polygonLyr, foreignLyr } = suite);
  });

  describe('create, read, update', () => {
    it('saves a map with a group and two styled layers and reads it back identically', async () => {
      const body = mapBody();
      const created = await http().post('/api/webmap').set(owner.auth).send(body).expect(201);
      expect(created.body.code).toBe(201);
      const map = created.body.result;
      expect(map).toMatchObject({
        userMapSj: `${tag} 공원 지도`,
        userMapCn: '서울의 공원과 시설',
        userMapNcm: null,
        insttCode: a,
        registerId: owner.user.userId,
        registerNm: owner.user.userNm,
        bcrnMapId: 'OFFLINE_WORLD',
        view: body.view,
        thumbnailUrl: null,
        canEdit: true,
        canDelete: true,
        usePblonsipSeCode: '01',
        useSttusSeCode: '01',
      });
      expect(map.userMapId).toMatch(/^[0-9a-f-]{36}$/);

      const read = (await http().get(`/api/webmap/${map.userMapId}`).set(owner.auth).expect(200)).body.result;
      expect(read).toEqual(map);
      // The TOC comes back as saved: order, nesting, names, flags, styles, popups.
      const [group, polygon] = read.toc;
      expect(read.toc).toHaveLength(2);
      expect(group).toMatchObject({ lyrGroupSeCode: '01', tocNm: '시설', visibleAt: 'Y', opacity: 1, clusterAt: 'N', style: null, popup: null, lyrId: null, layer: null, parentTocSn: null });
      expect(group.children).toHaveLength(1);
      expect(group.children[0]).toEqual({
        tocSn: expect.any(Number),
        parentTocSn: group.tocSn,
        lyrGroupSeCode: '02',
        tocNm: '시설 위치',
        visibleAt: 'Y',
        opacity: 0.8,
        clusterAt: 'Y',
        style: POINT_STYLE,
        popup: POINT_POPUP,
        time: null,
        children: [],
        lyrId: pointLyr,
        layer: {
          lyrId: pointLyr,
          lyrNm: `${tag} 시설`,
          lyrTySeCode: '1',
          uploadTy: 'custom',
          lyrStleCode: null,
          mapUrl: null,
          mapUrlParamtr: null,
          srid: 5186,
          geomType: 'Point',
          dataVersion: 1,
          status: 'READY',
          viewable: true,
        },
      });
      expect(polygon).toMatchObject({ lyrGroupSeCode: '02', tocNm: '공원 구역', visibleAt: 'N', opacity: 0.35, clusterAt: 'N', style: POLYGON_STYLE, popup: POLYGON_POPUP, lyrId: polygonLyr, parentTocSn: null, children: [] });
      expect(polygon.layer).toMatchObject({ lyrTySeCode: '3', viewable: true });

      const rows = await db().query(`SELECT * FROM user_map WHERE user_map_id = $1`, [map.userMapId]);
      expect(rows[0]).toMatchObject({ user_map_sj: `${tag} 공원 지도`, register_id: owner.user.userId, instt_code: a, bcrn_map_id: 'OFFLINE_WORLD', use_pblonsip_se_code: '01', use_sttus_se_code: '01' });
      expect(rows[0].user_map_scope_value).toEqual(body.view);
      const toc = await db().query(`SELECT lyr_group_se_code, toc_nm, toc_ordr, parent_toc_sn, lyr_id FROM user_map_toc WHERE user_map_id = $1 ORDER BY toc_sn`, [map.userMapId]);
      expect(toc.map((t: { toc_nm: string; toc_ordr: number }) => `${t.toc_nm}:${t.toc_ordr}`)).toEqual(['시설:0', '시설 위치:0', '공원 구역:1']);

      // The TOC routes.
      const tocGroup = (await http().get(`/api/webmap/${map.userMapId}/toc/group`).set(owner.auth).expect(200)).body.result;
      expect(tocGroup).toEqual(read.toc);
      const layers = (await http().get(`/api/webmap/${map.userMapId}/toc/group/select`).query({ lyrGroupSeCode: '02' }).set(owner.auth).expect(200)).body.result;
      expect(layers.map((e: { lyrId: string }) => e.lyrId)).toEqual([pointLyr, polygonLyr]);
      expect(layers[0]).toMatchObject({ parentTocSn: group.tocSn, children: [] });
      const groups = (await http().get(`/api/webmap/${map.userMapId}/toc/group/select`).query({ lyrGroupSeCode: '01' }).set(owner.auth).expect(200)).body.result;
      expect(groups.map((e: { tocNm: string }) => e.tocNm)).toEqual(['시설']);
      expect(groups[0].children).toEqual([]);
    });

    it('replaces fields and the whole TOC on update', async () => {
      const userMapId = await create(owner);
      const before = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      const updated = (
        await http()
          .put(`/api/webmap/${userMapId}`)
          .set(owner.auth)
          .send(
            mapBody({
              userMapSj: `${tag} 바뀐 지도`,
              userMapCn: '',
              userMapNcm: '공원',
              bcrnMapId: null,
              useSttusSeCode: '02',
              view: { projection: 'EPSG:3857', center: [14135000, 4518000], zoom: 11.5 },
              toc: [
                { lyrGroupSeCode: '02', tocNm: '공원', lyrId: polygonLyr },
                { lyrGroupSeCode: '02', tocNm: '시설', lyrId: pointLyr, opacity: 0 },
              ],
            }),
          )
          .expect(200)
      ).body.result;
      expect(updated).toMatchObject({
        userMapId,
        userMapSj: `${tag} 바뀐 지도`,
        userMapCn: null,
        userMapNcm: '공원',
        bcrnMapId: null,
        useSttusSeCode: '02',
        view: { projection: 'EPSG:3857', center: [14135000, 4518000], zoom: 11.5 },
        registDt: before.registDt,
      });
      expect(new Date(updated.updtDt).getTime()).toBeGreaterThanOrEqual(new Date(before.updtDt).getTime());
      // Defaults: visible, opaque unless given, no cluster, no style or popup.
      expect(updated.toc.map((e: Record<string, unknown>) => [e.tocNm, e.lyrId, e.visibleAt, e.opacity, e.clusterAt, e.style, e.popup])).toEqual([
        ['공원', polygonLyr, 'Y', 1, 'N', null, null],
        ['시설', pointLyr, 'Y', 0, 'N', null, null],
      ]);
      const rows = await db().query(`SELECT count(*)::int AS n FROM user_map_toc WHERE user_map_id = $1`, [userMapId]);
      expect(rows[0].n).toBe(2);
      // Sending the detail's entries back (read-only fields included) saves the same TOC.
      const again = (
        await http()
          .put(`/api/webmap/${userMapId}`)
          .set(owner.auth)
          .send({ userMapSj: updated.userMapSj, view: updated.view, toc: updated.toc })
          .expect(200)
      ).body.result;
      const strip = (toc: Array<Record<string, unknown>>) => toc.map(({ tocSn: _s, ...rest }) => rest);
      expect(strip(again.toc)).toEqual(strip(updated.toc));
      // PUT replaces the map: an omitted description, short name or base map is cleared (the
      // client drops empty fields before sending); the use status stays as it was.
      expect(again).toMatchObject({ userMapCn: null, userMapNcm: null, bcrnMapId: null, useSttusSeCode: '02' });
    });

    it('404 for an unknown map', async () => {
      await http().get('/api/webmap/no-such-map').set(owner.auth).expect(404);
      await http().put('/api/webmap/no-such-map').set(owner.auth).send(mapBody()).expect(404);
      await http().delete('/api/webmap/no-such-map').set(owner.auth).expect(404);
    });
  });

  describe('validation', () => {
    const fieldsOf = (res: request.Response) => (res.body.result as Array<{ field: string; message: string }>).map((e) => e.field);

    it('refuses bad styles, popups, foreign or unknown layers, bad views and TOC shapes, changing nothing', async () => {
      const userMapId = await create(owner);
      const saved = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      const maps = await count('user_map');
      const tocs = await count('user_map_toc');
      const refuse = async (over: Record<string, unknown>, fields: string[]) => {
        const created = await http().post('/api/webmap').set(owner.auth).send(mapBody(over)).expect(400);
        expect(created.body.code).toBe(400);
        expect(fieldsOf(created)).toEqual(expect.arrayContaining(fields));
        const updated = await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody(over)).expect(400);
        expect(fieldsOf(updated)).toEqual(expect.arrayContaining(fields));
        return created;
      };
      const layer = (extra: Record<string, unknown>) => ({ lyrGroupSeCode: '02', tocNm: '레이어', lyrId: polygonLyr, ...extra });

      const badStyle = await refuse(
        { toc: [layer({ style: { ...POLYGON_STYLE, base: { ...SYMBOL, fillColor: 'red' } } })] },
        ['toc[0].style.base.fillColor'],
      );
      expect(badStyle.body.result[0].message).toContain('toc[0].style.base.fillColor');
      await refuse({ toc: [layer({ popup: { enabled: 'yes', columns: [] } })] }, ['toc[0].popup.enabled']);
      const foreign = await refuse(
        { toc: [layer({}), layer({}), layer({ lyrId: foreignLyr })] },
        ['toc[2].lyrId'],
      );
      expect(foreign.body.result).toEqual([{ field: 'toc[2].lyrId', message: `볼 수 있는 권한이 없는 레이어는 웹맵에 담을 수 없습니다. (${foreignLyr})` }]);
      await refuse({ toc: [layer({ lyrId: 'no-such-layer' })] }, ['toc[0].lyrId']);
      await refuse({ toc: [layer({ lyrId: undefined })] }, ['toc[0].lyrId']);
      await refuse({ view: { projection: 'EPSG:2097', center: [0, 0], zoom: 10 } }, ['view.projection']);
      await refuse({ view: { projection: 'EPSG:5186', center: [1, 'x'], zoom: 10 } }, ['view.center']);
      await refuse({ view: { projection: 'EPSG:5186', center: [1], zoom: 10 } }, ['view.center']);
      await refuse({ view: { projection: 'EPSG:5186', center: [1, 2], zoom: 99 } }, ['view.zoom']);
      await refuse({ toc: [layer({ clusterAt: 'Y' })] }, ['toc[0].clusterAt']);
      await refuse({ toc: [layer({ opacity: 1.5, visibleAt: 'yes' })] }, ['toc[0].opacity', 'toc[0].visibleAt']);
      await refuse(
        { toc: [{ lyrGroupSeCode: '01', tocNm: '바깥', children: [{ lyrGroupSeCode: '01', tocNm: '안쪽', children: [] }] }] },
        ['toc[0].children[0].lyrGroupSeCode'],
      );
      await refuse({ toc: [{ lyrGroupSeCode: '01', tocNm: '그룹', lyrId: pointLyr }] }, ['toc[0].lyrId']);
      await refuse({ toc: [layer({ tocNm: '' }), { lyrGroupSeCode: '03', tocNm: 'x' }, layer({ color: 'red' })] }, [
        'toc[0].tocNm',
        'toc[1].lyrGroupSeCode',
        'toc[2].color',
      ]);
      await refuse({ toc: 'layers' }, ['toc']);
      await refuse({ userMapSj: '  ' }, ['userMapSj']);
      await refuse({ userMapSj: 'x'.repeat(101) }, ['userMapSj']);
      const many = Array.from({ length: 201 }, () => layer({}));
      await refuse({ toc: many }, ['toc']);

      expect(await count('user_map')).toBe(maps);
      expect(await count('user_map_toc')).toBe(tocs);
      expect((await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result).toEqual(saved);
    });

    it('English field messages on request', async () => {
      const res = await http()
        .post('/api/webmap')
        .set(owner.auth)
        .set('Accept-Language', 'en')
        .send(mapBody({ toc: [{ lyrGroupSeCode: '02', tocNm: 'x', lyrId: polygonLyr, clusterAt: 'Y' }] }))
        .expect(400);
      expect(res.body.result).toEqual([{ field: 'toc[0].clusterAt', message: 'Clustering is only available for point layers.' }]);
    });
  });
});
