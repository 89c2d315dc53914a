// Edge cache: public vector tiles through the shipped nginx configuration (docker/nginx.conf,
// proxy_cache) against the same nginx serving the same bytes as static files; then an edit through
// the API and how soon the edge serves the new data (a new version, hence a new address).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { httpGet, interleave, keepAliveAgent } from './lib/load.mjs';
import { startEdgeNginx } from './lib/edge-nginx.cjs';
import { freePort } from './lib/processes.mjs';

export const name = 'edge';

const POINTS = Number(process.env.BENCH_EDGE_POINTS ?? 100_000);
const REPEAT = Number(process.env.BENCH_EDGE_REPEAT ?? 6);
const LYR_ID = 'bench-edge-points';
const TABLE = 'bench_edge_points';
/** Seoul, in EPSG:5186 metres (as the tiles bench). */
const AREA_5186 = [183000, 537000, 217000, 567000];
const ZOOMS = [10, 11, 12, 13, 14];
const CHUNKS = 6;

async function ensureLayer(ctx) {
  const owner = ctx.providerAdmin;
  if (!owner) throw new Error('the bench database has no provider admin (seed missing)');
  const present = await ctx.pg.query(`SELECT to_regclass($1) IS NOT NULL AS t, (SELECT count(*) FROM lyr WHERE lyr_id = $2) AS n`, [`layers.${TABLE}`, LYR_ID]);
  if (present.rows[0].t && Number(present.rows[0].n) === 1) return;
  ctx.log(`creating ${POINTS} points in layers.${TABLE} (once)`);
  await ctx.pg.query(`DROP TABLE IF EXISTS layers.${TABLE}`);
  await ctx.pg.query(`CREATE TABLE layers.${TABLE} (gid serial PRIMARY KEY, geom geometry(Point, 5186) NOT NULL, name text)`);
  await ctx.pg.query(
    `INSERT INTO layers.${TABLE} (geom, name)
     SELECT ST_SetSRID(ST_MakePoint($2::float8 + random() * ($4::float8 - $2::float8), $3::float8 + random() * ($5::float8 - $3::float8)), 5186), 'p' || g
       FROM generate_series(1, $1::int) g`,
    [POINTS, ...AREA_5186],
  );
  await ctx.pg.query(`CREATE INDEX ${TABLE}_geom_idx ON layers.${TABLE} USING gist (geom)`);
  await ctx.pg.query(`ANALYZE layers.${TABLE}`);
  await ctx.pg.query(
    `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt, lyr_sttus_code)
     VALUES ($1, 'bench edge points', '1', 'custom', $2, $3, $4, 'geom', 'POINT', 5186, $5, 'READY') ON CONFLICT (lyr_id) DO NOTHING`,
    [LYR_ID, owner.insttCode, owner.userId, TABLE, POINTS],
  );
  await ctx.pg.query(
    `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
     VALUES ('LYR', $1, 1, 0, $2, $2) ON CONFLICT DO NOTHING`,
    [LYR_ID, owner.userId],
  );
}

/** The tile URL template TileJSON gives through the edge (with the layer's ?v=). */
async function template(edgeUrl) {
  const res = await fetch(`${edgeUrl}/api/tiles/${LYR_ID}/tilejson.json`);
  if (res.status !== 200) throw new Error(`TileJSON through the edge answered ${res.status}`);
  // The path and query of the template (its {z}/{x}/{y} kept as they are).
  return (await res.json()).tiles[0].replace(/^https?:\/\/[^/]+/, '');
}

const fill = (tpl, t) => tpl.replace('{z}', t.z).replace('{x}', t.x).replace('{y}', t.y);

