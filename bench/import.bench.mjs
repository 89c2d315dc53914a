// Layer import: a 1M-row CSV uploaded through POST /api/layers/upload until the layer is READY
// (worker: ogr2ogr into a staging table, points built in SQL, GiST index, thumbnail) against
// ogr2ogr run directly into PostGIS with the CSV driver building the points. Also the peak RSS of
// the API and worker processes while they import.
import { spawn } from 'node:child_process';
import { createWriteStream, openAsBlob, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';

export const name = 'import';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 2);
const DIRECT_TABLE = 'bench_import_direct';
const MB = 1024 * 1024;

/** A CSV like the geocoding test data (시설명, 구분, X좌표, Y좌표 in EPSG:5186), seeded. */
async function writeCsv(file, rows) {
  const out = createWriteStream(file);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  out.write('시설명,구분,X좌표,Y좌표\n');
  for (let i = 1; i <= rows; i++) {
    const line = `시설 ${i}호,구분${i % 10},${(183000 + random() * 34000).toFixed(2)},${(537000 + random() * 30000).toFixed(2)}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The bench database as a GDAL PostgreSQL source (password through the environment). */
function pgSource(databaseUrl) {
  const url = new URL(databaseUrl);
  const parts = {
    dbname: decodeURIComponent(url.pathname.slice(1)),
    host: url.hostname,
    port: url.port || '5432',
  };
  if (url.username) parts.user = decodeURIComponent(url.username);
  const source = Object.entries(parts)
    .map(([k, v]) => `${k}='${v.replace(/'/g, "\\'")}'`)
    .join(' ');
  return {
    source: `PG:${source}`,
    env: url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {},
  };
}

