import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { AppConfig } from '../src/config/app-config';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { apikeysSuite, type Actor } from './support/apikeys.suite';

describe('API keys: management, authentication with X-API-Key / crtfckey, usage log', () => {
  const suite = apikeysSuite();
  const { http, db, newKey, withKey } = suite;
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let adminA: Actor;
  let memberA: Actor;
  let adminB: Actor;
  let provider: Actor;
  let sharedMap: string;
  let privateMap: string;
  let foreignMap: string;
  let sharedLyr: string;
  let privateLyr: string;
  let foreignLyr: string;
  beforeAll(() => {
    ({ app, f, a, b, adminA, memberA, adminB, provider, sharedMap, privateMap, foreignMap, sharedLyr, privateLyr, foreignLyr } = suite);
  });

  describe('managing keys', () => {
    it('creates a key whose secret is shown once and stored only as its SHA-256', async () => {
      const res = await http()
        .post('/api/apikeys')
        .set(adminA.auth)
        .send({ keyNm: ' GIS 서버 ', scopes: ['contents:read', 'layers:write'], ipAllowList: ['10.0.0.0/8', '192.168.0.7'] })
        .expect(201);
      expect(res.body.code).toBe(201);
      const key = res.body.result;
      expect(key).toMatchObject({
        insttCode: a,
        keyNm: 'GIS 서버',
        scopes: ['contents:read', 'layers:write'],
        expireDt: null,
        ipAllowList: ['10.0.0.0/8', '192.168.0.7/32'],
        useAt: 'Y',
        registerId: adminA.user.userId,
        lastUsedDt: null,
      });
      expect(key.keyId).toMatch(/^ak_[0-9a-f]{16}$/);
      expect(key.secret).toMatch(/^nuri_[A-Za-z0-9_-]{43}$/);
      expect(key.keyPrefix).toBe(key.secret.slice(0, 10));

      const [row] = await db().query(`SELECT * FROM api_key WHERE key_id = $1`, [key.keyId]);
      expect(row.key_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(key.secret);
      expect(JSON.stringify(row)).not.toContain(key.secret.slice(10));

      const list = (await http().get('/api/apikeys').set(adminA.auth).expect(200)).body.result;
      const listed = list.content.find((k: { keyId: string }) => k.keyId === key.keyId);
      expect(listed).toEqual({ ...key, secret: undefined, registDt: expect.any(String) });
      expect(listed).not.toHaveProperty('secret');
      expect(JSON.stringify(list)).not.toContain(key.secret);
    });

    it('institution admins manage their own institution only; provider admins any; members and keys none', async () => {
      const keyA = await newKey(adminA);
      expect(keyA.insttCode).toBe(a);
      await http().post('/api/apikeys').set(adminA.auth).send({ insttCode: b, keyNm: 'x', scopes: ['contents:read'] }).expect(403);
      await http().post('/api/apikeys').set(memberA.auth).send({ keyNm: 'x', scopes: ['contents:read'] }).expect(403);
      await http().get('/api/apikeys').set(memberA.auth).expect(403);
      await http().get('/api/apikeys').query({ insttCode: b }).set(adminA.auth).expect(403);
      // A key cannot manage keys (no scope on these routes).
      await http().get('/api/apikeys').set(withKey(keyA.secret)).expect(403);

      const keyB = await newKey(provider, { insttCode: b });
      expect(keyB.insttCode).toBe(b);
      const missing = await http().post('/api/apikeys').set(provider.auth).send({ keyNm: 'x', scopes: ['contents:read'] }).expect(400);
      expect(missing.body.result).toEqual([{ field: 'insttCode', message: expect.any(String) }]);

      const ofA = (await http().get('/api/apikeys').query({ pageSize: 1000 }).set(adminA.auth).expect(200)).body.result.content;
      expect(ofA.every((k: { insttCode: string }) => k.insttCode === a)).toBe(true);
      expect(ofA.map((k: { keyId: string }) => k.keyId)).toContain(keyA.keyId);
      const ofB = (await http().get('/api/apikeys').query({ insttCode: b, pageSize: 1000 }).set(provider.auth).expect(200)).body.result;
      expect(ofB.content.map((k: { keyId: string }) => k.keyId)).toEqual([keyB.keyId]);
      expect(ofB.totalElements).toBe(1);
      const all = (await http().get('/api/apikeys').query({ pageSize: 1000 }).set(provider.auth).expect(200)).body.result.content;
      expect(all.map((k: { keyId: string }) => k.keyId)).toEqual(expect.arrayContaining([keyA.keyId, keyB.keyId]));

      // Rename: own institution's key yes, another's is not found.
      const renamed = await http().put(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).send({ keyNm: '새 이름' }).expect(200);
      expect(renamed.body.result).toMatchObject({ keyId: keyA.keyId, keyNm: '새 이름', scopes: ['contents:read'], ipAllowList: [] });
      await http().put(`/api/apikeys/${keyB.keyId}`).set(adminA.auth).send({ keyNm: 'x' }).expect(404);
      await http().delete(`/api/apikeys/${keyA.keyId}`).set(adminB.auth).expect(404);
      await http().put(`/api/apikeys/${keyB.keyId}`).set(provider.auth).send({ keyNm: 'B 연동' }).expect(200);

      // Revoke: listed as N, and further changes refused.
      await http().delete(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).expect(200);
      const [row] = await db().query(`SELECT use_at FROM api_key WHERE key_id = $1`, [keyA.keyId]);
      expect(row.use_at).toBe('N');
      await http().put(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).send({ keyNm: 'y' }).expect(409);
    });

    it('validates scopes, expiry and the IP allow-list', async () => {
      const bad = async (body: Record<string, unknown>, field: string) => {
        const res = await http().post('/api/apikeys').set(adminA.auth).send({ keyNm: 'k', scopes: ['contents:read'], ...body }).expect(400);
        expect(res.body.result.map((e: { field: string }) => e.field)).toContain(field);
      };
      await bad({ scopes: ['contents:write'] }, 'scopes');
      await bad({ scopes: [] }, 'scopes');
      await bad({ expireDt: new Date(Date.now() - 60_000).toISOString() }, 'expireDt');
      await bad({ ipAllowList: ['10.1.2.3/8'] }, 'ipAllowList.0');
      await bad({ keyNm: '' }, 'keyNm');
    });
  });

  describe('authenticating with a key', () => {
    it('a read key reads contents shared with its institution, by header or crtfckey alike, and nothing else', async () => {
      const key = await newKey(adminA);
      for (const send of [
        (path: string) => http().get(path).set(withKey(key.secret)),
        (path: string) => http().get(path).query({ crtfckey: key.secret }),
      ]) {
        const map = await send(`/api/webmap/${sharedMap}`).expect(200);
        expect(map.body.result).toMatchObject({ userMapId: sharedMap, userMapSj: '기관 공유 지도' });
        const tileJson = await send(`/api/tiles/${sharedLyr}/tilejson.json`).expect(200);
        expect(tileJson.body.tiles[0]).toContain(`/api/tiles/${sharedLyr}/`);
        await send(`/api/webmap/${privateMap}`).expect(403);
      }
      // Lists: the maps and layers shared with the institution, none private or of another institution.
      const maps = (await http().get('/api/webmap').query({ scope: 'shared', pageSize: 1000 }).set(withKey(key.secret)).expect(200)).body.result;
      const mapIds = maps.content.map((m: { userMapId: string }) => m.userMapId);
      expect(mapIds).toContain(sharedMap);
      expect(mapIds).not.toContain(privateMap);
      expect(mapIds).not.toContain(foreignMap);
      const layers = (await http().get('/api/layers').query({ pageSize: 1000 }).set(withKey(key.secret)).expect(200)).body.result;
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).toContain(sharedLyr);
      // (Layers other tests share with everyone may be listed too; never one private or shared with B only.)
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).not.toContain(privateLyr);
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).not.toContain(foreignLyr);
      // Writes are refused (403): no write scope on the key, or no scope at all on the route.
      await http().put(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).send({ userMapSj: 'x' }).expect(403);
      await http().delete(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(403);
      const upload = await http()
        .post('/api/layers/upload')
        .set(withKey(key.secret))
        .send({ uploadType: 'custom', lyrNm: 'x', geometryType: 'point', columns: [{ name: 'a', type: 'text' }] })
        .expect(403);
      expect(upload.body).toMatchObject({ code: 403, message: expect.stringContaining('layers:write') });
      // crtfckey never reaches the routes' own query validation.
      await http().get('/api/webmap').query({ crtfckey: key.secret, pageSize: 5 }).expect(200);
      // A logged-in member's bearer token wins over a key sent along (apps configured with a key).
      await http().get(`/api/webmap/${privateMap}`).set(memberA.auth).set(withKey('nuri_not-a-key')).expect(200);
      await http().get(`/api/apikeys`).set(adminA.auth).query({ crtfckey: key.secret }).expect(200);
      // Unknown secrets are refused (401), by header or query.
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(`${key.secret}x`)).expect(401);
      await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: 'nuri_nothing' }).expect(401);
    });

    it('a write key uploads a layer owned by the key creator in the key institution', async () => {
      const key = await newKey(adminA, { scopes: ['layers:write'] });
      const res = await http()
        .post('/api/layers/upload')
        .set(withKey(key.secret))
        .send({ uploadType: 'custom', lyrNm: '연동 레이어', geometryType: 'point', columns: [{ name: 'nm', type: 'text' }] })
        .expect(201);
      const [row] = await db().query(`SELECT instt_code, register_id FROM lyr WHERE lyr_id = $1`, [res.body.result.lyrId]);
      expect(row).toEqual({ instt_code: a, register_id: adminA.user.userId });
      // Reading needs contents:read.
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(403);
      // Its creator gone, the key can no longer write (uploads need a real owner).
      const creator = await f.actor(a, 14);
      const orphan = await newKey(creator, { scopes: ['layers:write'] });
      await db().query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = $1`, [creator.user.userId]);
      const refused = await http()
        .post('/api/layers/upload')
        .set(withKey(orphan.secret))
        .send({ uploadType: 'custom', lyrNm: 'x', geometryType: 'point', columns: [{ name: 'nm', type: 'text' }] })
        .expect(403);
      expect(refused.body.code).toBe(403);
    });

    it('a key of institution A cannot reach B: contents shared with B, B routes', async () => {
      const key = await newKey(adminA, { scopes: ['contents:read', 'members:manage'] });
      await http().get(`/api/webmap/${foreignMap}`).set(withKey(key.secret)).expect(403);
      await http().get(`/api/webmap/${foreignMap}`).query({ crtfckey: key.secret }).expect(403);
      await http().get(`/api/instt/${b}/constituents`).set(withKey(key.secret)).expect(403);
      const own = await http().get(`/api/instt/${a}/constituents`).set(withKey(key.secret)).expect(200);
      expect(own.body.result.content.map((m: { userId: string }) => m.userId)).toEqual(
        expect.arrayContaining([adminA.user.userId, memberA.user.userId]),
      );
      // B's key reads B's map, not A's.
      const keyB = await newKey(adminB);
      await http().get(`/api/webmap/${foreignMap}`).set(withKey(keyB.secret)).expect(200);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(keyB.secret)).expect(403);
    });

    it('a revoked key is refused at once', async () => {
      const key = await newKey(adminA);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await http().delete(`/api/apikeys/${key.keyId}`).set(adminA.auth).expect(200);
      const refused = await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(401);
      expect(refused.body.code).toBe(401);
      await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: key.secret }).expect(401);
    });

    it('an expired key is refused', async () => {
      const key = await newKey(adminA, { expireDt: new Date(Date.now() + 3600_000).toISOString() });
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await setClock(app, new Date(Date.now() + 2 * 3600_000));
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(401);
      } finally {
        await setClock(app, null);
      }
      // No expiry any more: accepted again.
      await http().put(`/api/apikeys/${key.keyId}`).set(adminA.auth).send({ noExpiry: true }).expect(200);
      await setClock(app, new Date(Date.now() + 2 * 3600_000));
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      } finally {
        await setClock(app, null);
      }
    });

    it("refuses requests from addresses outside the key's allow-list or the institution's", async () => {
      const elsewhere = await newKey(adminA, { ipAllowList: ['10.0.0.0/8'] });
      const refused = await http().get(`/api/webmap/${sharedMap}`).set(withKey(elsewhere.secret)).expect(403);
      expect(refused.body.code).toBe(403);
      const here = await newKey(adminA, { ipAllowList: ['127.0.0.1'] });
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(200);
      // The institution's own IP restriction applies to its keys as to its members.
      await db().query(`INSERT INTO ip_access_ctrl (instt_code, ip_addr, register_id) VALUES ($1, '10.9.0.0/16'::cidr, 'test')`, [a]);
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(403);
      } finally {
        await db().query(`DELETE FROM ip_access_ctrl WHERE instt_code = $1`, [a]);
      }
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(200);
    });

    it('answers 429 beyond the per-key rate limit, other keys unaffected', async () => {
      const key = await newKey(adminA);
      const limit = app.get(AppConfig).values.API_KEY_RATE_LIMIT;
      expect(limit).toBe(20);
      for (let i = 0; i < limit; i++) await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      const limited = await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: key.secret }).expect(429);
      // The text names the seconds left in the one-minute window.
      expect(limited.body.code).toBe(429);
      const seconds = Number(/(\d+)/.exec(limited.body.message)?.[1]);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      const other = await newKey(adminA);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(other.secret)).expect(200);
    });
  });
});
