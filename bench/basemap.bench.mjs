// Base-map picker: GET /api/basemap with the picker's query served from the Redis cache, the
// same rows without the cache (another sort direction: a database query each time) and a bare
// node:http server answering the same bytes; then bursts of 200 concurrent picker requests
// spread over two API processes right after an invalidation, counting the database queries
// each cache fill took (from the answers' X-Basemap-Cache and from PostgreSQL's own scan count).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpGet, interleave, keepAliveAgent } from './lib/load.mjs';
import { freePort, startNode, stopChild, waitForReady } from './lib/processes.mjs';

export const name = 'basemap';

const PICKER = '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y';
/** The same filters and rows in the other order: not the picker query, so never cached. */
const UNCACHED = `${PICKER}&direction=ASC`;
const REQUESTS = Number(process.env.BENCH_BASEMAP_REQUESTS ?? 6000);
const BURST = Number(process.env.BENCH_BASEMAP_BURST ?? 200);
const FILLS = Number(process.env.BENCH_BASEMAP_FILLS ?? 5);
const CHUNKS = 6;
const GENERATION_KEY = 'nuri:basemap:picker:gen';
/** Sources that ran the query (FILL: the one filler; TIMEOUT, BYPASS: fallbacks). */
const QUERIED = new Set(['FILL', 'TIMEOUT', 'BYPASS']);
/** PostgreSQL publishes another backend's table counters within about 10 s (PGSTAT_IDLE_INTERVAL). */
const STATS_SETTLE_MS = 11_500;

