import path from 'node:path';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type TileAddress, tileOfLonLat } from '../src/common/geo/tile-grid';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

/**
 * The permission matrix of issue 8 (ARCHITECTURE.md §5): every actor × every content route ×
 * every share scope, asserting the exact status of each cell, then revocation.
 *
 * Actors: the owner (member 12), a member of the same institution, a member of the shared group
 * (a viewer, 13), the named user, a member of another institution, an anonymous visitor, the
 * institution's admin (14) and a provider admin (4).
 *
 * Routes: the web map (GET /api/webmap/{id}), the themed app (GET /api/webapp/tmplat/{id}), the
 * layer record (GET /api/layers/{id}), its vector tile, its feature list (POST …/attributes), its
 * thumbnail (GET …/thumbnail, unsigned), its download (POST …/download) and its OGC items.
 * Allowed cells answer 200; refused cells 403, except that an anonymous visitor gets 401 from
 * the routes that require a login (layer record, feature list, download): the reading routes of
 * maps, apps, tiles, thumbnails and OGC are public so a shared link never prompts for a login.
 *
 * Scopes: none, user (3), group (2), institution (1), everyone (0), each shared through the
 * share API. Layers are never shared with everyone (the API answers 400): their last two
 * columns are "through a shared map": the layer itself is private, a map holding it is shared
 * with the named user (map-user) or with everyone (map-everyone), and the tile, feature list,
 * thumbnail and OGC requests name that map (?userMapId=). The layer record and the download keep
 * the layer's own rule.
 */

const ACTORS = [
  'owner',
  'sameInstt',
  'groupMember',
  'named',
  'otherInstt',
  'anonymous',
  'insttAdmin',
  'provider',
] as const;
type ActorName = (typeof ACTORS)[number];
const CONTENT_SCOPES = ['none', 'user', 'group', 'instt', 'everyone'] as const;
const LAYER_SCOPES = ['none', 'user', 'group', 'instt', 'map-user', 'map-everyone'] as const;
type Scope = (typeof CONTENT_SCOPES)[number] | (typeof LAYER_SCOPES)[number];
const CONTENT_ROUTES = ['map', 'app'] as const;
const LAYER_ROUTES = ['layer', 'tile', 'features', 'thumbnail', 'download', 'ogcItems'] as const;
type Route = (typeof CONTENT_ROUTES)[number] | (typeof LAYER_ROUTES)[number];

/** Routes that require a login (anonymous: 401). */
const LOGIN_ROUTES: ReadonlySet<Route> = new Set(['layer', 'features', 'download']);
/** Layer routes that accept ?userMapId= ("through the map"). */
const THROUGH_MAP_ROUTES: ReadonlySet<Route> = new Set(['tile', 'features', 'thumbnail', 'ogcItems']);

/** Whom a share of the scope reaches (besides the owner and the admins, who always may view). */
function reached(actor: ActorName, scope: 'none' | 'user' | 'group' | 'instt' | 'everyone'): boolean {
  switch (scope) {
    case 'none':
      return false;
    case 'user':
      return actor === 'named';
    case 'group':
      return actor === 'groupMember';
    case 'instt':
      return actor === 'sameInstt' || actor === 'groupMember' || actor === 'named';
    case 'everyone':
      return true;
  }
}

function mayView(actor: ActorName, route: Route, scope: Scope): boolean {
  if (actor === 'owner' || actor === 'insttAdmin' || actor === 'provider') return true;
  if (scope === 'map-user' || scope === 'map-everyone') {
    if (!THROUGH_MAP_ROUTES.has(route)) return false;
    return reached(actor, scope === 'map-user' ? 'user' : 'everyone');
  }
  return reached(actor, scope);
}

function expectedStatus(actor: ActorName, route: Route, scope: Scope): 200 | 401 | 403 {
  if (actor === 'anonymous' && LOGIN_ROUTES.has(route)) return 401;
  return mayView(actor, route, scope) ? 200 : 403;
}

