#!/usr/bin/env node
// Backup and restore drill (docs/operations.md "Backups"): seeds a source database and file
// storage with the demo data, backs both up exactly as operations.md says (pg_dump, and tar of the
// storage folder or `npm run storage -- backup` of the bucket), restores them into a new database
// and storage, starts the built API on each copy and proves the restored copy serves the same
// layers (records, extent, a vector tile, thumbnails) and web maps (detail, thumbnail). Prints a
// table; exits 1 on any difference.
//
//   npm run drill:restore            (needs `npm run build` first; PostgreSQL and Redis running)
//   STORAGE_DRIVER=s3 npm run drill:restore   (or --driver=s3) the same on S3 object storage: the
//       S3_ENDPOINT / S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY given (its buckets nuri-drill-*
//       created when missing), or, without S3_ENDPOINT, an s3rver started by the drill
//
// Everything it makes is its own: databases nuri_drill_src / nuri_drill_restored, Redis
// databases 12 / 13, a temporary folder; the databases are dropped at the end (--keep keeps them).
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort, runNode, startNode, stopChild, waitForReady } from '../bench/lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDist = path.resolve(root, process.env.API_DIST_DIR ?? 'apps/api/dist');
const pgBase = process.env.DRILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(os.tmpdir(), 'nuri-drill-'));
const jwtSecret = `drill-${randomUUID()}-${randomUUID()}`;

const driverArg = process.argv.find((a) => a.startsWith('--driver='))?.slice('--driver='.length);
const driver = driverArg ?? process.env.STORAGE_DRIVER ?? 'local';
if (!['local', 's3'].includes(driver)) throw new Error(`--driver: local or s3, not ${driver}`);
// On S3 each copy has its own bucket (and a local work folder for GDAL).
let s3 = null;

const copies = {
  source: { db: 'nuri_drill_src', redis: 'redis://127.0.0.1:6379/12', storage: path.join(work, 'storage-source'), bucket: 'nuri-drill-src' },
  restored: { db: 'nuri_drill_restored', redis: 'redis://127.0.0.1:6379/13', storage: path.join(work, 'storage-restored'), bucket: 'nuri-drill-restored' },
};
// The control: the restored database without its storage archive. The drill must see the
// difference (the files are gone), or its comparison proves nothing.
const control = { db: copies.restored.db, redis: 'redis://127.0.0.1:6379/14', storage: path.join(work, 'storage-empty'), bucket: 'nuri-drill-empty' };

/** The S3 service of the drill: the configured one, or an s3rver of its own. */
async function startS3() {
  const buckets = [copies.source.bucket, copies.restored.bucket, control.bucket];
  if (process.env.S3_ENDPOINT) {
    const env = {
      S3_ENDPOINT: process.env.S3_ENDPOINT,
      S3_REGION: process.env.S3_REGION ?? 'us-east-1',
      S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? '',
      S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? '',
      S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE ?? 'true',
    };
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    });
    for (const Bucket of buckets) {
      await client.send(new CreateBucketCommand({ Bucket })).catch((e) => {
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(e.name)) throw e;
      });
    }
    return { env, close: async () => {} };
  }
  const { default: S3rver } = await import('s3rver');
  const directory = path.join(work, 's3rver');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const { port } = await server.run();
  const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  return { env, close: () => server.close() };
}

function storageEnvOf(copy) {
  if (driver === 'local') return { STORAGE_DRIVER: 'local', STORAGE_DIR: copy.storage };
  // The storage folder stays empty on S3: GDAL's work files go to WORK_DIR.
  return { STORAGE_DRIVER: 's3', S3_BUCKET: copy.bucket, ...s3.env, STORAGE_DIR: copy.storage, WORK_DIR: path.join(copy.storage, 'work') };
}

function envOf(copy, port) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DEV_TOOLS: 'false',
    HOST: '127.0.0.1',
    PORT: String(port ?? 3000),
    DATABASE_URL: `${pgBase}/${copy.db}`,
    REDIS_URL: copy.redis,
    QUEUE_PREFIX: `nuri-drill-${copy.db}`,
    ...storageEnvOf(copy),
    MIGRATE_ON_START: 'false',
    SERVE_APPS: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
  };
}

