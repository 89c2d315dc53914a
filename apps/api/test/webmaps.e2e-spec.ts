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

const SYMBOL = { fillColor: '#ff000080', strokeColor: '#aa0000', strokeWidth: 2, pointShape: 'circle', pointRadius: 7 };
const POINT_STYLE = {
  kind: 'single',
  column: null,
  base: SYMBOL,
  classes: [],
  label: { enabled: true, column: 'name', fontSize: 13, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
const POLYGON_STYLE = {
  kind: 'categorized',
  column: 'kind',
  base: { ...SYMBOL, fillColor: '#3388ff66', pointShape: 'square' },
  classes: [
    { value: 'park', label: '공원', symbol: { ...SYMBOL, fillColor: '#00aa00' } },
    { value: 'school', label: '학교', symbol: { ...SYMBOL, fillColor: '#0000aa' } },
  ],
  label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
const POINT_POPUP = { enabled: true, columns: ['name'] };
const POLYGON_POPUP = { enabled: false, columns: [] };

describe('web maps: CRUD, validation, access, lists and thumbnails', () => {
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
  let pointLyr: string;
  let polygonLyr: string;
  let foreignLyr: string;
  const tag = `W${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const storage = () => app.get(AppConfig).storageDir;

  async function customLayer(by: Actor, lyrNm: string, geometryType: 'point' | 'polygon', column: string): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType, columns: [{ name: column, type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  /** A map with a group holding the point layer and, below it, the polygon layer. */
  function mapBody(over: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      userMapSj: `${tag} 공원 지도`,
      userMapCn: '서울의 공원과 시설',
      bcrnMapId: 'OFFLINE_WORLD',
      view: { projection: 'EPSG:5186', center: [198000.5, 552000.25], zoom: 15 },
      toc: [
        {
          lyrGroupSeCode: '01',
          tocNm: '시설',
          visibleAt: 'Y',
          opacity: 1,
          children: [
            { lyrGroupSeCode: '02', tocNm: '시설 위치', visibleAt: 'Y', opacity: 0.8, lyrId: pointLyr, style: POINT_STYLE, popup: POINT_POPUP, clusterAt: 'Y' },
          ],
        },
        { lyrGroupSeCode: '02', tocNm: '공원 구역', visibleAt: 'N', opacity: 0.35, lyrId: polygonLyr, style: POLYGON_STYLE, popup: POLYGON_POPUP, clusterAt: 'N' },
      ],
      ...over,
    };
  }

  const create = async (by: Actor, over: Record<string, unknown> = {}): Promise<string> =>
    (await http().post('/api/webmap').set(by.auth).send(mapBody(over)).expect(201)).body.result.userMapId as string;
  const count = async (table: 'user_map' | 'user_map_toc'): Promise<number> =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const shareMap = (userMapId: string, scope: number, refrnId: string | null) =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ('MAP', $1::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $1::varchar), $2, $3, $4, $4)`,
      [userMapId, scope, refrnId, owner.user.userId],
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
    pointLyr = await customLayer(owner, `${tag} 시설`, 'point', 'name');
    polygonLyr = await customLayer(owner, `${tag} 공원`, 'polygon', 'kind');
    foreignLyr = await customLayer(other, `${tag} 다른 기관`, 'point', 'name');
  });
  afterAll(() => app.close());

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

  describe('thumbnails', () => {
    const thumbFile = (stored: string) => path.join(storage(), stored);
    const storedPath = async (userMapId: string): Promise<string | null> =>
      (await db().query(`SELECT thumbnail_path FROM user_map WHERE user_map_id = $1`, [userMapId]))[0].thumbnail_path;

    it('stores a PNG under the thumbnail rules, serves it to viewers, replaces and removes it', async () => {
      const userMapId = await create(owner);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(404);
      const put = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      expect(put.body.result).toMatch(new RegExp(`^/api/webmap/${userMapId}/thumbnail\\?v=\\d+&exp=\\d+&sig=[\\w-]+$`));
      const first = await storedPath(userMapId);
      expect(first).toMatch(/^webmaps\/thumbnails\/[0-9a-f]{32}\.png$/);
      expect(fs.existsSync(thumbFile(first as string))).toBe(true);
      const image = await http().get(put.body.result).set(owner.auth).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, fs.readFileSync(path.join(DATA, 'thumb_ok.png')))).toBe(0);
      const detail = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      expect(detail.thumbnailUrl).toBe(put.body.result);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(other.auth).expect(403);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(insttAdmin.auth).expect(200);
      // The signed address loads without a token (an <img src>); a tampered one does not.
      await http().get(detail.thumbnailUrl).buffer(true).expect(200);
      await http().get(`${detail.thumbnailUrl}x`).expect(403);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).expect(403);

      // Replacing removes the previous file.
      await http().post(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png'), 'again.PNG').expect(200);
      const second = await storedPath(userMapId);
      expect(second).not.toBe(first);
      expect(fs.existsSync(thumbFile(first as string))).toBe(false);
      expect(fs.existsSync(thumbFile(second as string))).toBe(true);

      await http().delete(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(200);
      expect(await storedPath(userMapId)).toBeNull();
      expect(fs.existsSync(thumbFile(second as string))).toBe(false);
      await http().get(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).expect(404);
    });

    it('refuses other types (415), large files (413), missing files (400) and non-editors (403), storing nothing', async () => {
      const userMapId = await create(owner);
      const gif = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', Buffer.from('GIF89a'), 'a.gif').expect(415);
      expect(gif.body.message).toBe('png, jpg, jpeg 파일을 선택해 주세요.');
      // Named .png, but not an image: checked by content.
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'bad_dxf_named.png')).expect(415);
      const big = Buffer.concat([fs.readFileSync(path.join(DATA, 'thumb_ok.png')), Buffer.alloc(1024 * 1024 + 10)]);
      const large = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', big, 'big.png').expect(413);
      expect(large.body.message).toContain('1MB');
      const missing = await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).field('x', '1').expect(400);
      expect(missing.body.result).toEqual([{ field: 'file', message: '썸네일 파일을 선택해 주세요.' }]);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(sameInstt.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(403);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).attach('file', path.join(DATA, 'thumb_ok.png')).expect(401);
      expect(await storedPath(userMapId)).toBeNull();
      // The request folders of refused uploads are gone.
      const tmp = path.join(storage(), 'tmp');
      expect(fs.existsSync(tmp) ? fs.readdirSync(tmp).filter((d) => d.startsWith('layer-')) : []).toEqual([]);
    });
  });

  describe('deleting', () => {
    it('removes the map, its TOC, its share entries and its thumbnail file (owner or admins only)', async () => {
      const userMapId = await create(owner);
      await shareMap(userMapId, 3, sameInstt.user.userId);
      await http().put(`/api/webmap/${userMapId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      const [{ thumbnail_path: thumb }] = await db().query(`SELECT thumbnail_path FROM user_map WHERE user_map_id = $1`, [userMapId]);
      await http().delete(`/api/webmap/${userMapId}`).set(sameInstt.auth).expect(403);
      const res = await http().delete(`/api/webmap/${userMapId}`).set(owner.auth).expect(200);
      expect(res.body).toMatchObject({ code: 200, result: null });
      expect((await db().query(`SELECT count(*)::int AS n FROM user_map WHERE user_map_id = $1`, [userMapId]))[0].n).toBe(0);
      expect((await db().query(`SELECT count(*)::int AS n FROM user_map_toc WHERE user_map_id = $1`, [userMapId]))[0].n).toBe(0);
      expect((await db().query(`SELECT count(*)::int AS n FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [userMapId]))[0].n).toBe(0);
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(false);
      await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(404);
      // The layers stay.
      await http().get(`/api/layers/${pointLyr}`).set(owner.auth).expect(200);
    });

    it('an institution admin may delete a member\'s map', async () => {
      const userMapId = await create(owner);
      await http().delete(`/api/webmap/${userMapId}`).set(insttAdmin.auth).expect(200);
      await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(404);
    });

    it('a deleted layer leaves the TOC of every map; the map still opens', async () => {
      const doomed = await customLayer(owner, `${tag} 지울 레이어`, 'point', 'name');
      const userMapId = await create(owner, {
        toc: [
          { lyrGroupSeCode: '01', tocNm: '그룹', children: [{ lyrGroupSeCode: '02', tocNm: '지울 것', lyrId: doomed }] },
          { lyrGroupSeCode: '02', tocNm: '남을 것', lyrId: polygonLyr },
        ],
      });
      await http().delete(`/api/layers/${doomed}`).set(owner.auth).expect(200);
      const read = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
      expect(read.toc.map((e: { tocNm: string; children: unknown[] }) => [e.tocNm, e.children.length])).toEqual([
        ['그룹', 0],
        ['남을 것', 0],
      ]);
    });
  });

  describe('members and institutions', () => {
    async function institutionWithMaster(): Promise<{ code: string; master: Actor }> {
      const instt = await f.newInstitution();
      const master = await f.actor(instt.insttCode, USER_SE_CODES.INSTT_ADMIN);
      await db().getRepository(Institution).update({ insttCode: instt.insttCode }, { masterUserId: master.user.userId, creatmanId: master.user.userId });
      return { code: instt.insttCode, master };
    }
    const mapRow = async (userMapId: string) =>
      (await db().query(`SELECT instt_code, register_id FROM user_map WHERE user_map_id = $1`, [userMapId]))[0];
    const emptyMap = (by: Actor, title: string) =>
      http()
        .post('/api/webmap')
        .set(by.auth)
        .send({ userMapSj: title, bcrnMapId: null, view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 }, toc: [] })
        .expect(201)
        .then((res) => res.body.result.userMapId as string);

    it('counts the institution\'s maps in its contents', async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      await emptyMap(member, `${tag} 하나`);
      await emptyMap(c.master, `${tag} 둘`);
      const res = await http().get(`/api/instt/${c.code}/contents/count`).set(c.master.auth).expect(200);
      expect(res.body.result.mapCnt).toBe(2);
    });

    it('a removed member\'s maps stay with the institution, owned by its master', async () => {
      const c = await institutionWithMaster();
      const leaving = await f.actor(c.code, USER_SE_CODES.EDITOR);
      const colleague = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const userMapId = await emptyMap(leaving, `${tag} 남는 지도`);
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
         VALUES ('MAP', $1, 1, 3, $2, $3, $3)`,
        [userMapId, colleague.user.userId, leaving.user.userId],
      );
      await http().delete(`/api/instt/${c.code}/constituents/${leaving.user.userId}`).set(c.master.auth).expect(200);
      expect(await mapRow(userMapId)).toEqual({ instt_code: c.code, register_id: c.master.user.userId });
      const [share] = await db().query(`SELECT owner_id FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [userMapId]);
      expect(share.owner_id).toBe(c.master.user.userId);
      // The share still reaches the colleague; the former owner (now in openBiz, re-issued token) no longer sees the map.
      await http().get(`/api/webmap/${userMapId}`).set(colleague.auth).expect(200);
      const moved = await f.tokenFor({ ...leaving.user, insttCode: 'openbiz', userSeCode: USER_SE_CODES.MEMBER });
      await http().get(`/api/webmap/${userMapId}`).set({ Authorization: `Bearer ${moved}` }).expect(403);
    });

    it('a withdrawing institution\'s members keep their maps: the maps move with them to openBiz', async () => {
      const c = await institutionWithMaster();
      const member = await f.actor(c.code, USER_SE_CODES.MEMBER);
      const userMapId = await emptyMap(member, `${tag} 따라가는 지도`);
      await http()
        .post(`/api/instt/${c.code}/withdraw`)
        .set(c.master.auth)
        .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
        .expect(200);
      expect(await mapRow(userMapId)).toEqual({ instt_code: 'openbiz', register_id: member.user.userId });
    });
  });
});
