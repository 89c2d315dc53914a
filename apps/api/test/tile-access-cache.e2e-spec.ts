import { randomBytes } from 'node:crypto';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { ACCESS_EPOCH_KEY, AccessEpochs } from '../src/modules/access/access-epochs.service';
import { ContentAccessPolicy } from '../src/modules/access/content-access.service';
import { LayerViewCache } from '../src/modules/access/layer-view-cache';
import { tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { CITY_HALL, pointLayer } from './support/point-layer';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

const T = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);

function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

// Issue 25, "tile access decision cache": each API process keeps layer view decisions (tiles of
// public layers then cost no PostgreSQL statement), and a change made through any process — a
// share revoked, a layer made private or deleted, a member removed from a group, a data edit — is
// refused or shown on the very next tile request to any other process. Two API applications (two
// listeners, two caches) on one database and one Redis, as in feature-live.e2e-spec.ts.
describe('tile access decisions cached across API processes', () => {
  let one: INestApplication;
  let two: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let owner: Actor;
  let viewer: Actor;
  let member: Actor;

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp();
    f = new Factories(one);
    db = one.get(DataSource);
    redis = one.get<Redis>(REDIS);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    viewer = await f.actor(instt, USER_SE_CODES.MEMBER);
    member = await f.actor(instt, USER_SE_CODES.MEMBER);
    // Both processes listen before anything is decided.
    expect(one.get(AccessEpochs).isListening && two.get(AccessEpochs).isListening).toBe(true);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  const tileUrl = (lyrId: string) => `/api/tiles/${lyrId}/${T.z}/${T.x}/${T.y}.mvt`;
  const tileOn = (app: INestApplication, lyrId: string, auth: Record<string, string> = {}) =>
    request(app.getHttpServer()).get(tileUrl(lyrId)).set(auth).buffer(true).parse(binary);

  /** A READY point layer of the owner, optionally shared with everyone; its notifications applied. */
  async function makeLayer(everyone: boolean): Promise<string> {
    const { lyrId } = await pointLayer(db, owner.user, { everyone, prefix: 'acc' });
    // Written here, not through the API: let its notifications be applied first.
    await one.get(AccessEpochs).fence();
    return lyrId;
  }

  /** Counts the policy's decisions (PostgreSQL) a process makes while `run` runs. */
  async function decisionsOn(app: INestApplication, run: () => Promise<unknown>): Promise<number> {
    const spy = jest.spyOn(app.get(ContentAccessPolicy), 'layerView');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  async function cachedSoon(key: string): Promise<void> {
    for (let i = 0; i < 200 && !(await redis.exists(key)); i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('serves a public layer’s cached tile without any PostgreSQL statement, and refuses it at once when the layer is made private elsewhere', async () => {
    const lyrId = await makeLayer(true);
    await tileOn(two, lyrId).expect(200);
    await cachedSoon(tileCacheKey(lyrId, 1, T));
    const pool = (two.get(DataSource).driver as unknown as { master: { query: (...a: unknown[]) => unknown } }).master;
    const statements = jest.spyOn(pool, 'query');
    const queries = jest.spyOn(two.get(DataSource), 'query');
    try {
      for (let i = 0; i < 3; i++) {
        const hit = await tileOn(two, lyrId).expect(200);
        expect(hit.headers['x-tile-cache']).toBe('HIT');
      }
      expect(statements).not.toHaveBeenCalled();
      expect(queries).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
      queries.mockRestore();
    }

    // The owner removes the everyone entry through process one: process two refuses the next request.
    await request(one.getHttpServer()).delete(`/api/layers/${lyrId}/shares`).set(owner.auth).send({ pblonsipOrdrList: [1] }).expect(200);
    await tileOn(two, lyrId).expect(403);
    await tileOn(one, lyrId).expect(403);
    // The owner still sees it, privately.
    expect((await tileOn(two, lyrId, owner.auth).expect(200)).headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses a signed-in caller at once on another process after their share is revoked', async () => {
    const lyrId = await makeLayer(false);
    await request(one.getHttpServer())
      .post(`/api/layers/${lyrId}/shares`)
      .set(owner.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: viewer.user.userId, editPosblAt: 0 }] })
      .expect(200);
    await tileOn(two, lyrId, viewer.auth).expect(200);
    // Kept: the second request is not decided by PostgreSQL again.
    expect(await decisionsOn(two, () => tileOn(two, lyrId, viewer.auth).expect(200))).toBe(0);
    const entries = (await request(one.getHttpServer()).get(`/api/layers/${lyrId}/shares`).set(owner.auth).expect(200)).body.result
      .content as Array<{ pblonsipOrdr: number }>;
    await request(one.getHttpServer())
      .delete(`/api/layers/${lyrId}/shares`)
      .set(owner.auth)
      .send({ pblonsipOrdrList: entries.map((e) => e.pblonsipOrdr) })
      .expect(200);
    await tileOn(two, lyrId, viewer.auth).expect(403);
  });

  it('refuses a group member at once on another process after they are removed from the group', async () => {
    const lyrId = await makeLayer(false);
    const [{ group_sn: groupSn }] = await db.query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [owner.user.insttCode, owner.user.userId, `접근 ${randomBytes(3).toString('hex')}`],
    );
    await db.query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [groupSn, member.user.userId]);
    await request(one.getHttpServer())
      .post(`/api/layers/${lyrId}/shares`)
      .set(owner.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: String(groupSn), editPosblAt: 0 }] })
      .expect(200);
    await tileOn(two, lyrId, member.auth).expect(200);
    expect(await decisionsOn(two, () => tileOn(two, lyrId, member.auth).expect(200))).toBe(0);
    await request(one.getHttpServer())
      .delete(`/api/groups/${groupSn}/members`)
      .set(owner.auth)
      .send({ userIdList: [member.user.userId] })
      .expect(200);
    await tileOn(two, lyrId, member.auth).expect(403);
  });

  it('answers 404 at once on another process after the layer is deleted, and shows a data edit at once', async () => {
    const lyrId = await makeLayer(true);
    const before = (await tileOn(two, lyrId).expect(200)).headers.etag as string;
    expect(await decisionsOn(two, () => tileOn(two, lyrId).expect(200))).toBe(0);
    // A data edit through process one: the next tile from process two is of the new version.
    await request(one.getHttpServer())
      .post(`/api/layers/${lyrId}/features`)
      .set(owner.auth)
      .send({ type: 'Feature', geometry: { type: 'Point', coordinates: [CITY_HALL.lon, CITY_HALL.lat] }, properties: { name: '도서관' } })
      .expect(201);
    const after = await tileOn(two, lyrId).expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.headers['x-tile-cache']).toBe('MISS');

    await request(one.getHttpServer()).delete(`/api/layers/${lyrId}`).set(owner.auth).expect(200);
    await tileOn(two, lyrId).expect(404);
  });

  it('sees a change written outside the API (the worker, SQL) when its notification arrives', async () => {
    const lyrId = await makeLayer(true);
    await tileOn(two, lyrId).expect(200);
    await db.query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]);
    let status = 0;
    for (let i = 0; i < 100 && status !== 403; i++) {
      status = (await tileOn(two, lyrId)).status;
      if (status !== 403) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(403);
  });

  it('asks PostgreSQL again when Redis lost the epochs, and keeps nothing it may not use', async () => {
    const lyrId = await makeLayer(true);
    await tileOn(two, lyrId).expect(200);
    expect(await decisionsOn(two, () => tileOn(two, lyrId).expect(200))).toBe(0);
    // A flush or an eviction of the epochs: no kept decision is trusted.
    await redis.del(ACCESS_EPOCH_KEY);
    // Decided by PostgreSQL and not kept (no generation to keep it under); a new generation is drawn.
    expect(await decisionsOn(two, () => tileOn(two, lyrId).expect(200))).toBe(1);
    expect(await redis.hexists(ACCESS_EPOCH_KEY, 'g')).toBe(1);
    expect(await decisionsOn(two, () => tileOn(two, lyrId).expect(200))).toBe(1);
    expect(await decisionsOn(two, () => tileOn(two, lyrId).expect(200))).toBe(0);
    // A refusal is never kept.
    const closed = await makeLayer(false);
    await tileOn(two, closed).expect(403);
    expect(await decisionsOn(two, () => tileOn(two, closed).expect(403))).toBeGreaterThan(0);
    expect(two.get(LayerViewCache).size).toBeGreaterThan(0);
  });
});