const CELLS: Array<[ActorName, Route, Scope, 200 | 401 | 403]> = [
  ...ACTORS.flatMap((actor) =>
    CONTENT_ROUTES.flatMap((route) =>
      CONTENT_SCOPES.map((scope): [ActorName, Route, Scope, 200 | 401 | 403] => [
        actor,
        route,
        scope,
        expectedStatus(actor, route, scope),
      ]),
    ),
  ),
  ...ACTORS.flatMap((actor) =>
    LAYER_ROUTES.flatMap((route) =>
      LAYER_SCOPES.map((scope): [ActorName, Route, Scope, 200 | 401 | 403] => [
        actor,
        route,
        scope,
        expectedStatus(actor, route, scope),
      ]),
    ),
  ),
];

const DATA = path.resolve(__dirname, '../../../../shared/data');
const PLACE = { lon: 126.978, lat: 37.5665 };
const TILE: TileAddress = tileOfLonLat(PLACE.lon, PLACE.lat, 14);

/** Collects a binary body (supertest only buffers types it knows). */
function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

interface Actor {
  userId: string;
  auth: Record<string, string>;
}

interface ScopeContents {
  userMapId: string;
  webappTmplatId: string;
  lyrId: string;
  /** The map requests name for the layer routes that accept it (through-map scopes only). */
  through?: string;
}

