import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { VectorTile } from '@mapbox/vector-tile';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import Protobuf from 'pbf';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { READ_DB } from '../src/common/db/read-db';
import { type TileAddress, tileOfLonLat } from '../src/common/geo/tile-grid';
import { TileRenderer } from '../src/modules/tiles/tile-renderer.service';
import { Factories } from './support/factories';
import { type LogEntry, PROBE_APPLICATION, statementOf, StreamingReplica, until } from './support/replica-clusters';
import { binary } from './support/streams';
import { createTestAppWith } from './support/test-app';

const CITY_HALL = { lon: 126.978, lat: 37.5665 };
const PLAZA = { lon: 126.979, lat: 37.566 };

interface LayerItem {
  lyrId: string;
  lyrNm: string;
  dataVersion: number;
  featureCnt: number;
}

// Issue 25, "Connections", with a real replica: a private primary and a hot standby streaming from
// it (pg_basebackup -R -X stream), the API's DATABASE_URL on the one and DATABASE_READ_URL on the
// other. The standby logs every statement it receives with its session's application_name, the
// primary its writes, so the tests see which pool sent what to which server.
describe('read replica routing with a streaming standby', () => {
  let replica: StreamingReplica;
  let app: INestApplication | null = null;
  let member: Awaited<ReturnType<Factories['actor']>>;
  let lyrId: string;
  const tag = `rr${randomBytes(4).toString('hex')}`;

  const http = () => request(app!.getHttpServer());
  const fromApp = (entries: LogEntry[], name: string) => entries.filter((e) => e.application_name === name);
  const renderer = () => app!.get(TileRenderer, { strict: false });

  async function search(): Promise<LayerItem[]> {
    const res = await http().get(`/api/layers?searchTxt=${tag}&pageSize=20`).set(member.auth).expect(200);
    return res.body.result.content as LayerItem[];
  }

  async function newLayer(lyrNm: string): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(member.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  async function addPoint(id: string, at: { lon: number; lat: number }, name: string): Promise<{ dataVersion: number; featureCnt: number }> {
    const res = await http()
      .post(`/api/layers/${id}/features`)
      .set(member.auth)
      .send({ type: 'Feature', geometry: { type: 'Point', coordinates: [at.lon, at.lat] }, properties: { name } })
      .expect(201);
    return res.body.result as { dataVersion: number; featureCnt: number };
  }

  /** The names of the features in a tile of the layer, rendered for this request (not a cached tile). */
  async function tileNames(id: string, t: TileAddress): Promise<string[]> {
    const res = await http().get(`/api/tiles/${id}/${t.z}/${t.x}/${t.y}.mvt`).set(member.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['x-tile-cache']).toBe('MISS');
    const layer = new VectorTile(new Protobuf(res.body as Buffer)).layers[id];
    return Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.name)).sort();
  }

  beforeAll(async () => {
    replica = new StreamingReplica();
    await replica.setUp();
    app = await createTestAppWith({
      DATABASE_URL: replica.primary.url(),
      DATABASE_READ_URL: replica.standby.url(),
      DATABASE_READ_POOL_SIZE: '2',
    });
    const f = new Factories(app);
    member = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  }, 120_000);

  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await replica?.destroy();
    }
    if (replica) expect(existsSync(replica.work)).toBe(false);
  }, 60_000);

  it('writes on the primary, and answers the layer search from the standby once it has replayed the layer', async () => {
    expect(app!.get<DataSource>(READ_DB)).not.toBe(app!.get(DataSource));
    const primaryMark = replica.primary.logMark();
    const standbyMark = replica.standby.logMark();

    lyrId = await newLayer(`복제 시설 ${tag}`);
    expect(await addPoint(lyrId, CITY_HALL, '서울시청')).toMatchObject({ dataVersion: 2, featureCnt: 1 });
    // The layer row and its feature were written by the API's primary pool.
    const writes = fromApp(await replica.primary.logSince(primaryMark), 'nuri-api');
    expect(writes.some((e) => /^INSERT INTO "lyr"/.test(statementOf(e) ?? '') && e.detail?.includes(lyrId))).toBe(true);
    expect(await replica.primary.query('SELECT feature_cnt::int FROM lyr WHERE lyr_id = $1', [lyrId])).toEqual([{ feature_cnt: 1 }]);

    await replica.caughtUp();
    expect(await replica.standby.query('SELECT data_version FROM lyr WHERE lyr_id = $1', [lyrId])).toEqual([{ data_version: 2 }]);
    expect(await search()).toEqual([expect.objectContaining({ lyrId, dataVersion: 2, featureCnt: 1 })]);
    // The search's statements (its pattern among their parameters) reached the standby from the read pool.
    const reads = fromApp(await replica.standby.logSince(standbyMark), 'nuri-api-read');
    expect(reads.some((e) => /\blyr\b/.test(statementOf(e) ?? '') && e.detail?.includes(tag))).toBe(true);
  });

  it('renders a replayed layer’s tiles on the standby', async () => {
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    const mark = replica.standby.logMark();
    const before = renderer().fallbacks;
    expect(await tileNames(lyrId, t)).toEqual(['서울시청']);
    expect(renderer().fallbacks).toBe(before);
    const reads = fromApp(await replica.standby.logSince(mark), 'nuri-api-read');
    expect(reads.some((e) => (statementOf(e) ?? '').includes('ST_AsMVT'))).toBe(true);
  });

  it('with replay paused: an edit shows in the tiles at once (rendered on the primary), the search answers stale; resumed, it catches up', async () => {
    const z14 = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    expect(tileOfLonLat(PLAZA.lon, PLAZA.lat, 14)).toEqual(z14);
    await replica.pauseReplay();
    const stoppedAt = await replica.replayed();

    // The edit (primary) and a new layer while the standby replays nothing.
    expect(await addPoint(lyrId, PLAZA, '광장')).toMatchObject({ dataVersion: 3, featureCnt: 2 });
    const later = await newLayer(`복제 대기 ${tag}`);
    const before = renderer().fallbacks;
    expect(await tileNames(lyrId, z14)).toEqual(['광장', '서울시청']);
    expect(renderer().fallbacks).toBe(before + 1);

    // The search still answers, from the standby's older state.
    expect(await search()).toEqual([expect.objectContaining({ lyrId, dataVersion: 2, featureCnt: 1 })]);
    expect(await replica.replayed()).toBe(stoppedAt);
    const [{ behind }] = await replica.primary.query<{ behind: boolean }>('SELECT pg_current_wal_lsn() > $1::pg_lsn AS behind', [stoppedAt]);
    expect(behind).toBe(true);

    await replica.resumeReplay();
    await replica.caughtUp();
    const found = await search();
    expect(found.map((l) => l.lyrId).sort()).toEqual([lyrId, later].sort());
    expect(found.find((l) => l.lyrId === lyrId)).toMatchObject({ dataVersion: 3, featureCnt: 2 });
    // A tile not rendered before comes from the standby again, with the edit.
    const z13 = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 13);
    const caught = renderer().fallbacks;
    expect(await tileNames(lyrId, z13)).toEqual(['광장', '서울시청']);
    expect(renderer().fallbacks).toBe(caught);
  });

  it('is read-only on the standby, and the app sent it nothing but reads', async () => {
    expect(await replica.standby.query('SELECT pg_is_in_recovery() AS r')).toEqual([{ r: true }]);
    await expect(replica.standby.query(`UPDATE lyr SET lyr_nm = 'x' WHERE lyr_id = $1`, [lyrId])).rejects.toMatchObject({
      code: '25006',
      message: 'cannot execute UPDATE in a read-only transaction',
    });
    const log = await replica.standby.logSince();
    // The log holds refused writes: ours is there, the app's pool has none.
    expect(fromApp(log, PROBE_APPLICATION).some((e) => e.error_severity === 'ERROR' && e.state_code === '25006')).toBe(true);
    const read = fromApp(log, 'nuri-api-read');
    expect(read.filter((e) => e.error_severity !== 'LOG')).toEqual([]);
    const statements = read.map(statementOf).filter((s): s is string => s !== null);
    expect(statements.length).toBeGreaterThan(5);
    const notReads = statements.filter((s) => !/^\s*(SELECT|WITH|SHOW)\b/i.test(s) || /\b(INSERT\s+INTO|DELETE\s+FROM|FOR\s+(UPDATE|SHARE))\b/i.test(s));
    expect(notReads).toEqual([]);
    // Nothing but the read pool (and this test's probes) ever connected to the standby's database.
    expect(new Set(log.filter((e) => e.dbname === 'nuri').map((e) => e.application_name))).toEqual(new Set(['nuri-api-read', PROBE_APPLICATION]));
  });

  it('shuts down cleanly: no session of the API is left on either server', async () => {
    await app!.close();
    app = null;
    for (const server of [replica.primary, replica.standby]) {
      await until(`the API's sessions on the ${server.name} have ended`, async () => {
        const left = await server.query(`SELECT application_name FROM pg_stat_activity WHERE application_name LIKE 'nuri-api%'`);
        return left.length === 0;
      });
    }
  });
});
