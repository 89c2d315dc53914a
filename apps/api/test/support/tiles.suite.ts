import type { INestApplication } from '@nestjs/common';
import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type TileAddress } from '../../src/common/geo/tile-grid';
import { REDIS } from '../../src/redis/redis.module';
import { AccessEpochs } from '../../src/modules/access/access-epochs.service';
import { Factories } from './factories';
import { binary } from './streams';
import { createTestApp } from './test-app';

export interface Place {
  lon: number;
  lat: number;
  name: string;
  n: number;
}

export interface Owner {
  userId: string;
  insttCode: string;
}

export const CITY_HALL: Place = { lon: 126.978, lat: 37.5665, name: '서울시청', n: 1 };
export const PLAZA: Place = { lon: 126.979, lat: 37.566, name: 'plaza', n: 2 };
export const BUSAN: Place = { lon: 129.0756, lat: 35.1796, name: '부산역', n: 3 };
export const JEJU = { lon: 126.5312, lat: 33.4996 };

export { binary };

export function tilesSuite() {
  let app: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let owner: Owner;
  let ownerAuth: { Authorization: string };
  let otherAuth: { Authorization: string };
  let seq = 0;
  let shareSeq = 0;

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    const a = await f.newInstitution();
    const b = await f.newInstitution();
    const o = await f.actor(a.insttCode, 12);
    owner = o.user;
    ownerAuth = o.auth;
    otherAuth = (await f.actor(b.insttCode, 12)).auth;
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  const tileUrl = (lyrId: string, t: TileAddress) => `/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt`;
  const getTile = (lyrId: string, t: TileAddress, headers: Record<string, string> = {}) =>
    http().get(tileUrl(lyrId, t)).set(headers).buffer(true).parse(binary);

  /** A point layer table in EPSG:5186 (GiST-indexed) and its READY lyr row. */
  async function makeLayer(places: Place[], o: Owner = owner): Promise<{ lyrId: string; table: string }> {
    seq += 1;
    // 'm': the tests count their own tables with their own counter.
    const tag = `${Date.now().toString(36)}m${seq}`;
    const table = `t_tiles_${tag}`;
    const lyrId = `L-tiles-${tag}`;
    await db.query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text, n integer)`);
    await db.query(`CREATE INDEX ${table}_geom_idx ON layers.${table} USING gist (geom)`);
    await addPlaces(table, places);
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, $6)`,
      [lyrId, `점 레이어 ${tag}`, o.insttCode, o.userId, table, places.length],
    );
    return { lyrId, table };
  }

  async function addPlaces(table: string, places: Place[]): Promise<void> {
    await db.query(
      `INSERT INTO layers.${table} (geom, name, n)
       SELECT ST_Transform(ST_SetSRID(ST_MakePoint(lon, lat), 4326), 5186), name, n
         FROM unnest($1::float8[], $2::float8[], $3::text[], $4::int[]) AS u(lon, lat, name, n)`,
      [places.map((p) => p.lon), places.map((p) => p.lat), places.map((p) => p.name), places.map((p) => p.n)],
    );
  }

  async function shareWithEveryone(lyrId: string): Promise<void> {
    shareSeq += 1;
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       VALUES ('LYR', $1, $2, 0, $3, $3)`,
      [lyrId, shareSeq, owner.userId],
    );
  }

  // SQL written here, not through the API: wait for its access notifications, as a writing request does.
  const settled = async (write: Promise<unknown>) => {
    await write;
    await app.get(AccessEpochs).fence();
  };
  const unshare = (lyrId: string) => settled(db.query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]));
  const bumpVersion = (lyrId: string) => settled(db.query(`UPDATE lyr SET data_version = data_version + 1 WHERE lyr_id = $1`, [lyrId]));
  const version = async (lyrId: string) => (await db.query(`SELECT data_version FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].data_version as number;

  /** The tile is written to Redis just after the answer: wait for it (up to 2 s). */
  async function cachedSoon(key: string): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      if (await redis.exists(key)) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
    return false;
  }

  function decode(body: Buffer, lyrId: string) {
    const layer = new VectorTile(new Protobuf(body)).layers[lyrId];
    const features = Array.from({ length: layer?.length ?? 0 }, (_, i) => layer!.feature(i));
    return { layer, features };
  }

  return {
    get app() {
      return app;
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
    get owner() {
      return owner;
    },
    get ownerAuth() {
      return ownerAuth;
    },
    get otherAuth() {
      return otherAuth;
    },
    get shareSeq() {
      return shareSeq;
    },
    http,
    tileUrl,
    getTile,
    makeLayer,
    addPlaces,
    shareWithEveryone,
    unshare,
    bumpVersion,
    version,
    cachedSoon,
    decode,
  };
}