describe('permission matrix: actors × contents × share scopes (issue 8)', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let groupSn: string;
  const actors = {} as Record<ActorName, Actor>;
  const contents = {} as Record<Scope, ScopeContents>;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  async function pointLayer(by: Actor, name: string): Promise<string> {
    const created = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({
        uploadType: 'custom',
        lyrNm: name,
        geometryType: 'point',
        columns: [{ name: 'name', type: 'text' }],
      })
      .expect(201);
    const lyrId = created.body.result.lyrId as string;
    await http()
      .post(`/api/layers/${lyrId}/features`)
      .set(by.auth)
      .send({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [PLACE.lon, PLACE.lat] },
        properties: { name: '서울시청' },
      })
      .expect(201);
    await http()
      .post(`/api/layers/${lyrId}/thumbnail`)
      .set(by.auth)
      .attach('file', path.join(DATA, 'thumb_ok.png'))
      .expect(200);
    return lyrId;
  }

  async function mapOf(by: Actor, lyrId: string, name: string): Promise<string> {
    const res = await http()
      .post('/api/webmap')
      .set(by.auth)
      .send({
        userMapSj: name,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId }],
      })
      .expect(201);
    return res.body.result.userMapId as string;
  }

  async function appOf(by: Actor, userMapId: string, name: string): Promise<string> {
    const res = await http()
      .post('/api/webapp/tmplat')
      .set(by.auth)
      .send({
        webappTmplatSj: name,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [{ tabName: '지도', webmap: { userMapId } }] },
      })
      .expect(201);
    return res.body.result.webappTmplatId as string;
  }

  /** Shares one content through the share API (as its owner, an editor: every scope is open to them). */
  async function share(base: string, scope: 'none' | 'user' | 'group' | 'instt' | 'everyone'): Promise<void> {
    const owner = actors.owner.auth;
    if (scope === 'user') {
      await http()
        .post(`${base}/shares`)
        .set(owner)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: actors.named.userId }] })
        .expect(200);
    } else if (scope === 'group') {
      await http()
        .post(`${base}/shares`)
        .set(owner)
        .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
        .expect(200);
    } else if (scope === 'instt') {
      await http().post(`${base}/shares/instt`).set(owner).expect(201);
    } else if (scope === 'everyone') {
      await http().post(`${base}/shares/all`).set(owner).expect(201);
    }
  }

  function call(route: Route, c: ScopeContents, who: Actor | null): request.Test {
    const through =
      c.through && THROUGH_MAP_ROUTES.has(route) ? `?userMapId=${encodeURIComponent(c.through)}` : '';
    const req = (() => {
      switch (route) {
        case 'map':
          return http().get(`/api/webmap/${c.userMapId}`);
        case 'app':
          return http().get(`/api/webapp/tmplat/${c.webappTmplatId}`);
        case 'layer':
          return http().get(`/api/layers/${c.lyrId}`);
        case 'tile':
          return http()
            .get(`/api/tiles/${c.lyrId}/${TILE.z}/${TILE.x}/${TILE.y}.mvt${through}`)
            .buffer(true)
            .parse(binary);
        case 'features':
          return http()
            .post(`/api/layers/${c.lyrId}/attributes${through}`)
            .send({ pageIndex: 1, pageSize: 10 });
        case 'thumbnail':
          return http().get(`/api/layers/${c.lyrId}/thumbnail${through}`).buffer(true).parse(binary);
        case 'download':
          return http()
            .post(`/api/layers/${c.lyrId}/download`)
            .send({ outputFormat: 'geojson' })
            .buffer(true)
            .parse(binary);
        case 'ogcItems':
          return http().get(`/api/ogc/collections/${c.lyrId}/items${through}`);
      }
    })();
    return who ? req.set(who.auth) : req;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    const b = (await f.newInstitution()).insttCode;
    const make = async (
      insttCode: string,
      code: (typeof USER_SE_CODES)[keyof typeof USER_SE_CODES],
    ): Promise<Actor> => {
      const { user, auth } = await f.actor(insttCode, code);
      return { userId: user.userId, auth };
    };
    // The owner is an editor so every scope (the institution one included) is open to them.
    actors.owner = await make(a, USER_SE_CODES.EDITOR);
    actors.sameInstt = await make(a, USER_SE_CODES.MEMBER);
    actors.groupMember = await make(a, USER_SE_CODES.VIEWER);
    actors.named = await make(a, USER_SE_CODES.MEMBER);
    actors.otherInstt = await make(b, USER_SE_CODES.MEMBER);
    actors.anonymous = { userId: '', auth: {} };
    actors.insttAdmin = await make(a, USER_SE_CODES.INSTT_ADMIN);
    actors.provider = await make(DEFAULT_INSTT_CODE, USER_SE_CODES.PROVIDER_ADMIN);
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, '행렬 그룹') RETURNING group_sn`,
      [a, actors.owner.userId],
    );
    groupSn = String(group_sn);
    await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [
      group_sn,
      actors.groupMember.userId,
    ]);

    for (const scope of CONTENT_SCOPES) {
      const lyrId = await pointLayer(actors.owner, `행렬 ${scope} 레이어`);
      const userMapId = await mapOf(actors.owner, lyrId, `행렬 ${scope} 지도`);
      const webappTmplatId = await appOf(actors.owner, userMapId, `행렬 ${scope} 앱`);
      await share(`/api/webmap/${userMapId}`, scope);
      await share(`/api/webapp/tmplat/${webappTmplatId}`, scope);
      if (scope !== 'everyone') await share(`/api/layers/${lyrId}`, scope);
      contents[scope] = { userMapId, webappTmplatId, lyrId };
    }
    for (const scope of ['map-user', 'map-everyone'] as const) {
      const lyrId = await pointLayer(actors.owner, `행렬 ${scope} 레이어`);
      const userMapId = await mapOf(actors.owner, lyrId, `행렬 ${scope} 지도`);
      await share(`/api/webmap/${userMapId}`, scope === 'map-user' ? 'user' : 'everyone');
      contents[scope] = { userMapId, webappTmplatId: '', lyrId, through: userMapId };
    }
  }, 120_000);
  afterAll(() => app.close());

  it('every cell is in the table (8 actors × (2 routes × 5 scopes + 6 layer routes × 6 scopes))', () => {
    expect(CELLS).toHaveLength(8 * (2 * 5 + 6 * 6));
    expect(
      CELLS.filter((c) => c[3] === 401).every(
        ([actor, route]) => actor === 'anonymous' && LOGIN_ROUTES.has(route),
      ),
    ).toBe(true);
  });

  it('layers cannot be shared with everyone (the everyone column of layers is "through a map" instead)', async () => {
    const res = await http()
      .post(`/api/layers/${contents.none.lyrId}/shares/all`)
      .set(actors.owner.auth)
      .expect(400);
    expect(res.body.code).toBe(400);
  });

  it.each(CELLS)('%s → %s with scope %s: %i', async (actor, route, scope, status) => {
    const who = actor === 'anonymous' ? null : actors[actor];
    const res = await call(route, contents[scope], who);
    expect({ actor, route, scope, status: res.status }).toEqual({ actor, route, scope, status });
    if (status === 200 && route === 'tile') expect((res.body as Buffer).length).toBeGreaterThan(0);
    if (status === 200 && route === 'features') expect(res.body.result.totalElements).toBe(1);
    if (status === 200 && route === 'thumbnail') expect(res.headers['content-type']).toBe('image/png');
    if (status === 200 && route === 'map') expect(res.body.result.toc[0].layer.viewable).toBe(true);
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
