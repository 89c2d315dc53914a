import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { SseClient, type SseEvent } from './support/sse';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
type Hello = { layers: Array<{ lyrId: string; dataVersion: number; editors: Array<{ userId: string }>; viewers: number }>; skipped: string[] };
type Presence = { type: 'presence'; lyrId: string; editors: Array<{ userId: string }>; viewers: number };

// Issue 22 "Live", one stream per map: GET /api/live/events follows many layers over one
// connection (the browser's 6 connections per host would otherwise run out), each layer checked
// by the content-access policy (refused ones skipped and named), presence per layer, and a save
// made through another API process arrives on it.
describe('live events of many layers over one stream', () => {
  let one: INestApplication;
  let two: INestApplication;
  let urlOne: string;
  let f: Factories;
  let owner: Actor;
  let viewer: Actor;
  let stranger: Actor;
  const layers: string[] = [];
  let foreign: string;
  const streams: SseClient[] = [];
  const open = async (query: string, who: Actor | null): Promise<SseClient> => {
    const s = await SseClient.open(`${urlOne}/api/live/events?${query}`, who ? who.auth : {});
    streams.push(s);
    return s;
  };
  const newLayer = async (insttCode: string, ownerId: string): Promise<string> => {
    const db = one.get(DataSource);
    const table = `t_${randomBytes(6).toString('hex')}`;
    await db.query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "name" text)`);
    await db.query(`INSERT INTO layers."${table}" (geom, "name") VALUES (ST_SetSRID(ST_MakePoint(198000, 552000), 5186), '시청')`);
    const lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '시설', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, 1)`,
      [lyrId, insttCode, ownerId, table],
    );
    return lyrId;
  };

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp();
    await one.listen(0, '127.0.0.1');
    urlOne = await one.getUrl();
    f = new Factories(one);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    viewer = await f.actor(instt, USER_SE_CODES.MEMBER);
    const other = (await f.newInstitution()).insttCode;
    stranger = await f.actor(other, USER_SE_CODES.MEMBER);
    // Eight layers: more than a browser's six connections per host.
    for (let i = 0; i < 8; i++) layers.push(await newLayer(instt, owner.user.userId));
    foreign = await newLayer(other, stranger.user.userId);
    // The viewer may view (not edit) the first two only.
    for (const lyrId of layers.slice(0, 2)) {
      await one.get(DataSource).query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
         VALUES ('LYR', $1, 1, 3, $2, '0', $3, $3)`,
        [lyrId, viewer.user.userId, owner.user.userId],
      );
    }
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await new Promise((r) => setTimeout(r, 100));
    await one.close();
    await two.close();
  });

  it('refuses the anonymous, bad id lists, and callers who may view none of the layers', async () => {
    expect((await open(`lyrIds=${layers[0]}`, null)).status).toBe(401);
    const noIds = await fetch(`${urlOne}/api/live/events?lyrIds=`, { headers: owner.auth });
    expect(noIds.status).toBe(400);
    expect(JSON.stringify(await noIds.json())).toContain('레이어 ID를 쉼표로 구분해');
    const tooMany = await fetch(`${urlOne}/api/live/events?lyrIds=${Array.from({ length: 201 }, (_, i) => `l${i}`).join(',')}`, { headers: owner.auth });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('200');
    expect((await open(`lyrIds=${layers[0]}&mode=sideways`, owner)).status).toBe(400);
    const none = await fetch(`${urlOne}/api/live/events?lyrIds=${layers.slice(2, 4).join(',')}`, { headers: viewer.auth });
    expect(none.status).toBe(403);
    expect(((await none.json()) as { message: string }).message).toBe('볼 수 있는 레이어가 없어 실시간 알림을 열 수 없습니다.');
  });

  it('follows what the caller may view and names the layers it skipped', async () => {
    const ids = [...layers.slice(0, 3), foreign, 'lyr-missing'];
    const s = await open(`lyrIds=${ids.join(',')}`, viewer);
    expect(s.status).toBe(200);
    const hello = (await s.next((e) => e.event === 'hello')).data as Hello;
    expect(hello.layers.map((l) => l.lyrId).sort()).toEqual(layers.slice(0, 2).sort());
    expect(hello.skipped.sort()).toEqual([layers[2], foreign, 'lyr-missing'].sort());
    expect(hello.layers.every((l) => typeof l.dataVersion === 'number')).toBe(true);
  });

  it('delivers saves of every layer made through another process, and presence per layer, over one connection', async () => {
    const watching = await open(`lyrIds=${layers.join(',')}`, owner);
    const hello = (await watching.next((e) => e.event === 'hello')).data as Hello;
    expect(hello.layers).toHaveLength(8);
    const versionOf = (id: string) => hello.layers.find((l) => l.lyrId === id)!.dataVersion;

    // The viewer opens the first two layers in edit mode: they may edit none, so they are listed as viewing.
    const asViewer = await open(`lyrIds=${layers.slice(0, 2).join(',')}&mode=edit`, viewer);
    expect(asViewer.status).toBe(200);
    await watching.next((e) => e.event === 'presence' && (e.data as Presence).lyrId === layers[1] && (e.data as Presence).viewers >= 2);

    // Another stream of the owner in edit mode: they are listed as editing in each layer.
    const editing = await open(`lyrIds=${layers.slice(6).join(',')}&mode=edit`, owner);
    await editing.next((e) => e.event === 'hello');
    for (const lyrId of layers.slice(6)) {
      await watching.next((e) => e.event === 'presence' && (e.data as Presence).lyrId === lyrId && (e.data as Presence).editors.some((x) => x.userId === owner.user.userId));
    }
    expect(
      watching.events.some((e: SseEvent) => e.event === 'presence' && (e.data as Presence).lyrId === layers[0] && (e.data as Presence).editors.length > 0),
    ).toBe(false);

    // Saves of the last layer and the fourth, through the other API process.
    for (const lyrId of [layers[7], layers[3]]) {
      const from = watching.events.length;
      const started = Date.now();
      await request(two.getHttpServer())
        .post(`/api/layers/${lyrId}/features`)
        .set(owner.auth)
        .send({ type: 'Feature', geometry: { type: 'Point', coordinates: [127.0, 37.56] }, properties: { name: '도서관' } })
        .expect(201);
      const changed = await watching.next((e) => e.event === 'changed' && (e.data as { lyrId: string }).lyrId === lyrId, 1000, from);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(changed.data).toMatchObject({ lyrId, kind: 'EDIT', dataVersion: versionOf(lyrId) + 1 });
    }
    // The viewer's stream does not carry layers it does not follow.
    expect(asViewer.events.some((e) => e.event === 'changed')).toBe(false);

    // Leaving ends the presence in every layer of the stream.
    const before = watching.events.length;
    editing.close();
    for (const lyrId of layers.slice(6)) {
      await watching.next((e) => e.event === 'presence' && (e.data as Presence).lyrId === lyrId && (e.data as Presence).editors.length === 0, 3000, before);
    }
  });
});
