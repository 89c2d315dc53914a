import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { Factories } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { discoverRoutes, urlOf, type RouteInfo } from './routes';

/**
 * Security suite, part 1 (issue: production readiness): every route of the application, found
 * from the controllers Nest registered and matched against the OpenAPI document, called
 * anonymously, as a member and admin of a foreign institution and as an institution admin on
 * provider routes. Every non-public route must refuse, and every refusal is checked (status and
 * the error envelope). New routes are covered automatically; a new PUBLIC route fails the
 * snapshot below until it is reviewed and listed.
 */

/** Routes anyone may call, reviewed one by one (method path). */
const PUBLIC_ROUTES = `
DELETE /api/dev/clock
DELETE /api/main/inquiry/:inqryId
GET /api/address/coord
GET /api/address/districts
GET /api/address/search
GET /api/address/suggest
GET /api/auth/public-key
GET /api/auth/users/find-id
GET /api/basemap
GET /api/basemap/:bcrnMapId
GET /api/basemap/:bcrnMapId/preview
GET /api/basemap/:bcrnMapId/thumbnail
GET /api/basemap/offline/tiles/:z/:x/:y.mvt
GET /api/captcha
GET /api/captcha/status
GET /api/comments
GET /api/common/code
GET /api/common/code/detail
GET /api/contents/:cntntsId
GET /api/contents/all-shared
GET /api/dev/outbox
GET /api/election
GET /api/election/api/:sgId/results
GET /api/election/api/districts
GET /api/health
GET /api/health/live
GET /api/health/ready
GET /api/instt/:insttCode
GET /api/instt/:insttCode/image
GET /api/instt/exists
GET /api/invites/:insttUserNtcnId
GET /api/lab/access
GET /api/lab/lucky/places
GET /api/lab/lucky/regions
GET /api/land/parcels/:pnu
GET /api/landbundle/search/address
GET /api/layers/:lyrId/extent
GET /api/layers/:lyrId/thumbnail
GET /api/main/inquiry
GET /api/main/inquiry/:inqryId
GET /api/main/inquiry/:inqryId/summary
GET /api/manual/admin
GET /api/map/services
GET /api/map/wfs
GET /api/map/wms
GET /api/mapgallery
GET /api/mapgallery/:mapGaleReqstSn
GET /api/mapgallery/count
GET /api/menu
GET /api/notice/comments
GET /api/notices
GET /api/notices/:nttId
GET /api/notices/:nttId/files/:fileOrdr
GET /api/notices/count
GET /api/notices/popup
GET /api/ogc
GET /api/ogc/collections
GET /api/ogc/collections/:lyrId
GET /api/ogc/collections/:lyrId/items
GET /api/ogc/collections/:lyrId/items/:featureId
GET /api/ogc/conformance
GET /api/qna
GET /api/qna/:qnaId
GET /api/qna/:qnaId/answers
GET /api/review
GET /api/review/summary
GET /api/subscribes/additional
GET /api/subscribes/plans
GET /api/tiles/:lyrId/:z/:x/:y.mvt
GET /api/tiles/:lyrId/raster.tif
GET /api/tiles/:lyrId/tilejson.json
GET /api/tiles/:lyrId/time-extent
GET /api/users/:userId/image
GET /api/users/email/exists
GET /api/users/id/exists
GET /api/webapp/tmplat/:webappTmplatId
GET /api/webapp/tmplat/:webappTmplatId/auth
GET /api/webapp/tmplat/:webappTmplatId/thumbnail
GET /api/webmap/:userMapId
GET /api/webmap/:userMapId/thumbnail
GET /api/webmap/:userMapId/toc/group
GET /api/webmap/:userMapId/toc/group/select
POST /api/auth/email/find-id
POST /api/auth/email/find-id/response
POST /api/auth/email/find-password
POST /api/auth/email/find-password/response
POST /api/auth/email/verify-email
POST /api/auth/email/verify-email/response
POST /api/auth/login
POST /api/auth/login/second-factor
POST /api/auth/refresh
POST /api/auth/users/find-password
POST /api/auth/users/signup
POST /api/auth/users/signup/instt
POST /api/contents/:cntntsId/view-count
POST /api/dev/billing/run-daily
POST /api/emailAuthentication/send
POST /api/instt/sms/crtfc/check
POST /api/instt/sms/crtfc/send
POST /api/main/inquiry
POST /api/main/inquiry/:inqryId/checkPassword
POST /api/mapgallery/:mapGaleReqstSn/view-count
POST /api/notices/:nttId/view-count
POST /api/qna/:qnaId/view-count
PUT /api/dev/clock
PUT /api/dev/import-hold
`
  .trim()
  .split('\n')
  .sort();