async function startBareServer(file) {
  const script = `
    const body = require('fs').readFileSync(process.argv[1]);
    const server = require('http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function bcrnMapScans(pg) {
  const { rows } = await pg.query(
    `SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables WHERE relname = 'bcrn_map'`,
  );
  return Number(rows[0]?.scans ?? 0);
}

const rowsOf = (label, r, unit = 'req/s') => [
  { case: label, metric: unit, value: r.rps },
  {
    case: label,
    metric: 'p95 ms',
    value: r.p95,
    ...(r.errors ? { error: `${r.errors} failed requests`, ok: false } : {}),
  },
];

export async function run(ctx) {
  if (!ctx.env) throw new Error('bench/run.mjs passes no env: cannot start the second API process');
  // A second API process on the same database and Redis.
  const port2 = await freePort();
  const api2 = startNode([path.join(ctx.apiDist, 'main.js')], {
    cwd: ctx.repoRoot,
    env: { ...ctx.env, PORT: String(port2) },
    logFile: path.join(ctx.logDir, 'api-2.log'),
  });
  const api2Url = `http://127.0.0.1:${port2}`;
  const agent = keepAliveAgent(ctx.concurrency);
  const burstAgent = new http.Agent({ keepAlive: true, maxSockets: BURST });
  let bare;
  let bareAgent;
  try {
    await waitForReady(`${api2Url}/api/health/ready`, api2);
    const probe = await httpGet(agent, `${ctx.apiUrl}${PICKER}`);
    if (probe.status !== 200) throw new Error(`GET ${PICKER} answered ${probe.status}`);
    const entries = JSON.parse(probe.body.toString('utf8')).result.content.length;
    const probe2 = await httpGet(agent, `${ctx.apiUrl}${PICKER}`);
    if (probe2.headers['x-basemap-cache'] !== 'HIT')
      throw new Error(`the second picker request was not a cache hit (${probe2.headers['x-basemap-cache']})`);

    // Throughput: cached vs uncached vs bare, in alternating chunks.
    const file = path.join(ctx.logDir, 'basemap-picker.json');
    writeFileSync(file, probe.body);
    bare = await startBareServer(file);
    bareAgent = keepAliveAgent(ctx.concurrency);
    const bareUrl = `http://127.0.0.1:${bare.port}/api/basemap`;
    const modes = {
      cached: async () => {
        const res = await httpGet(agent, `${ctx.apiUrl}${PICKER}`);
        return res.status === 200 && res.headers['x-basemap-cache'] === 'HIT';
      },
      uncached: async () => {
        const res = await httpGet(agent, `${ctx.apiUrl}${UNCACHED}`);
        return res.status === 200 && res.headers['x-basemap-cache'] === undefined;
      },
      bare: async () => (await httpGet(bareAgent, bareUrl)).status === 200,
      // The API's own floor: a public route that does nothing (guards, logging, envelope only).
      floor: async () => (await httpGet(agent, `${ctx.apiUrl}/api/health/live`)).status === 200,
    };
    const speed = await interleave({ count: REQUESTS, concurrency: ctx.concurrency, chunks: CHUNKS, modes });
    ctx.log(
      `cached ${speed.cached.rps.toFixed(0)}, uncached ${speed.uncached.rps.toFixed(0)}, bare ${speed.bare.rps.toFixed(0)}, API floor ${speed.floor.rps.toFixed(0)} req/s`,
    );

    // Bursts: invalidate, then BURST concurrent requests, half to each API process.
    await sleep(STATS_SETTLE_MS);
    const scansBefore = await bcrnMapScans(ctx.pg);
    const perFill = [];
    const burstLatencies = [];
    let failed = 0;
    for (let k = 0; k < FILLS; k++) {
      await ctx.redis.incr(GENERATION_KEY);
      const answers = await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const t0 = performance.now();
          const res = await httpGet(burstAgent, `${i % 2 ? api2Url : ctx.apiUrl}${PICKER}`);
          burstLatencies.push(performance.now() - t0);
          return res;
        }),
      );
      failed += answers.filter((r) => r.status !== 200).length;
      perFill.push(answers.filter((r) => QUERIED.has(r.headers['x-basemap-cache'])).length);
    }
    await sleep(STATS_SETTLE_MS);
    const scans = (await bcrnMapScans(ctx.pg)) - scansBefore;
    burstLatencies.sort((a, b) => a - b);
    const p95 = burstLatencies[Math.floor(burstLatencies.length * 0.95)] ?? 0;
    const maxPerFill = Math.max(...perFill);
    const totalQueries = perFill.reduce((a, b) => a + b, 0);
    ctx.log(`queries per fill: ${perFill.join(', ')}; bcrn_map scans ${scans}`);
    const cachedVsBare = speed.cached.rps / speed.bare.rps;
    const cachedVsUncached = speed.cached.rps / speed.uncached.rps;
    return [
      { case: 'picker list', metric: 'entries', value: entries },
      ...rowsOf('GET /api/basemap picker, cached', speed.cached),
      ...rowsOf('same rows, no cache (DB each time)', speed.uncached),
      ...rowsOf('bare node:http, same JSON', speed.bare),
      ...rowsOf('API floor: GET /api/health/live', speed.floor),
      {
        case: 'cached ÷ uncached',
        metric: 'ratio',
        value: cachedVsUncached,
        target: '≥ 1.2',
        ok: cachedVsUncached >= 1.2,
      },
      // Issue 11's target for the cached picker against the bare server.
      { case: 'cached ÷ bare server', metric: 'ratio', value: cachedVsBare, target: '≥ 0.5', ok: cachedVsBare >= 0.5 },
      { case: 'cached ÷ API floor', metric: 'ratio', value: speed.cached.rps / speed.floor.rps },
      // Issue 25's HTTP floor: the API's cheapest route against the bare server, same run.
      {
        case: 'API floor ÷ bare server',
        metric: 'ratio',
        value: speed.floor.rps / speed.bare.rps,
        target: '≥ 0.5',
        ok: speed.floor.rps / speed.bare.rps >= 0.5,
      },
      {
        case: `burst ${BURST} concurrent, 2 API processes, ${FILLS} fills`,
        metric: 'DB queries per fill (max)',
        value: maxPerFill,
        target: '1',
        ok: maxPerFill === 1,
        ...(failed ? { error: `${failed} failed requests` } : {}),
      },
      {
        case: 'same bursts',
        metric: 'DB queries total (answers)',
        value: totalQueries,
        target: String(FILLS),
        ok: totalQueries === FILLS,
      },
      {
        case: 'same bursts',
        metric: 'bcrn_map scans (pg_stat)',
        value: scans,
        target: String(FILLS),
        ok: scans === FILLS,
      },
      { case: 'same bursts', metric: 'p95 ms', value: p95 },
    ];
  } finally {
    agent.destroy();
    burstAgent.destroy();
    bareAgent?.destroy();
    bare?.stop();
    await stopChild(api2);
  }
}
