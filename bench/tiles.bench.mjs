// Vector tiles: GET /api/tiles on a 1M-point layer and on a 100k-polygon layer (cache off, cache
// on) against the same ST_AsMVT query run directly with node-postgres and against a bare node:http
// server.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { httpGet, interleave, keepAliveAgent, runLoad } from './lib/load.mjs';

export const name = 'tiles';

const POINTS = Number(process.env.BENCH_TILE_POINTS ?? 1_000_000);
const POLYGONS = Number(process.env.BENCH_TILE_POLYGONS ?? 100_000);
const TILE_COUNT = Number(process.env.BENCH_TILE_COUNT ?? 2000);
/** Seoul, in EPSG:5186 metres: 34 km × 30 km. */
const AREA_5186 = [183000, 537000, 217000, 567000];
const MIN_ZOOM = 8;
const MAX_ZOOM = 16;
const MVT = 'application/vnd.mapbox-vector-tile';
const CHUNKS = 8;
/** A random position in AREA_5186 ($2–$5), as SQL. */
const RANDOM_POINT = `ST_MakePoint($2::float8 + random() * ($4::float8 - $2::float8), $3::float8 + random() * ($5::float8 - $3::float8))`;

/**
 * The layers measured, both shared with everyone: uniform random points, and small polygons over
 * the same area (octagons 20–60 m across, like building footprints). `prefix` starts the row labels.
 */
const DATASETS = [
  {
    lyrId: 'bench-points-1m',
    table: 'bench_points_1m',
    rows: POINTS,
    label: `${POINTS.toLocaleString('en')} points`,
    prefix: '',
    geomType: 'POINT',
    column: 'geometry(Point, 5186)',
    geomSql: `ST_SetSRID(${RANDOM_POINT}, 5186)`,
  },
  {
    lyrId: 'bench-polygons-100k',
    table: 'bench_polygons_100k',
    rows: POLYGONS,
    label: `${POLYGONS.toLocaleString('en')} polygons`,
    prefix: 'polygons: ',
    geomType: 'POLYGON',
    column: 'geometry(Polygon, 5186)',
    geomSql: `ST_SetSRID(ST_Buffer(${RANDOM_POINT}, 10 + random() * 20, 'quad_segs=2'), 5186)`,
  },
];

const distModule = (ctx, rel) => import(pathToFileURL(path.join(ctx.apiDist, rel)).href);