const key = (r: RouteInfo) => `${r.method} ${r.path}`;
type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';

describe('security: every route refuses who may not call it', () => {
  let app: INestApplication;
  let f: Factories;
  let routes: RouteInfo[];
  let insttA: string;
  let foreignAdmin: { Authorization: string };
  let foreignMember: { Authorization: string };
  let memberA: { Authorization: string };
  let adminA: { Authorization: string };

  beforeAll(async () => {
    app = await createTestApp([DiscoveryModule]);
    f = new Factories(app);
    routes = discoverRoutes(app);
    insttA = (await f.newInstitution()).insttCode;
    const insttB = (await f.newInstitution()).insttCode;
    memberA = (await f.actor(insttA, USER_SE_CODES.MEMBER)).auth;
    adminA = (await f.actor(insttA, USER_SE_CODES.INSTT_ADMIN)).auth;
    foreignAdmin = (await f.actor(insttB, USER_SE_CODES.INSTT_ADMIN)).auth;
    foreignMember = (await f.actor(insttB, USER_SE_CODES.MEMBER)).auth;
  });
  afterAll(() => app.close());

  /** Calls a route with the institution code of A in the path, the query and the body. */
  async function call(route: RouteInfo, headers: Record<string, string> = {}) {
    const url = urlOf(route, { insttCode: insttA }, { insttCode: insttA });
    const verb = route.method.toLowerCase() as Verb;
    let req = request(app.getHttpServer())[verb](url).set(headers);
    if (route.method !== 'GET' && route.method !== 'DELETE') req = req.send({ insttCode: insttA });
    return req;
  }

  it('documents every route in the OpenAPI document, and nothing else', () => {
    const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const served = routes
      .filter((r) => !r.path.startsWith('/api/dev/')) // development tools: absent in production, not documented
      .map((r) => `${r.method} ${r.openapiPath}`)
      .sort();
    expect(served).toEqual(documented);
  });

  it('has exactly the reviewed public routes', () => {
    expect(routes.filter((r) => r.isPublic).map(key).sort()).toEqual(PUBLIC_ROUTES);
  });

  it('refuses every non-public route to an anonymous caller with 401 and the session-ended envelope', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await call(route);
      if (res.status !== 401 || res.body?.code !== 401 || typeof res.body?.message !== 'string' || !res.body.message) {
        wrong.push(`${key(route)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a forged or expired token like no token', async () => {
    const route = routes.find((r) => r.method === 'GET' && r.path === '/api/mypage/contents/count')!;
    const valid = await f.tokenFor(await f.newUser({ insttCode: insttA, userSeCode: USER_SE_CODES.MEMBER }));
    // The same route answers the valid token: the refusals below are about the token alone.
    expect((await call(route, { Authorization: `Bearer ${valid}` })).status).toBe(200);
    const [header, payload] = valid.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const wrongKey = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const expiredPayload = Buffer.from(JSON.stringify({ ...body, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
    const expired = `${header}.${expiredPayload}.${wrongKey.split('.')[2]}`;
    for (const token of [none, wrongKey, expired, 'garbage']) {
      const res = await call(route, { Authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
  });

  it("refuses every institution route to members and admins of another institution with 403", async () => {
    const wrong: string[] = [];
    const scoped = routes.filter((r) => r.insttScope && !r.isPublic);
    expect(scoped.length).toBeGreaterThan(20);
    for (const route of scoped) {
      for (const [who, auth] of [
        ['foreign admin', foreignAdmin],
        ['foreign member', foreignMember],
      ] as const) {
        const res = await call(route, auth);
        if (res.status !== 403 || res.body?.code !== 403) wrong.push(`${key(route)} as ${who} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses the institution's admin-only routes to its own members with 403", async () => {
    const wrong: string[] = [];
    const adminOnly = routes.filter((r) => r.insttScope?.adminOnly && !r.isPublic);
    expect(adminOnly.length).toBeGreaterThan(20);
    for (const route of adminOnly) {
      const res = await call(route, memberA);
      if (res.status !== 403) wrong.push(`${key(route)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses provider-admin routes to institution admins with 403', async () => {
    const providerOnly = routes.filter((r) => !r.isPublic && r.roles && !r.roles.includes(USER_SE_CODES.INSTT_ADMIN));
    expect(providerOnly.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of providerOnly) {
      const res = await call(route, adminA);
      if (res.status !== 403) wrong.push(`${key(route)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  describe("another institution's private contents", () => {
    const CONTENT_PARAMS = ['lyrId', 'userMapId', 'webappTmplatId'] as const;
    const ids = {} as Record<(typeof CONTENT_PARAMS)[number], string>;
    let editorA: { Authorization: string };
    const http = () => request(app.getHttpServer());
    const snapshot = async () =>
      app.get(DataSource).query(
        `SELECT (SELECT row_to_json(l) FROM lyr l WHERE lyr_id = $1) AS lyr,
                (SELECT row_to_json(m) FROM user_map m WHERE user_map_id = $2) AS map,
                (SELECT json_agg(t ORDER BY t) FROM user_map_toc t WHERE user_map_id = $2) AS toc,
                (SELECT row_to_json(w) FROM webapp_tmplat w WHERE webapp_tmplat_id = $3) AS app`,
        [ids.lyrId, ids.userMapId, ids.webappTmplatId],
      );

    beforeAll(async () => {
      editorA = (await f.actor(insttA, USER_SE_CODES.EDITOR)).auth;
      const layer = await http()
        .post('/api/layers/upload')
        .set(editorA)
        .send({ uploadType: 'custom', lyrNm: '비공개 시설', geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
        .expect(201);
      ids.lyrId = layer.body.result.lyrId;
      await http()
        .post(`/api/layers/${ids.lyrId}/features`)
        .set(editorA)
        .send({ type: 'Feature', geometry: { type: 'Point', coordinates: [126.978, 37.5665] }, properties: { name: '서울시청' } })
        .expect(201);
      const map = await http()
        .post('/api/webmap')
        .set(editorA)
        .send({
          userMapSj: '비공개 지도',
          view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
          toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId: ids.lyrId }],
        })
        .expect(201);
      ids.userMapId = map.body.result.userMapId;
      const tmplat = await http()
        .post('/api/webapp/tmplat')
        .set(editorA)
        .send({ webappTmplatSj: '비공개 앱', webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '지도', webmap: { userMapId: ids.userMapId } }] } })
        .expect(201);
      ids.webappTmplatId = tmplat.body.result.webappTmplatId;
    });

    it('refuses every route naming them to a foreign admin, a foreign member and an anonymous caller, and changes nothing', async () => {
      const before = await snapshot();
      const named = routes.filter((r) => CONTENT_PARAMS.some((p) => r.path.includes(`:${p}`)));
      expect(named.length).toBeGreaterThan(40);
      const wrong: string[] = [];
      for (const route of named) {
        const url = urlOf(route, { ...ids, z: '16', x: '55880', y: '25360', featureId: '1' }, { userMapId: '', webappTmplatId: '' });
        for (const [who, auth] of [
          ['foreign admin', foreignAdmin],
          ['foreign member', foreignMember],
          ['anonymous', undefined],
        ] as const) {
          const verb = route.method.toLowerCase() as Verb;
          let req = http()[verb](url.replace(/[?&](userMapId|webappTmplatId)=(?=&|$)/g, ''));
          if (auth) req = req.set(auth);
          if (route.method !== 'GET') req = req.send({});
          const res = await req;
          if (route.path.endsWith('/auth')) {
            // The authority check answers everyone with their own rights: none here.
            if (res.status !== 200 || JSON.stringify(res.body.result) !== JSON.stringify({ viewAt: 'N', editAt: 'N', deleteAt: 'N' })) {
              wrong.push(`${key(route)} as ${who} → ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
            }
            continue;
          }
          const allowed = auth ? [403, 404] : [401, 403, 404];
          // 400 only where the body is checked before the content (an empty body is invalid anyway).
          if (!allowed.includes(res.status) && !(res.status === 400 && route.method !== 'GET')) {
            wrong.push(`${key(route)} as ${who} → ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot()).toEqual(before);
      // The owner still reaches them: the refusals above are about who asked.
      await http().get(`/api/layers/${ids.lyrId}`).set(editorA).expect(200);
      await http().get(`/api/webmap/${ids.userMapId}`).set(editorA).expect(200);
      await http().get(`/api/webapp/tmplat/${ids.webappTmplatId}`).set(editorA).expect(200);
    });
  });
});