function execTool(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

// Process memory from /proc (Linux): resident now, and children by parent id.
const status = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
const kb = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;
function childrenOf(ppid) {
  const found = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === ppid)
        found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8') });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Samples the resident memory of the API, the worker and the worker's GDAL children until stopped. */
function memorySampler(apiPid, workerPid) {
  const peak = { api: 0, worker: 0, gdal: 0 };
  const timer = setInterval(() => {
    peak.api = Math.max(peak.api, kb(status(apiPid), 'VmRSS'));
    peak.worker = Math.max(peak.worker, kb(status(workerPid), 'VmRSS'));
    for (const child of childrenOf(workerPid))
      peak.gdal = Math.max(peak.gdal, kb(status(child.pid), 'VmRSS'));
  }, 100);
  return { peak, stop: () => clearInterval(timer) };
}

async function direct(ctx, csv) {
  const pg = pgSource(ctx.databaseUrl);
  const started = Date.now();
  await execTool(
    'ogr2ogr',
    [
      '-f',
      'PostgreSQL',
      pg.source,
      csv,
      '-nln',
      `layers.${DIRECT_TABLE}`,
      '-overwrite',
      '-gt',
      'unlimited',
      '-oo',
      'X_POSSIBLE_NAMES=X좌표',
      '-oo',
      'Y_POSSIBLE_NAMES=Y좌표',
      '-a_srs',
      'EPSG:5186',
      '-nlt',
      'POINT',
      '-lco',
      'GEOMETRY_NAME=geom',
      '-lco',
      'FID=gid',
      '-lco',
      'SPATIAL_INDEX=GIST',
    ],
    pg.env,
  );
  const seconds = (Date.now() - started) / 1000;
  const { rows } = await ctx.pg.query(`SELECT count(*)::int AS n FROM layers.${DIRECT_TABLE}`);
  if (rows[0].n !== ROWS) throw new Error(`direct import holds ${rows[0].n} rows, not ${ROWS}`);
  await ctx.pg.query(`DROP TABLE IF EXISTS layers.${DIRECT_TABLE}`);
  return seconds;
}

async function throughApi(ctx, csv, token, memory) {
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('uploadType', 'geocoding');
  form.append('lyrNm', 'bench import 1M');
  form.append('files', await openAsBlob(csv, { type: 'text/csv' }), 'bench_import.csv');
  const started = Date.now();
  const res = await fetch(`${ctx.apiUrl}/api/layers/upload`, { method: 'POST', headers: auth, body: form });
  const body = await res.json();
  const acceptedMs = Date.now() - started;
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${body.message}`);
  const { lyrId, jobId } = body.result;
  let job;
  do {
    await new Promise((r) => setTimeout(r, 100));
    job = (await (await fetch(`${ctx.apiUrl}/api/jobs/${jobId}`, { headers: auth })).json()).result;
  } while (job.state !== 'completed' && job.state !== 'failed');
  const seconds = (Date.now() - started) / 1000;
  if (job.state === 'failed') throw new Error(`import failed: ${job.error}`);
  const { rows } = await ctx.pg.query(
    `SELECT feature_cnt, table_nm, thumbnail_path, import_report FROM lyr WHERE lyr_id = $1`,
    [lyrId],
  );
  const layer = rows[0];
  ctx.log(
    `API steps (ms): accepted ${acceptedMs}, ${JSON.stringify(layer.import_report?.durationsMs ?? {})}`,
  );
  if (Number(layer.feature_cnt) !== ROWS)
    throw new Error(`the layer holds ${layer.feature_cnt} features, not ${ROWS}`);
  // Removed again: the bench database keeps only what other benches build.
  await ctx.pg.query(`DROP TABLE IF EXISTS layers."${layer.table_nm}"`);
  await ctx.pg.query(`DELETE FROM lyr WHERE lyr_id = $1`, [lyrId]);
  if (layer.thumbnail_path) rmSync(path.join(ctx.storageDir, layer.thumbnail_path), { force: true });
  memory.rounds += 1;
  return seconds;
}

/**
 * ctx (bench/run.mjs): apiUrl, apiPid, databaseUrl, pg, storageDir, providerAdmin, tokenFor, log.
 * The worker is found as the child process of this runner running worker.js.
 */
export async function run(ctx) {
  const worker = childrenOf(process.pid).find((c) => c.cmdline.includes('worker.js'));
  if (!worker) throw new Error('no worker process found among the bench runner’s children');
  if (!ctx.providerAdmin) throw new Error('the bench database has no provider admin (seed missing)');
  const token = ctx.tokenFor(ctx.providerAdmin);
  const csv = path.join(os.tmpdir(), `nuri-bench-import-${process.pid}.csv`);
  try {
    ctx.log(`writing ${ROWS.toLocaleString()} rows to ${csv}`);
    await writeCsv(csv, ROWS);
    const sizeMb = statSync(csv).size / MB;
    const times = { direct: [], api: [] };
    const memory = { rounds: 0 };
    const sampler = memorySampler(ctx.apiPid, worker.pid);
    try {
      // Alternating rounds, so background load hits both alike; the best of each counts.
      for (let round = 0; round < ROUNDS; round++) {
        times.direct.push(await direct(ctx, csv));
        times.api.push(await throughApi(ctx, csv, token, memory));
        ctx.log(
          `round ${round + 1}: direct ${times.direct.at(-1).toFixed(1)} s, API ${times.api.at(-1).toFixed(1)} s`,
        );
      }
    } finally {
      sampler.stop();
    }
    const best = { direct: Math.min(...times.direct), api: Math.min(...times.api) };
    const ratio = best.api / best.direct;
    const label = `CSV ${ROWS.toLocaleString()} rows (${sizeMb.toFixed(0)} MB)`;
    const { peak } = sampler;
    return [
      { case: label, metric: 'ogr2ogr direct, s', value: best.direct },
      { case: label, metric: 'upload API → READY, s', value: best.api },
      { case: label, metric: 'API / direct', value: ratio, target: '≤ 1.2', ok: ratio <= 1.2 },
      {
        case: 'while importing',
        metric: 'API peak RSS, MB',
        value: peak.api / MB,
        target: '< 300',
        ok: peak.api < 300 * MB,
      },
      {
        case: 'while importing',
        metric: 'worker peak RSS, MB',
        value: peak.worker / MB,
        target: '< 300',
        ok: peak.worker < 300 * MB,
      },
      { case: 'while importing', metric: 'GDAL child peak RSS, MB', value: peak.gdal / MB },
    ];
  } finally {
    rmSync(csv, { force: true });
    await ctx.pg.query(`DROP TABLE IF EXISTS layers.${DIRECT_TABLE}`).catch(() => undefined);
  }
}
