import type { INestApplication } from '@nestjs/common';
import { VectorTile } from '@mapbox/vector-tile';
import { USER_SE_CODES } from '@nuri/domain';
import type Redis from 'ioredis';
import Protobuf from 'pbf';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { tileOfLonLat, type TileAddress } from '../src/common/geo/tile-grid';
import { tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { binary } from './support/tiles.suite';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

// Issue 24, the time slider on the API: a vector tile keeps only the features whose date/time
// column lies in `time=<from>/<to>` (from included, to excluded; dates read in Korean time); each
// window has its own cache entry and ETag; bad windows and columns are a clear 400; the column's
// range comes from /tiles/{lyrId}/time-extent; a web map's layer entry saves its time setting.
// The fixture is a custom layer (date and timestamp columns) filled through the features API.

const CITY_HALL = { lon: 126.978, lat: 37.5665 };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FEB = 'time=2024-02-01T00:00:00%2B09:00/2024-03-01T00:00:00%2B09:00';
const MAR = 'time=2024-03-01T00:00:00%2B09:00/2024-04-01T00:00:00%2B09:00';

describe('time slider: tiles of a time window (GET /api/tiles/…?time=&timeColumn=)', () => {
  let app: INestApplication;
  let db: DataSource;
  let redis: Redis;
  let owner: Actor;
  let stranger: Actor;
  let lyrId: string;
  const t: TileAddress = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
  const http = () => request(app.getHttpServer());
  const tile = (query: string, headers: Record<string, string> = owner.auth) =>
    http().get(`/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt${query ? `?${query}` : ''}`).set(headers).buffer(true).parse(binary);
  const names = (body: Buffer) => {
    const layer = new VectorTile(new Protobuf(body)).layers[lyrId];
    return Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.name)).sort();
  };
  const point = (i: number, properties: Record<string, unknown>) => ({
    op: 'create',
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [CITY_HALL.lon + i * 0.0005, CITY_HALL.lat] },
    properties,
  });
  const version = async () => (await db.query(`SELECT data_version FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].data_version as number;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    const f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const created = await http()
      .post('/api/layers/upload')
      .set(owner.auth)
      .send({
        uploadType: 'custom',
        lyrNm: '행사',
        geometryType: 'point',
        columns: [
          { name: 'name', type: 'text' },
          { name: 'opened', type: 'date' },
          { name: 'seen', type: 'timestamp' },
        ],
      })
      .expect(201);
    lyrId = created.body.result.lyrId;
    await http()
      .post(`/api/layers/${lyrId}/features/batch`)
      .set(owner.auth)
      .send({
        changes: [
          point(0, { name: '1월', opened: '2024-01-15', seen: '2024-01-15T09:00:00+09:00' }),
          point(1, { name: '2월 초', opened: '2024-02-01', seen: '2024-02-01T00:00:00+09:00' }),
          point(2, { name: '2월 말', opened: '2024-02-29', seen: '2024-02-29T23:59:00+09:00' }),
          // 00:30 on 1 March in Korea is still 29 February in UTC: it belongs to March.
          point(3, { name: '3월', opened: '2024-03-01', seen: '2024-02-29T15:30:00Z' }),
          point(4, { name: '날짜 없음' }),
        ],
      })
      .expect(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps only the features of the window: from included, to excluded, in Korean time, for date and timestamp columns', async () => {
    expect(names((await tile('').expect(200)).body)).toEqual(['1월', '2월 말', '2월 초', '3월', '날짜 없음']);
    expect(names((await tile(`${FEB}&timeColumn=opened`).expect(200)).body)).toEqual(['2월 말', '2월 초']);
    expect(names((await tile(`${MAR}&timeColumn=opened`).expect(200)).body)).toEqual(['3월']);
    expect(names((await tile(`${FEB}&timeColumn=seen`).expect(200)).body)).toEqual(['2월 말', '2월 초']);
    expect(names((await tile(`${MAR}&timeColumn=seen`).expect(200)).body)).toEqual(['3월']);
    // The column name as the catalog spells it, case aside.
    expect(names((await tile(`${FEB}&timeColumn=OPENED`).expect(200)).body)).toEqual(['2월 말', '2월 초']);
    // A window with no feature is an empty tile.
    await tile('time=2023-01-01T00:00:00Z/2023-02-01T00:00:00Z&timeColumn=opened').expect(204);
  });

  it('caches each window apart (keys and ETags differ), the same window in another spelling shares its entry', async () => {
    const v = await version();
    const feb = await tile(`${FEB}&timeColumn=opened&v=${v}`).expect(200);
    const mar = await tile(`${MAR}&timeColumn=opened&v=${v}`).expect(200);
    expect(feb.headers.etag).not.toBe(mar.headers.etag);
    const plain = await tile(`v=${v}`).expect(200);
    expect(new Set([feb.headers.etag, mar.headers.etag, plain.headers.etag]).size).toBe(3);
    const febKey = tileCacheKey(lyrId, v, t, `:t:opened:${Date.parse('2024-01-31T15:00:00Z')}-${Date.parse('2024-02-29T15:00:00Z')}`);
    for (let i = 0; i < 100 && !(await redis.exists(febKey)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await redis.exists(febKey)).toBe(1);
    expect(await redis.exists(tileCacheKey(lyrId, v, t))).toBe(1);
    // The same window written in UTC: the same entry and ETag, the same features.
    const again = await tile(`time=2024-01-31T15:00:00Z/2024-02-29T15:00:00.000Z&timeColumn=opened&v=${v}`).expect(200);
    expect(again.headers['x-tile-cache']).toBe('HIT');
    expect(again.headers.etag).toBe(feb.headers.etag);
    expect(names(again.body)).toEqual(['2월 말', '2월 초']);
    await tile(`${FEB}&timeColumn=opened&v=${v}`).set('If-None-Match', feb.headers.etag).expect(304);
    await tile(`${MAR}&timeColumn=opened&v=${v}`).set('If-None-Match', feb.headers.etag).expect(200);
    // The plain tile is not touched by the windows.
    expect(names((await tile(`v=${v}`).expect(200)).body)).toHaveLength(5);
  });

  it('keeps access and caching rules: private without a share, public and immutable at the versioned address once shared with everyone', async () => {
    const v = await version();
    await tile(`${FEB}&timeColumn=opened&v=${v}`, stranger.auth).expect(403);
    await tile(`${FEB}&timeColumn=opened&v=${v}`, {}).expect(403);
    expect((await tile(`${FEB}&timeColumn=opened&v=${v}`).expect(200)).headers['cache-control']).toBe('private, no-cache');
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id) VALUES ('LYR', $1, 1, 0, $2, $2)`,
      [lyrId, owner.user.userId],
    );
    const anonymous = await tile(`v=${v}&${FEB}&timeColumn=opened`, {}).expect(200);
    expect(anonymous.headers['cache-control']).toBe(IMMUTABLE);
    expect(names(anonymous.body)).toEqual(['2월 말', '2월 초']);
    const extent = await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=opened`).expect(200);
    expect(extent.body.result.count).toBe(4);
    await db.query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]);
    await tile(`v=${v}&${FEB}&timeColumn=opened`, {}).expect(403);
  });

  it('refuses bad windows and columns with a 400 in the catalog words', async () => {
    const cases: Array<[string, string]> = [
      ['time=2024-02-01&timeColumn=opened', '시간 범위(time)가 올바르지 않습니다.'],
      ['time=2024-03-01T00:00:00Z/2024-02-01T00:00:00Z&timeColumn=opened', '시작이 끝보다 앞서야 합니다.'],
      ['time=2024-02-01T00:00:00Z/2024-02-01T00:00:00Z&timeColumn=opened', '시간 범위(time)가 올바르지 않습니다.'],
      ['time=2024-02-01T00:00:00/2024-03-01T00:00:00&timeColumn=opened', '시간 범위(time)가 올바르지 않습니다.'],
      ['time=2024-02-30T00:00:00Z/2024-03-01T00:00:00Z&timeColumn=opened', '시간 범위(time)가 올바르지 않습니다.'],
      [FEB, '시간 범위(time)와 시간 컬럼(timeColumn)은 함께 지정해야 합니다.'],
      ['timeColumn=opened', '시간 범위(time)와 시간 컬럼(timeColumn)은 함께 지정해야 합니다.'],
      [`${FEB}&timeColumn=nope`, "'nope' 컬럼이 레이어에 없습니다."],
      [`${FEB}&timeColumn=${encodeURIComponent('opened"; DROP TABLE lyr; --')}`, '컬럼이 레이어에 없습니다.'],
      [`${FEB}&timeColumn=name`, "'name' 컬럼은 날짜·시각 컬럼이 아니어서 시간으로 거를 수 없습니다."],
      [`${FEB}&timeColumn=geom`, "'geom' 컬럼이 레이어에 없습니다."],
    ];
    for (const [query, message] of cases) {
      const res = await tile(query).expect(400);
      const body = JSON.parse(res.body.toString('utf8'));
      expect(body.code).toBe(400);
      expect(body.message).toContain(message);
    }
    const en = await tile('time=nope&timeColumn=opened', { ...owner.auth, 'Accept-Language': 'en' }).expect(400);
    expect(JSON.parse(en.body.toString('utf8')).message).toContain('The time range (time) is not valid');
    expect((await db.query(`SELECT count(*)::int AS n FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].n).toBe(1);
  });

  it('gives the range of a date/time column for the slider, and refuses other columns', async () => {
    const opened = (await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=opened`).set(owner.auth).expect(200)).body.result;
    expect(opened).toEqual({ column: 'opened', type: 'date', min: '2024-01-14T15:00:00.000Z', max: '2024-02-29T15:00:00.000Z', count: 4 });
    const seen = (await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=seen`).set(owner.auth).expect(200)).body.result;
    expect(seen).toEqual({ column: 'seen', type: 'timestamptz', min: '2024-01-15T00:00:00.000Z', max: '2024-02-29T15:30:00.000Z', count: 4 });
    const text = await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=name`).set(owner.auth).expect(400);
    expect(text.body.message).toContain("'name' 컬럼은 날짜·시각 컬럼이 아니어서");
    const missing = await http().get(`/api/tiles/${lyrId}/time-extent`).set(owner.auth).expect(400);
    expect(missing.body.message).toContain('시간 컬럼(timeColumn)을 지정해 주세요.');
    await http().get(`/api/tiles/${lyrId}/time-extent`).set(stranger.auth).expect(403);
    await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=opened`).set(stranger.auth).expect(403);
    await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=opened`).expect(403);
  });

  it('filters a local timestamp column in Korean time', async () => {
    const table = (await db.query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].table_nm as string;
    await db.query(`ALTER TABLE layers."${table}" ADD COLUMN local_at timestamp`);
    await db.query(`UPDATE layers."${table}" SET local_at = opened::timestamp + interval '30 minutes'`);
    await db.query(`UPDATE lyr SET data_version = data_version + 1 WHERE lyr_id = $1`, [lyrId]);
    expect(names((await tile(`${FEB}&timeColumn=local_at`).expect(200)).body)).toEqual(['2월 말', '2월 초']);
    const extent = (await http().get(`/api/tiles/${lyrId}/time-extent?timeColumn=local_at`).set(owner.auth).expect(200)).body.result;
    expect(extent).toMatchObject({ type: 'timestamp', min: '2024-01-14T15:30:00.000Z', max: '2024-02-29T15:30:00.000Z' });
  });

  it('saves the time setting of a layer entry with the web map and gives it back; refuses bad ones', async () => {
    const time = { column: 'opened', mode: 'range', step: 'day', speed: 2, from: '2024-02-01T00:00:00+09:00', to: '2024-02-08T00:00:00+09:00' };
    const body = (entry: Record<string, unknown>) => ({
      userMapSj: '행사 지도',
      view: { projection: 'EPSG:5186', center: [200000, 551000], zoom: 11 },
      toc: [{ lyrGroupSeCode: '02', lyrId, tocNm: '행사', ...entry }],
    });
    const saved = (await http().post('/api/webmap').set(owner.auth).send(body({ time })).expect(201)).body.result;
    const detail = (await http().get(`/api/webmap/${saved.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(detail.toc[0].time).toEqual({ ...time, from: '2024-01-31T15:00:00.000Z', to: '2024-02-07T15:00:00.000Z' });
    // Defaults filled in; no setting is null.
    await http().put(`/api/webmap/${saved.userMapId}`).set(owner.auth).send(body({ time: { column: 'seen' } })).expect(200);
    const defaults = (await http().get(`/api/webmap/${saved.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(defaults.toc[0].time).toEqual({ column: 'seen', mode: 'instant', step: 'month', speed: 1, from: null, to: null });
    await http().put(`/api/webmap/${saved.userMapId}`).set(owner.auth).send(body({})).expect(200);
    expect((await http().get(`/api/webmap/${saved.userMapId}`).set(owner.auth).expect(200)).body.result.toc[0].time).toBeNull();

    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ time: { column: 'opened', step: 'week' } }, 'toc[0].time.step', '시간 슬라이더 설정이 올바르지 않습니다.'],
      [{ time: { column: 'opened', from: '2024-02-08T00:00:00Z', to: '2024-02-01T00:00:00Z' } }, 'toc[0].time.to', '시간 슬라이더 설정이 올바르지 않습니다.'],
      [{ time: { column: '' } }, 'toc[0].time.column', '시간 슬라이더 설정이 올바르지 않습니다.'],
      [{ time: 'opened' }, 'toc[0].time', '시간 슬라이더 설정이 올바르지 않습니다.'],
    ];
    for (const [entry, field, message] of bad) {
      const res = await http().post('/api/webmap').set(owner.auth).send(body(entry)).expect(400);
      const found = (res.body.result as Array<{ field: string; message: string }>).find((e) => e.field === field);
      expect(found?.message).toContain(message);
    }
    const group = await http()
      .post('/api/webmap')
      .set(owner.auth)
      .send({ ...body({}), toc: [{ lyrGroupSeCode: '01', tocNm: '묶음', time, children: [] }] })
      .expect(400);
    expect(group.body.result.map((e: { field: string }) => e.field)).toContain('toc[0].time');
  });
});
