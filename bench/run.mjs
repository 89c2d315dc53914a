// npm run bench: starts the built API and worker on loopback against the bench database, runs
// every bench/*.bench.mjs and prints one table. Build first (`npm run build`); see bench/README.md.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';
import { freePort, runNode, startNode, stopChild, waitForReady } from './lib/processes.mjs';
import { formatTable } from './lib/table.mjs';
import { signAccessToken } from './lib/token.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const apiDist = path.resolve(repoRoot, process.env.NURI_API_DIST ?? 'apps/api/dist');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nuri_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const filters = process.argv.slice(2);

// Fixed, bench-only secrets: the API runs in production mode, which requires them.
const jwtSecret = 'nuri-bench-only-jwt-secret-not-for-any-real-use';
const benchEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: 'nuri-bench',
  MIGRATE_ON_START: 'false',
  SERVE_APPS: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  STORAGE_DIR: path.join(repoRoot, 'tmp/bench-storage'),
  JWT_SECRET: jwtSecret,
  ENCRYPTION_KEY: Buffer.from('nuri-bench-only-encryption-key!!').toString('base64'),
  SEED_ADMIN_PASSWORD: 'Bench!2026only',
  DEV_TOOLS: 'false',
  // The geocoding bench sends its search-as-you-type requests from one address.
  ADDRESS_SEARCH_RATE_LIMIT: '100000',
};

/**
 * Waits for the machine's background work left by what ran before (a module's bulk load, the
 * lists dataset build) to end before the next measurement: a CHECKPOINT (the load's dirty pages
 * written now, not during the next module), then until no autovacuum worker runs and the API's
 * queues hold no waiting or active job (at most two minutes). Logs how long it waited.
 */
async function settle(pool, apiUrl, log) {
  const started = Date.now();
  await pool.query('CHECKPOINT');
  let busy = '';
  while (Date.now() - started < 120_000) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`);
    const health = await fetch(`${apiUrl}/api/health`).then((r) => r.json()).catch(() => null);
    const queue = String(health?.result?.checks?.queue?.detail ?? '');
    const jobs = /waiting 0, active 0/.test(queue) ? '' : queue;
    busy = [rows[0].n ? `${rows[0].n} autovacuum worker(s)` : '', jobs].filter(Boolean).join('; ');
    if (!busy) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  log(`settled in ${((Date.now() - started) / 1000).toFixed(1)} s${busy ? ` (still busy: ${busy})` : ''}; load ${os.loadavg()[0].toFixed(2)}`);
}

function benchModules() {
  return readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()
    .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)));
}

async function main() {
  for (const entry of ['main.js', 'worker.js', 'database/migrate.js']) {
    if (!existsSync(path.join(apiDist, entry))) {
      throw new Error(`${path.join(apiDist, entry)} is missing: run \`npm run build\` first (the bench builds nothing).`);
    }
  }
  const files = benchModules();
  if (files.length === 0) throw new Error(`no bench/*.bench.mjs matches ${filters.join(' ')}`);
  const logDir = path.join(os.tmpdir(), `nuri-bench-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(logDir, { recursive: true });
  mkdirSync(benchEnv.STORAGE_DIR, { recursive: true });
  const port = await freePort();
  const env = { ...process.env, ...benchEnv, PORT: String(port) };
  const children = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.max(concurrency, 4) });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const rows = [];
  let failed = false;
  const stopAll = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
    await pool.end().catch(() => {});
    redis.disconnect();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    console.log(`bench: database ${databaseUrl}, redis ${redisUrl}, logs ${logDir}`);
    await runNode([path.join(apiDist, 'database/migrate.js'), '--seed'], { cwd: repoRoot, env, logFile: path.join(logDir, 'migrate.log') });
    const api = startNode([path.join(apiDist, 'main.js')], { cwd: repoRoot, env, logFile: path.join(logDir, 'api.log') });
    const worker = startNode([path.join(apiDist, 'worker.js')], { cwd: repoRoot, env, logFile: path.join(logDir, 'worker.log') });
    children.push(api, worker);
    const apiUrl = `http://127.0.0.1:${port}`;
    await waitForReady(`${apiUrl}/api/health/ready`, api);
    await redis.connect();
    const admins = await pool.query(`SELECT user_id, user_nm, user_se_code, instt_code FROM users WHERE user_se_code = 4 ORDER BY regist_dt LIMIT 1`);
    const admin = admins.rows[0];
    const ctx = {
      repoRoot,
      apiDist,
      apiUrl,
      apiPid: api.pid,
      databaseUrl,
      redisUrl,
      storageDir: benchEnv.STORAGE_DIR,
      logDir,
      concurrency,
      pg: pool,
      redis,
      // The API's environment, to start more API processes (the basemap bench).
      env,
      providerAdmin: admin && { userId: admin.user_id, userNm: admin.user_nm, userSeCode: Number(admin.user_se_code), insttCode: admin.instt_code },
      tokenFor: (user) => signAccessToken(jwtSecret, user),
      log: (msg) => console.log(`  ${msg}`),
      settle: () => settle(pool, apiUrl, ctx.log),
    };
    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(benchDir, file)).href);
      const bench = mod.name ?? file.replace(/\.bench\.mjs$/, '');
      console.log(`bench ${bench} (${file})`);
      await ctx.settle();
      const started = Date.now();
      try {
        if (typeof mod.run !== 'function') throw new Error('exports no run(ctx)');
        const out = await mod.run(ctx);
        for (const row of out) {
          rows.push({ bench, ...row });
          if (row.error) {
            failed = true;
            console.error(`  ${bench}: ${row.case}: ${row.error}`);
          }
        }
      } catch (e) {
        failed = true;
        rows.push({ bench, case: 'error', metric: e instanceof Error ? e.message : String(e), ok: false });
        console.error(e);
      }
      console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await stopAll();
  }
  console.log(`\n${formatTable(rows)}\n`);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}; concurrency ${concurrency}`);
  // Missed targets are reported in the table (ok = NO); only errors fail the run.
  if (failed) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
