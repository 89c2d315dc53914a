import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BaseMapsService } from '../../src/modules/basemaps/base-maps.service';
import { PICKER_GENERATION_KEY } from '../../src/modules/basemaps/picker-cache.service';
import { REDIS } from '../../src/redis/redis.module';
import { Factories } from './factories';
import { createTestApp, createTestAppWith } from './test-app';

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export const PNG = readFileSync(path.join(DATA, 'thumb_ok.png'));
export const PICKER = `/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y`;

export function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Boots another application instance (another "API process") with some variables changed. */

export function basemapsSuite() {
  let app: INestApplication;
  let other: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let admin: { Authorization: string };
  let member: { Authorization: string };
  let instAdmin: { Authorization: string };
  let seq = 0;

  beforeAll(async () => {
    app = await createTestApp();
    // A second instance with the VWorld key: the same Redis and database, its own connections.
    other = await createTestAppWith({ VWORLD_API_KEY: 'TEST-VWORLD-KEY-0001' });
    f = new Factories(app);
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    const inst = await f.newInstitution();
    admin = (await f.actor(inst.insttCode, USER_SE_CODES.PROVIDER_ADMIN)).auth;
    member = (await f.actor(inst.insttCode, USER_SE_CODES.MEMBER)).auth;
    instAdmin = (await f.actor(inst.insttCode, USER_SE_CODES.INSTT_ADMIN)).auth;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const http = (a: INestApplication = app) => request(a.getHttpServer());
  const newId = () => `BM_TEST_${Date.now().toString(36)}_${++seq}`.toUpperCase();
  const body = (over: Record<string, unknown> = {}) => ({
    bcrnMapId: newId(),
    bcrnMapNm: '테스트 배경지도',
    bcrnMapClCode: '01',
    lyrStleCode: 'Z',
    mapUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    mapUrlparamtr: { projection: 'EPSG:3857', maxZoom: 18 },
    ...over,
  });
  const queries = () =>
    app.get(BaseMapsService).pickerQueryCount + other.get(BaseMapsService).pickerQueryCount;
  /** A cold cache, as after a write: a new generation nobody has filled. */
  async function coldPickerCache(): Promise<void> {
    await redis.incr(PICKER_GENERATION_KEY);
  }

  return {
    get app() {
      return app;
    },
    get other() {
      return other;
    },
    get f() {
      return f;
    },
    get db() {
      return db;
    },
    get redis() {
      return redis;
    },
    get admin() {
      return admin;
    },
    get member() {
      return member;
    },
    get instAdmin() {
      return instAdmin;
    },
    get seq() {
      return seq;
    },
    http,
    newId,
    body,
    queries,
    coldPickerCache,
  };
}