export async function run(ctx) {
  const { tileOfLonLat } = await import(pathToFileURL(path.join(ctx.apiDist, 'common/geo/tile-grid.js')).href);
  await ensureLayer(ctx);
  const dir = path.join(ctx.logDir, 'edge');
  const staticDir = path.join(dir, 'static');
  const edge = await startEdgeNginx({
    apiPort: Number(new URL(ctx.apiUrl).port),
    port: await freePort(),
    staticPort: await freePort(),
    staticDir,
    dir,
  });
  const agent = keepAliveAgent(ctx.concurrency);
  try {
    const tpl = await template(edge.url);
    // Every tile of z10–14 over Seoul (empty ones left out: a static file cannot be a 204).
    const { rows } = await ctx.pg.query(
      `SELECT ST_XMin(b) AS w, ST_YMin(b) AS s, ST_XMax(b) AS e, ST_YMax(b) AS n
         FROM (SELECT ST_Transform(ST_MakeEnvelope($1, $2, $3, $4, 5186), 4326) AS b) q`,
      AREA_5186,
    );
    const candidates = [];
    for (const z of ZOOMS) {
      const a = tileOfLonLat(rows[0].w, rows[0].n, z);
      const b = tileOfLonLat(rows[0].e, rows[0].s, z);
      for (let x = a.x; x <= b.x; x++) for (let y = a.y; y <= b.y; y++) candidates.push({ z, x, y });
    }
    // Warm the edge (one MISS each), keep the bytes as static files.
    const tiles = [];
    for (const t of candidates) {
      const res = await httpGet(agent, `${edge.url}${fill(tpl, t)}`);
      if (res.status !== 200) continue;
      mkdirSync(path.join(staticDir, `${t.z}/${t.x}`), { recursive: true });
      writeFileSync(path.join(staticDir, `${t.z}/${t.x}/${t.y}.mvt`), res.body);
      tiles.push(t);
    }
    ctx.log(`edge: ${tiles.length} non-empty tiles z${ZOOMS[0]}–${ZOOMS.at(-1)}, concurrency ${ctx.concurrency}`);
    const hitOk = (res) => res.status === 200 && res.headers['x-edge-cache'] === 'HIT';
    const speed = await interleave({
      count: tiles.length * REPEAT,
      concurrency: ctx.concurrency,
      chunks: CHUNKS,
      modes: {
        edge: async (i) => hitOk(await httpGet(agent, `${edge.url}${fill(tpl, tiles[i % tiles.length])}`)),
        static: async (i) => {
          const t = tiles[i % tiles.length];
          return (await httpGet(agent, `${edge.staticUrl}/${t.z}/${t.x}/${t.y}.mvt`)).status === 200;
        },
      },
    });
    const ratio = speed.edge.rps / speed.static.rps;
    ctx.log(`edge HIT ${speed.edge.rps.toFixed(0)} tiles/s, static ${speed.static.rps.toFixed(0)} req/s`);

    // An edit through the API: the edge serves the new data at the new address at once.
    const t = tileOfLonLat(126.978, 37.5665, 14);
    const before = fill(tpl, t);
    const old = await httpGet(agent, `${edge.url}${before}`);
    const started = performance.now();
    const saved = await fetch(`${ctx.apiUrl}/api/layers/${LYR_ID}/features`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await ctx.tokenFor(ctx.providerAdmin)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [126.978, 37.5665] }, properties: { name: 'edge bench' } }),
    });
    if (saved.status !== 201) throw new Error(`the edit answered ${saved.status}`);
    const after = fill(await template(edge.url), t);
    const fresh = await httpGet(agent, `${edge.url}${after}`);
    const visibleMs = performance.now() - started;
    const stillOld = await httpGet(agent, `${edge.url}${before}`);
    const newAddress = after !== before && fresh.status === 200 && !fresh.body.equals(old.body);
    return [
      { case: `public tiles z${ZOOMS[0]}–${ZOOMS.at(-1)} (${tiles.length} tiles × ${REPEAT})`, metric: 'tiles', value: tiles.length },
      ...['edge', 'static'].flatMap((m) => [
        { case: m === 'edge' ? 'through the edge cache (nginx proxy_cache HIT)' : 'nginx static files, same bytes', metric: 'req/s', value: speed[m].rps },
        {
          case: m === 'edge' ? 'through the edge cache (nginx proxy_cache HIT)' : 'nginx static files, same bytes',
          metric: 'p95 ms',
          value: speed[m].p95,
          ...(speed[m].errors ? { error: `${speed[m].errors} failed requests (or not a HIT)`, ok: false } : {}),
        },
      ]),
      { case: 'edge cache ÷ static files', metric: 'ratio', value: ratio, target: '≥ 0.8', ok: ratio >= 0.8 },
      {
        case: 'edit → new data through the edge',
        metric: 'ms (edit, TileJSON, tile)',
        value: visibleMs,
        target: 'new URL, new bytes',
        ok: newAddress,
        ...(newAddress ? {} : { error: `after the edit: ${before} → ${after}, status ${fresh.status}` }),
      },
      { case: 'old address after the edit', metric: 'X-Edge-Cache', value: stillOld.headers['x-edge-cache'] ?? '-' },
    ];
  } finally {
    agent.destroy();
    await edge.stop();
  }
}