/** Creates a dataset's layer (once; reused when present) and shares it with everyone. */
async function ensureDataset(ctx, d) {
  const existing = await ctx.pg.query(
    `SELECT to_regclass($1) IS NOT NULL AS present, (SELECT count(*) FROM lyr WHERE lyr_id = $2) AS registered`,
    [`layers.${d.table}`, d.lyrId],
  );
  if (existing.rows[0].present && Number(existing.rows[0].registered) === 1) {
    const n = await ctx.pg.query(`SELECT count(*) AS n FROM layers.${d.table}`);
    if (Number(n.rows[0].n) === d.rows) return 0;
  }
  const started = Date.now();
  ctx.log(`creating ${d.label} in layers.${d.table} (once)`);
  const client = await ctx.pg.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS layers.${d.table}`);
    await client.query(`CREATE TABLE layers.${d.table} (gid serial PRIMARY KEY, geom ${d.column} NOT NULL, name text, kind integer)`);
    await client.query(`SELECT setseed(0.42)`);
    await client.query(
      `INSERT INTO layers.${d.table} (geom, name, kind)
       SELECT ${d.geomSql}, 'p' || g, g % 10
         FROM generate_series(1, $1::int) g`,
      [d.rows, ...AREA_5186],
    );
    await client.query(`CREATE INDEX ${d.table}_geom_idx ON layers.${d.table} USING gist (geom)`);
    await client.query(`ANALYZE layers.${d.table}`);
  } finally {
    client.release();
  }
  const owner = ctx.providerAdmin;
  if (!owner) throw new Error('the bench database has no provider admin (seed missing)');
  await ctx.pg.query(
    `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt, lyr_sttus_code)
     VALUES ($1, $6, '1', 'custom', $2, $3, $4, 'geom', $7, 5186, $5, 'READY')
     ON CONFLICT (lyr_id) DO UPDATE SET table_nm = EXCLUDED.table_nm, feature_cnt = EXCLUDED.feature_cnt,
       lyr_sttus_code = 'READY', data_version = lyr.data_version + 1`,
    [d.lyrId, owner.insttCode, owner.userId, d.table, d.rows, `bench ${d.label}`, d.geomType],
  );
  await ctx.pg.query(
    `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
     VALUES ('LYR', $1, 1, 0, $2, $2) ON CONFLICT DO NOTHING`,
    [d.lyrId, owner.userId],
  );
  return (Date.now() - started) / 1000;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fixed list of distinct tiles over the data (plus a ring of one tile around it): every tile
 * of z8–13, then z14, z15 and z16 samples up to TILE_COUNT.
 */
function tileList(lonlat, tileOfLonLat) {
  const [w, s, e, n] = lonlat;
  const byZoom = new Map();
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
    const a = tileOfLonLat(w, n, z);
    const b = tileOfLonLat(e, s, z);
    const tiles = [];
    for (let x = a.x - 1; x <= b.x + 1; x++) for (let y = a.y - 1; y <= b.y + 1; y++) tiles.push({ z, x, y });
    byZoom.set(z, tiles);
  }
  const out = [];
  for (let z = MIN_ZOOM; z <= 13; z++) out.push(...byZoom.get(z));
  const rand = random(42);
  const shares = { 14: 0.3, 15: 0.35, 16: 0.35 };
  const left = TILE_COUNT - out.length;
  for (const z of [14, 15, 16]) {
    const pool = byZoom.get(z).slice();
    const want = z === 16 ? TILE_COUNT - out.length : Math.round(left * shares[z]);
    for (let i = 0; i < want && pool.length; i++) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  }
  return out;
}

async function flushTileCache(redis, lyrId) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `tile:${lyrId}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** A bare node:http server in its own process answering every request with one fixed tile. */
async function startBareServer(tileFile) {
  const script = `
    const body = require('fs').readFileSync(process.argv[1]);
    const server = require('http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': '${MVT}', 'Content-Length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, tileFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

const rowsOf = (label, r, unit = 'tiles/s') => [
  { case: label, metric: unit, value: r.rps },
  { case: label, metric: 'p95 ms', value: r.p95, ...(r.errors ? { error: `${r.errors} failed requests`, ok: false } : {}) },
];

export async function run(ctx) {
  const rows = [];
  for (const d of DATASETS) rows.push(...(await measure(ctx, d)));
  return rows;
}

/** The four modes on one layer; rows labelled with the dataset's prefix. */
async function measure(ctx, d) {
  const { tileStatement, TILE_FEATURE_LIMIT } = await distModule(ctx, 'modules/tiles/tile-renderer.service.js');
  const { LayerSources } = await distModule(ctx, 'modules/layer-data/layer-source.service.js');
  const { tileOfLonLat } = await distModule(ctx, 'common/geo/tile-grid.js');
  const { tileCacheKey } = await distModule(ctx, 'modules/tiles/tile-cache.service.js');
  const buildSeconds = await ensureDataset(ctx, d);
  const { rows: lyr } = await ctx.pg.query(`SELECT data_version FROM lyr WHERE lyr_id = $1`, [d.lyrId]);
  const { rows: corners } = await ctx.pg.query(
    `SELECT ST_XMin(b) AS w, ST_YMin(b) AS s, ST_XMax(b) AS e, ST_YMax(b) AS n
       FROM (SELECT ST_Transform(ST_Segmentize(ST_MakeEnvelope($1, $2, $3, $4, 5186), 1000), 4326) AS b) q`,
    AREA_5186,
  );
  const tiles = tileList([corners[0].w, corners[0].s, corners[0].e, corners[0].n], tileOfLonLat);
  ctx.log(`${d.label}: ${tiles.length} tiles z${MIN_ZOOM}–${MAX_ZOOM}, concurrency ${ctx.concurrency}`);

  // The direct query is the API's own statement (same description of the table, same SQL).
  const sources = new LayerSources({ query: async (sql, params) => (await ctx.pg.query(sql, params)).rows });
  const source = await sources.of({ lyrId: d.lyrId, dataVersion: lyr[0].data_version, tableNm: d.table, geomColumn: 'geom', srid: 5186 });
  const statements = tiles.map((t) => tileStatement(source, t));
  const sizes = [];
  const directJob = async (i) => {
    const st = statements[i];
    if (!st) return true;
    const { rows } = await ctx.pg.query(st.sql, st.params);
    sizes[i] = rows[0]?.tile?.length ?? 0;
    return true;
  };
  // Warms PostgreSQL's buffers for every mode alike (and records the tile sizes).
  await runLoad({ count: tiles.length, concurrency: ctx.concurrency, job: directJob });

  const agent = keepAliveAgent(ctx.concurrency);
  const tileUrl = (t) => `${ctx.apiUrl}/api/tiles/${d.lyrId}/${t.z}/${t.x}/${t.y}.mvt`;
  const sample = tiles.find((t, i) => t.z === 14 && sizes[i] > 0) ?? tiles[0];
  const probe = await httpGet(agent, tileUrl(sample)); // also loads the layer description in the API
  if (probe.status !== 200) throw new Error(`GET ${tileUrl(sample)} answered ${probe.status}`);
  const apiJob = (expect) => async (i) => {
    const res = await httpGet(agent, tileUrl(tiles[i]));
    return (res.status === 200 || res.status === 204) && res.headers['x-tile-cache'] === expect;
  };
  // The probe's tile (plain, as the bench asks) is stored in Redis just after its answer: wait for
  // it, so the flush below removes it rather than racing it (it came back as one HIT in the
  // cache-off mode).
  const probeKey = tileCacheKey(d.lyrId, lyr[0].data_version, sample);
  for (let i = 0; i < 100 && !(await ctx.redis.exists(probeKey)); i++) await new Promise((r) => setTimeout(r, 20));
  await flushTileCache(ctx.redis, d.lyrId);
  // Alternating chunks: the machine may be shared, so drifts in load hit both modes alike.
  const off = await interleave({
    count: tiles.length,
    concurrency: ctx.concurrency,
    chunks: CHUNKS,
    modes: { direct: directJob, cacheOff: apiJob('MISS') },
  });
  ctx.log(`${d.label}: direct ${off.direct.rps.toFixed(0)}, cache off ${off.cacheOff.rps.toFixed(0)} tiles/s`);

  const tileFile = path.join(ctx.logDir, `fixed-tile-${d.lyrId}.mvt`);
  writeFileSync(tileFile, probe.body);
  const bare = await startBareServer(tileFile);
  const bareAgent = keepAliveAgent(ctx.concurrency);
  const bareUrl = `http://127.0.0.1:${bare.port}/tile.mvt`;
  let on;
  try {
    // One unmeasured pass of each first: a server that has run a while (its JIT-compiled hot
    // path, its sockets), as the cache-off modes had theirs in the buffer warm-up above.
    await runLoad({ count: tiles.length, concurrency: ctx.concurrency, job: apiJob('HIT') });
    await runLoad({ count: tiles.length, concurrency: ctx.concurrency, job: async () => (await httpGet(bareAgent, bareUrl)).status === 200 });
    on = await interleave({
      count: tiles.length,
      concurrency: ctx.concurrency,
      chunks: CHUNKS,
      modes: { cacheOn: apiJob('HIT'), bare: async () => (await httpGet(bareAgent, bareUrl)).status === 200 },
      repeat: { bare: 5, cacheOn: 5 },
    });
  } finally {
    bareAgent.destroy();
    agent.destroy();
    bare.stop();
  }
  ctx.log(`${d.label}: cache on ${on.cacheOn.rps.toFixed(0)} tiles/s, bare ${on.bare.rps.toFixed(0)} req/s`);
  const directRun = off.direct;
  const cacheOff = off.cacheOff;
  const cacheOn = on.cacheOn;
  const bareRun = on.bare;

  const nonEmpty = sizes.filter((n) => n > 0);
  const meanKiB = nonEmpty.reduce((a, b) => a + b, 0) / Math.max(1, nonEmpty.length) / 1024;
  const offRatio = cacheOff.rps / directRun.rps;
  const onRatio = cacheOn.rps / bareRun.rps;
  const p = d.prefix;
  return [
    { case: `layer: ${d.label}, EPSG:5186`, metric: 'build s (0 = reused)', value: buildSeconds },
    { case: `${p}tiles z${MIN_ZOOM}–${MAX_ZOOM} (limit ${TILE_FEATURE_LIMIT} features)`, metric: 'tiles / non-empty', value: `${tiles.length} / ${nonEmpty.length}` },
    { case: `${p}mean non-empty tile`, metric: 'KiB', value: meanKiB },
    ...rowsOf(`${p}direct ST_AsMVT (node-postgres)`, directRun),
    ...rowsOf(`${p}GET /api/tiles, cache off`, cacheOff),
    ...rowsOf(`${p}GET /api/tiles, cache on`, cacheOn),
    ...rowsOf(`${p}bare node:http, fixed tile`, bareRun, 'req/s'),
    { case: `${p}cache off ÷ direct query`, metric: 'ratio', value: offRatio, target: '≥ 0.8', ok: offRatio >= 0.8 },
    { case: `${p}cache on ÷ bare server`, metric: 'ratio', value: onRatio, target: '≥ 0.5', ok: onRatio >= 0.5 },
  ];
}
