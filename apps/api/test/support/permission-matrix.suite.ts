import path from 'node:path';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type TileAddress, tileOfLonLat } from '../../src/common/geo/tile-grid';
import { Factories } from './factories';
import { createTestApp } from './test-app';

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

export const ACTORS = [
  'owner',
  'sameInstt',
  'groupMember',
  'named',
  'otherInstt',
  'anonymous',
  'insttAdmin',
  'provider',
] as const;
export type ActorName = (typeof ACTORS)[number];
export const CONTENT_SCOPES = ['none', 'user', 'group', 'instt', 'everyone'] as const;
export const LAYER_SCOPES = ['none', 'user', 'group', 'instt', 'map-user', 'map-everyone'] as const;
export type Scope = (typeof CONTENT_SCOPES)[number] | (typeof LAYER_SCOPES)[number];
export const CONTENT_ROUTES = ['map', 'app'] as const;
export const LAYER_ROUTES = ['layer', 'tile', 'features', 'thumbnail', 'download', 'ogcItems'] as const;
export type Route = (typeof CONTENT_ROUTES)[number] | (typeof LAYER_ROUTES)[number];

/** Routes that require a login (anonymous: 401). */
export const LOGIN_ROUTES: ReadonlySet<Route> = new Set(['layer', 'features', 'download']);
/** Layer routes that accept ?userMapId= ("through the map"). */
export const THROUGH_MAP_ROUTES: ReadonlySet<Route> = new Set(['tile', 'features', 'thumbnail', 'ogcItems']);

/** Whom a share of the scope reaches (besides the owner and the admins, who always may view). */
export function reached(actor: ActorName, scope: 'none' | 'user' | 'group' | 'instt' | 'everyone'): boolean {
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

export function mayView(actor: ActorName, route: Route, scope: Scope): boolean {
  if (actor === 'owner' || actor === 'insttAdmin' || actor === 'provider') return true;
  if (scope === 'map-user' || scope === 'map-everyone') {
    if (!THROUGH_MAP_ROUTES.has(route)) return false;
    return reached(actor, scope === 'map-user' ? 'user' : 'everyone');
  }
  return reached(actor, scope);
}

export function expectedStatus(actor: ActorName, route: Route, scope: Scope): 200 | 401 | 403 {
  if (actor === 'anonymous' && LOGIN_ROUTES.has(route)) return 401;
  return mayView(actor, route, scope) ? 200 : 403;
}

export const CELLS: Array<[ActorName, Route, Scope, 200 | 401 | 403]> = [
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

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export const PLACE = { lon: 126.978, lat: 37.5665 };
export const TILE: TileAddress = tileOfLonLat(PLACE.lon, PLACE.lat, 14);

/** Collects a binary body (supertest only buffers types it knows). */
export function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export interface Actor {
  userId: string;
  auth: Record<string, string>;
}

export interface ScopeContents {
  userMapId: string;
  webappTmplatId: string;
  lyrId: string;
  /** The map requests name for the layer routes that accept it (through-map scopes only). */
  through?: string;
}

export function permissionMatrixSuite() {
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

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get a() {
      return a;
    },
    get groupSn() {
      return groupSn;
    },
    actors,
    contents,
    http,
    db,
    pointLayer,
    mapOf,
    appOf,
    share,
    call,
  };
}
