import { permissionMatrixSuite, TILE, binary, type Actor } from './support/permission-matrix.suite';

describe('permission matrix: actors × contents × share scopes (issue 8)', () => {
  const suite = permissionMatrixSuite();
  const { actors, contents, http, db, pointLayer, mapOf, appOf, share } = suite;
  let groupSn: string;
  beforeAll(() => {
    ({ groupSn } = suite);
  });

  describe('"through the map" only through that map', () => {
    it('the named user of a shared map: no param, or a map that does not hold the layer, gives 403', async () => {
      const c = contents['map-user'];
      const named = actors.named.auth;
      const tile = (query: string) =>
        http().get(`/api/tiles/${c.lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt${query}`).set(named);
      await tile(`?userMapId=${c.userMapId}`).expect(200);
      await tile('').expect(403);
      // The user-scope map is shared with the named user too, but it holds another layer.
      await tile(`?userMapId=${contents.user.userMapId}`).expect(403);
      await tile(`?userMapId=nope`).expect(403);
      await http().get(`/api/tiles/${c.lyrId}/tilejson.json?userMapId=${c.userMapId}`).set(named).expect(200);
      await http().get(`/api/layers/${c.lyrId}/bbox?userMapId=${c.userMapId}`).set(named).expect(200);
      await http().get(`/api/layers/${c.lyrId}/columns?userMapId=${c.userMapId}`).set(named).expect(200);
      const collection = await http().get(`/api/ogc/collections/${c.lyrId}?userMapId=${c.userMapId}`).set(named).expect(200);
      // The items link carries the map, so a client following it stays allowed.
      const items = (collection.body.links as Array<{ rel: string; href: string }>).find((l) => l.rel === 'items');
      expect(new URL(items!.href).searchParams.get('userMapId')).toBe(c.userMapId);
      await http().get(new URL(items!.href).pathname + new URL(items!.href).search).set(named).expect(200);
      await http().get(`/api/layers/${c.lyrId}/columns`).set(named).expect(403);
      // The map's detail says the layer is viewable (through the map) to the named user.
      const detail = await http().get(`/api/webmap/${c.userMapId}`).set(named).expect(200);
      expect(detail.body.result.toc[0].layer).toMatchObject({ lyrId: c.lyrId, viewable: true });
    });

    it('a layer inside a layer group of the map is viewable through the map too', async () => {
      const owner = actors.owner;
      const inner = await pointLayer(owner, '행렬 그룹 안 레이어');
      const group = await http()
        .post('/api/lyrgrp')
        .set(owner.auth)
        .send({ lyrNm: '행렬 레이어 그룹', lyrIdList: [inner] });
      expect(group.status).toBe(201);
      const groupId = group.body.result.lyrId as string;
      const map = await mapOf(owner, groupId, '행렬 그룹 지도');
      await share(`/api/webmap/${map}`, 'user');
      const tile = (query: string) =>
        http().get(`/api/tiles/${inner}/${TILE.z}/${TILE.x}/${TILE.y}.mvt${query}`).set(actors.named.auth);
      await tile(`?userMapId=${map}`).expect(200);
      await tile('').expect(403);
    });

    it('maps and their layers seen through a themed app shared with the named user', async () => {
      const owner = actors.owner;
      const lyrId = await pointLayer(owner, '행렬 앱 레이어');
      const map = await mapOf(owner, lyrId, '행렬 앱 지도');
      const appId = await appOf(owner, map, '행렬 앱');
      await share(`/api/webapp/tmplat/${appId}`, 'user');
      const named = actors.named.auth;
      await http().get(`/api/webapp/tmplat/${appId}`).set(named).expect(200);
      await http().get(`/api/webmap/${map}`).set(named).expect(403);
      const detail = await http().get(`/api/webmap/${map}?webappTmplatId=${appId}`).set(named).expect(200);
      expect(detail.body.result.toc[0].layer).toMatchObject({ lyrId, viewable: true });
      await http()
        .get(`/api/tiles/${lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt?userMapId=${map}`)
        .set(named)
        .expect(200);
      await http()
        .get(`/api/tiles/${lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt?userMapId=${map}`)
        .set(actors.sameInstt.auth)
        .expect(403);
      await http().get(`/api/tiles/${lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt`).set(named).expect(403);
      await http()
        .post(`/api/layers/${lyrId}/download`)
        .set(named)
        .send({ outputFormat: 'geojson' })
        .expect(403);
    });
  });

  describe('revocation takes effect at once', () => {
    const tileOf = (lyrId: string, who: Actor, query = '', headers: Record<string, string> = {}) =>
      http()
        .get(`/api/tiles/${lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt${query}`)
        .set(who.auth)
        .set(headers)
        .buffer(true)
        .parse(binary);

    it('deleting a layer share: the next tile request of that user is 403 although the tile was cached a moment ago', async () => {
      const owner = actors.owner;
      const named = actors.named;
      const lyrId = await pointLayer(owner, '행렬 회수 레이어');
      const shared = await http()
        .post(`/api/layers/${lyrId}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: named.userId }] })
        .expect(200);
      const first = await tileOf(lyrId, named).expect(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const cached = await tileOf(lyrId, named).expect(200);
      expect(cached.headers['x-tile-cache']).toBe('HIT');
      await http()
        .delete(`/api/layers/${lyrId}/shares`)
        .set(owner.auth)
        .send({ pblonsipOrdrList: [shared.body.result[0].pblonsipOrdr] })
        .expect(200);
      await tileOf(lyrId, named).expect(403);
      // Not even a 304 for the tag the user holds.
      await tileOf(lyrId, named, '', { 'If-None-Match': cached.headers.etag as string }).expect(403);
      await http().post(`/api/layers/${lyrId}/attributes`).set(named.auth).send({}).expect(403);
      // The owner still gets the cached tile.
      expect((await tileOf(lyrId, owner).expect(200)).headers['x-tile-cache']).toBe('HIT');
    });

    it('deleting a map share ends the access through the map at once', async () => {
      const owner = actors.owner;
      const named = actors.named;
      const lyrId = await pointLayer(owner, '행렬 지도 회수 레이어');
      const map = await mapOf(owner, lyrId, '행렬 지도 회수');
      const shared = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: named.userId }] })
        .expect(200);
      await tileOf(lyrId, named, `?userMapId=${map}`).expect(200);
      expect((await tileOf(lyrId, named, `?userMapId=${map}`).expect(200)).headers['x-tile-cache']).toBe(
        'HIT',
      );
      await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ pblonsipOrdrList: [shared.body.result[0].pblonsipOrdr] })
        .expect(200);
      await tileOf(lyrId, named, `?userMapId=${map}`).expect(403);
      await http().get(`/api/webmap/${map}`).set(named.auth).expect(403);
    });

    it('removing a member from the shared group ends their access at once', async () => {
      const c = contents.group;
      await tileOf(c.lyrId, actors.groupMember).expect(200);
      await db().query(`DELETE FROM user_group_member WHERE group_sn = $1 AND user_id = $2`, [
        groupSn,
        actors.groupMember.userId,
      ]);
      try {
        await tileOf(c.lyrId, actors.groupMember).expect(403);
        await http().get(`/api/webmap/${c.userMapId}`).set(actors.groupMember.auth).expect(403);
      } finally {
        await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [
          groupSn,
          actors.groupMember.userId,
        ]);
      }
    });
  });
});
