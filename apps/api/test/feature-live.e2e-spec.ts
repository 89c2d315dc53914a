import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { Factories } from './support/factories';
import { SseClient, type SseEvent } from './support/sse';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
type Changed = { type: 'changed'; dataVersion: number; kind: string; by: { userId: string }; changes?: Array<{ id: number; op: string }> };
type Presence = { type: 'presence'; editors: Array<{ userId: string; userNm: string }>; viewers: number };

// Issue 22 "Live": saved edits reach every viewer of a layer within a second across API
// processes (two apps here, one Redis), who is editing is shown, and streams are told to resync
// after the Redis subscription was lost.
describe('live layer events across API processes', () => {
  let one: INestApplication;
  let two: INestApplication;
  let urlOne: string;
  let urlTwo: string;
  let f: Factories;
  let editor: Actor;
  let viewer: Actor;
  let stranger: Actor;
  let lyrId: string;
  const streams: SseClient[] = [];
  const open = async (base: string, who: Actor | null, mode = 'view'): Promise<SseClient> => {
    const s = await SseClient.open(`${base}/api/layers/${lyrId}/events?mode=${mode}`, who ? who.auth : {});
    streams.push(s);
    return s;
  };
  const isPresence = (pred: (p: Presence) => boolean) => (e: SseEvent) => e.event === 'presence' && pred(e.data as Presence);

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp();
    await one.listen(0, '127.0.0.1');
    await two.listen(0, '127.0.0.1');
    urlOne = await one.getUrl();
    urlTwo = await two.getUrl();
    f = new Factories(one);
    const instt = (await f.newInstitution()).insttCode;
    editor = await f.actor(instt, USER_SE_CODES.MEMBER);
    viewer = await f.actor(instt, USER_SE_CODES.MEMBER);
    stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const db = one.get(DataSource);
    const table = `t_${randomBytes(6).toString('hex')}`;
    await db.query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "name" text)`);
    await db.query(`INSERT INTO layers."${table}" (geom, "name") VALUES (ST_SetSRID(ST_MakePoint(198000, 552000), 5186), '시청')`);
    lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '시설', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, 1)`,
      [lyrId, instt, editor.user.userId, table],
    );
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1, 1, 3, $2, '0', $3, $3)`,
      [lyrId, viewer.user.userId, editor.user.userId],
    );
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await new Promise((r) => setTimeout(r, 100));
    await one.close();
    await two.close();
  });

  it('refuses streams to those who may not view, and edit mode to those who may not edit', async () => {
    expect((await open(urlOne, null)).status).toBe(401);
    expect((await open(urlOne, stranger)).status).toBe(403);
    expect((await open(urlOne, viewer, 'edit')).status).toBe(403);
    expect((await open(urlOne, viewer, 'sideways')).status).toBe(400);
  });

  it('shows a save made through one process to a viewer of the other within a second, and who is editing', async () => {
    const watching = await open(urlTwo, viewer);
    const hello = await watching.next((e) => e.event === 'hello');
    expect(hello.data).toMatchObject({ lyrId, editors: [] });
    const startVersion = (hello.data as { dataVersion: number }).dataVersion;

    const editing = await open(urlOne, editor, 'edit');
    await editing.next((e) => e.event === 'hello');
    const present = await watching.next(isPresence((p) => p.editors.some((x) => x.userId === editor.user.userId)));
    expect((present.data as Presence).editors).toEqual([{ userId: editor.user.userId, userNm: editor.user.userNm }]);

    const from = watching.events.length;
    const started = Date.now();
    const saved = (
      await request(one.getHttpServer())
        .post(`/api/layers/${lyrId}/features`)
        .set(editor.auth)
        .send({ type: 'Feature', geometry: { type: 'Point', coordinates: [127.0, 37.56] }, properties: { name: '도서관' } })
        .expect(201)
    ).body.result;
    const changed = await watching.next((e) => e.event === 'changed', 1000, from);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(changed.id).toBe(String(saved.dataVersion));
    expect(changed.data).toMatchObject({ kind: 'EDIT', dataVersion: startVersion + 1, by: { userId: editor.user.userId }, changes: [{ id: saved.id, op: 'I', version: saved.version }] });

    // A restore is announced too (reload everything).
    await request(two.getHttpServer()).post(`/api/layers/${lyrId}/versions/1/restore`).set(editor.auth).expect(201);
    const restored = await editing.next((e) => e.event === 'changed' && (e.data as Changed).kind === 'RESTORE', 1000);
    expect((restored.data as Changed).changes).toBeUndefined();

    // The editor leaves: the viewer sees nobody editing.
    const beforeLeaving = watching.events.length;
    editing.close();
    await watching.next(isPresence((p) => p.editors.length === 0), 3000, beforeLeaving);
  });

  it('tells streams to resync when the Redis subscription was lost', async () => {
    const watching = await open(urlOne, viewer);
    await watching.next((e) => e.event === 'hello');
    const config = one.get(AppConfig);
    const admin = new Redis(config.values.REDIS_URL);
    const db = admin.options.db ?? 0;
    const list = String(await admin.client('LIST'));
    const ids = list
      .split('\n')
      .filter((line) => line.includes('name=nuri-live') && line.includes(`db=${db} `))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(0);
    const beforeKill = watching.events.length;
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await admin.quit();
    await watching.next((e) => e.event === 'resync', 5000, beforeKill);
  });
});