/** Prints rows under headers as an aligned text table. */
function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...opts });
const psql = (sql) => sh('psql', [`${pgBase}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
const dropDb = (name) => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
const redisFlush = (url) => sh('redis-cli', ['-u', url, 'FLUSHDB']);

/** A bearer token of the demo institution admin, signed like the API's TokenService. */
function token() {
  const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'demoadmin', nm: '김관리', se: 14, instt: 'demo', jti: randomUUID(), iat: now, exp: now + 1800 };
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
}

const sha = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 16);

/** Tile column/row of a lon/lat at zoom z (Web Mercator, XYZ). */
function tileOf(lon, lat, z) {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const r = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return { x, y };
}

/** What a copy serves, as name → fingerprint (status and a hash of the body). */
async function fingerprint(base) {
  const auth = { authorization: `Bearer ${token()}` };
  const get = async (p, init = {}) => {
    const res = await fetch(`${base}${p}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, body };
  };
  const json = async (p, init) => {
    const r = await get(p, init);
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
    return JSON.parse(r.body.toString('utf8')).result;
  };
  const out = new Map();
  const layers = await json('/api/layers?scope=all-visible&insttCode=demo&pageSize=100&pageIndex=1');
  const own = layers.content.filter((l) => l.insttCode === 'demo').sort((a, b) => a.lyrId.localeCompare(b.lyrId));
  out.set('layers (ids and names)', sha(JSON.stringify(own.map((l) => [l.lyrId, l.lyrNm]))));
  for (const l of own) {
    const attrs = await json(`/api/layers/${l.lyrId}/attributes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageIndex: 1, pageSize: 1000, excludeGeometry: false }),
    });
    out.set(`${l.lyrNm}: records (${attrs.totalElements})`, sha(JSON.stringify(attrs)));
    const bbox = await json(`/api/layers/${l.lyrId}/bbox`);
    out.set(`${l.lyrNm}: extent`, sha(JSON.stringify(bbox)));
    const [minX, minY, maxX, maxY] = bbox.bbox;
    const { x, y } = tileOf((minX + maxX) / 2, (minY + maxY) / 2, 12);
    const tile = await get(`/api/tiles/${l.lyrId}/12/${x}/${y}.mvt`);
    if (tile.status !== 200 || tile.body.length === 0) throw new Error(`${l.lyrNm}: tile 12/${x}/${y} answered ${tile.status} with ${tile.body.length} bytes`);
    out.set(`${l.lyrNm}: tile 12/${x}/${y} (${tile.body.length} B)`, `${tile.status} ${sha(tile.body)}`);
    const thumb = await get(`/api/layers/${l.lyrId}/thumbnail`);
    out.set(`${l.lyrNm}: thumbnail file (${thumb.body.length} B)`, `${thumb.status} ${sha(thumb.body)}`);
  }
  const maps = await json('/api/webmap?scope=instt&pageSize=100&pageIndex=1');
  for (const m of maps.content.sort((a, b) => a.userMapId.localeCompare(b.userMapId))) {
    const detail = await json(`/api/webmap/${m.userMapId}`);
    // Signed thumbnail addresses carry an expiry: compare the rest.
    const stable = JSON.stringify(detail, (k, v) => (typeof v === 'string' && /[?&]sig=/.test(v) ? v.replace(/\?.*$/, '') : v));
    out.set(`map ${m.userMapSj}: detail`, sha(stable));
    const thumb = await get(`/api/webmap/${m.userMapId}/thumbnail`);
    out.set(`map ${m.userMapSj}: thumbnail file (${thumb.body.length} B)`, `${thumb.status} ${sha(thumb.body)}`);
  }
  return out;
}

async function serve(copy, label, logDir, fn) {
  const port = await freePort();
  const child = startNode([path.join(apiDist, 'main.js')], { cwd: root, env: envOf(copy, port), logFile: path.join(logDir, `api-${label}.log`) });
  try {
    await waitForReady(`http://127.0.0.1:${port}/api/health/ready`, child);
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    await stopChild(child);
  }
}

async function main() {
  for (const entry of ['main.js', 'database/migrate.js']) {
    if (!existsSync(path.join(apiDist, entry))) throw new Error(`${path.join(apiDist, entry)} is missing: run \`npm run build\` first.`);
  }
  const logDir = path.join(work, 'logs');
  mkdirSync(logDir, { recursive: true });
  const timings = [];
  const step = async (name, fn) => {
    const t0 = Date.now();
    const r = await fn();
    timings.push([name, `${((Date.now() - t0) / 1000).toFixed(1)} s`]);
    return r;
  };

  if (driver === 's3') s3 = await startS3();
  for (const c of Object.values(copies)) {
    dropDb(c.db);
    redisFlush(c.redis);
    mkdirSync(c.storage, { recursive: true });
  }
  redisFlush(control.redis);
  mkdirSync(control.storage, { recursive: true });
  // 1. A source installation: migrations, bootstrap and demo data (layers imported through the real path).
  await step('seed the source (migrate --seed)', () =>
    runNode([path.join(apiDist, 'database/migrate.js'), '--seed'], { cwd: root, env: envOf(copies.source), logFile: path.join(logDir, 'seed.log') }),
  );
  // 2. The backup, as operations.md says.
  const dump = path.join(work, 'nuri.dump');
  const archive = path.join(work, 'nuri-storage.tar.gz');
  const bucketCopy = path.join(work, 'bucket-backup');
  // Asynchronous: the drill's own s3rver answers it from this process.
  const storageCli = (copy, args) => runNode([path.join(apiDist, 'storage-cli.js'), ...args], { cwd: root, env: envOf(copy), logFile: path.join(logDir, 'storage-cli.log') });
  await step('back up: pg_dump --format=custom', () => sh('pg_dump', ['--format=custom', `--file=${dump}`, `${pgBase}/${copies.source.db}`]));
  if (driver === 'local') await step('back up: tar the storage folder', () => sh('tar', ['-C', copies.source.storage, '-czf', archive, '.']));
  else {
    await step('back up: npm run storage -- backup <folder> (bucket → folder)', () => storageCli(copies.source, ['backup', bucketCopy]));
    await step('back up: tar the bucket copy', () => sh('tar', ['-C', bucketCopy, '-czf', archive, '.']));
  }
  // 3. The restore into a new database and an empty folder.
  await step('restore: create database + pg_restore', () => {
    psql(`CREATE DATABASE ${copies.restored.db}`);
    sh('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${pgBase}/${copies.restored.db}`, dump]);
  });
  if (driver === 'local') await step('restore: unpack the storage folder', () => sh('tar', ['-C', copies.restored.storage, '-xzf', archive]));
  else {
    const unpacked = path.join(work, 'bucket-restore');
    mkdirSync(unpacked, { recursive: true });
    await step('restore: unpack the bucket copy', () => sh('tar', ['-C', unpacked, '-xzf', archive]));
    await step('restore: npm run storage -- restore <folder> (folder → empty bucket)', () => storageCli(copies.restored, ['restore', unpacked]));
  }
  // 4. Both copies served by the built API, compared.
  const source = await step('read the source through the API', () => serve(copies.source, 'source', logDir, fingerprint));
  const restored = await step('read the restored copy through the API', () => serve(copies.restored, 'restored', logDir, fingerprint));

  const missingFiles = await step('control: the database without the storage archive', () => serve(control, 'control', logDir, fingerprint));
  const controlDiffs = [...source.keys()].filter((k) => missingFiles.get(k) !== source.get(k));

  const rows = [];
  let differences = 0;
  for (const name of new Set([...source.keys(), ...restored.keys()])) {
    const same = source.get(name) === restored.get(name);
    if (!same) differences += 1;
    rows.push([name, source.get(name) ?? '(missing)', restored.get(name) ?? '(missing)', same ? 'same' : 'DIFFERENT']);
  }
  await s3?.close();
  console.log(`\nStorage driver: ${driver}. Backup ${(statSync(dump).size / 1024).toFixed(0)} KB database dump + ${(statSync(archive).size / 1024).toFixed(0)} KB storage archive\n`);
  printTable(['Step', 'Time'], timings);
  console.log('');
  printTable(['What the API serves', 'Source', 'Restored', 'Result'], rows);
  if (!keep) {
    for (const c of Object.values(copies)) dropDb(c.db);
    rmSync(work, { recursive: true, force: true });
  } else {
    console.log(`\nKept: databases ${copies.source.db}, ${copies.restored.db}; files in ${work}`);
  }
  const layerRows = rows.filter((r) => r[0].includes(': records')).length;
  const mapRows = rows.filter((r) => r[0].startsWith('map ')).length;
  if (layerRows === 0 || mapRows === 0) {
    console.error('\nrestore drill FAILED: the source served no layers or no maps to compare');
    process.exit(1);
  }
  console.log(`\nControl (database restored, storage not): ${controlDiffs.length} item(s) differ: ${controlDiffs.join('; ')}`);
  if (controlDiffs.length === 0) {
    console.error('\nrestore drill FAILED: the control without storage files looked the same, so the comparison cannot see lost files');
    process.exit(1);
  }
  if (differences) {
    console.error(`\nrestore drill FAILED: ${differences} difference(s)`);
    process.exit(1);
  }
  console.log(`\nrestore drill passed: the restored copy serves the same ${rows.length} items`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
