// Resilience scenarios (issue: production readiness). Each returns checks
// { scenario, check, value, target, ok }; run.mjs prints them and counts passes.
import { createRequire } from 'node:module';
import http from 'node:http';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, DEMO_PASSWORD, login } from './stack.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { hash } = require('@node-rs/argon2');
const { Queue } = require('bullmq');
const IORedis = require('ioredis');

const SEOUL = { lon: 126.978, lat: 37.5665 };
const LOAD_USERS = Number(process.env.RESILIENCE_USERS ?? 200);
const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 120);
/** Virtual users arrive one after another over this time (a ramp), then all run LOAD_SECONDS. */
const RAMP_SECONDS = Number(process.env.RESILIENCE_RAMP_SECONDS ?? 20);

export function tileOf(lon, lat, z) {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n) };
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const check = (scenario, name, value, target, ok) => ({ scenario, check: name, value: String(value), target, ok: Boolean(ok) });

/** CPU ms a process used, itself and its reaped children (Linux /proc, 100 ticks a second). */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { self: (Number(f[11]) + Number(f[12])) * 10, children: (Number(f[13]) + Number(f[14])) * 10, ppid: Number(f[1]) };
  } catch {
    return { self: 0, children: 0, ppid: 0 };
  }
}

/** CPU ms used so far by each part of the stack: APIs, workers (with GDAL), PostgreSQL, Redis, this load generator. */
export function cpuSnapshot(stack) {
  const whole = (pid) => {
    const c = cpuMsOf(pid);
    return c.self + c.children;
  };
  const postmaster = Number(readFileSync(path.join(stack.pg.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let postgres = whole(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const c = cpuMsOf(entry);
    if (c.ppid === postmaster) postgres += c.self;
  }
  const own = process.cpuUsage();
  return {
    api: [...stack.apis.values()].reduce((n, a) => n + whole(a.child.pid), 0),
    worker: [...stack.workers.values()].reduce((n, w) => n + whole(w.child.pid), 0),
    postgres,
    redis: stack.redis.child ? whole(stack.redis.child.pid) : 0,
    generator: (own.user + own.system) / 1000,
  };
}

/** Ids the load uses: the demo map, layers and an editor token. */
export async function demoFixtures(stack) {
  const db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
  try {
    const [map] = (await db.query(`SELECT user_map_id FROM user_map WHERE instt_code = 'demo' ORDER BY regist_dt LIMIT 1`)).rows;
    const layers = (await db.query(`SELECT lyr_id FROM lyr WHERE instt_code = 'demo' AND lyr_ty_se_code <> '0' ORDER BY regist_dt`)).rows.map((r) => r.lyr_id);
    if (!map || layers.length === 0) throw new Error('the demo seed made no map or layers');
    return { userMapId: map.user_map_id, layers };
  } finally {
    await db.end();
  }
}

/** n members of the demo institution (load-NNN), all with the demo password. */
export async function loadMembers(stack, n) {
  const db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
  try {
    const passwordHash = await hash(DEMO_PASSWORD);
    const ids = Array.from({ length: n }, (_, i) => `loaduser${String(i).padStart(3, '0')}`);
    await db.query(
      `INSERT INTO users (user_id, user_nm, emailaddr, user_se_code, instt_code, password_hash, user_sttus, password_change_dt)
       SELECT id, '부하 사용자', id || '@example.com', 11, 'demo', $2, 'active', now() FROM unnest($1::text[]) AS id
       ON CONFLICT (user_id) DO NOTHING`,
      [ids, passwordHash],
    );
    return ids;
  } finally {
    await db.end();
  }
}

/** Two API processes and two workers on one PostgreSQL and Redis. */
export async function twoProcesses(stack, fx) {
  const S = 'two APIs + two workers';
  const [a, b] = [stack.apis.get('a'), stack.apis.get('b')];
  const out = [];
  const session = await login(a.url, 'demomember', DEMO_PASSWORD, '10.9.0.1');
  const onB = await call(b.url, 'GET', `/api/webmap/${fx.userMapId}`, { token: session.accessToken });
  const refreshed = await call(b.url, 'POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
  out.push(check(S, 'token from API a accepted by API b; refresh on b', `${onB.status}, ${refreshed.status}`, '200, 200/201', onB.status === 200 && [200, 201].includes(refreshed.status)));

  // Cache single-flight across processes: invalidate, then 200 concurrent picker requests over both.
  const redis = new IORedis(stack.redis.url);
  await redis.incr('nuri:basemap:picker:gen');
  await redis.quit();
  const picker = '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y';
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(i % 2 ? a.url : b.url, 'GET', picker)));
  const fills = answers.filter((r) => ['FILL', 'TIMEOUT', 'BYPASS'].includes(r.headers.get('x-basemap-cache') ?? '')).length;
  out.push(check(S, 'base-map picker: database queries for a 200-request burst over both APIs', fills, '1', fills === 1 && answers.every((r) => r.status === 200)));

  // Workers lower their own CPU priority (WORKER_NICE, default 10) so imports yield to requests.
  const nices = [...stack.workers.values()].map((w) => Number(readFileSync(`/proc/${w.child.pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
  out.push(check(S, 'workers run at a lower CPU priority (nice)', nices.join(', '), '10, 10', nices.length === 2 && nices.every((n) => n === 10)));

  // The repeatable billing schedule exists once however many workers upserted it.
  const queue = new Queue('billing', { connection: { url: stack.redis.url }, prefix: 'nuri-resilience' });
  const schedulers = await queue.getJobSchedulers();
  await queue.close();
  const billingDaily = schedulers.filter((s) => s.key === 'billing-daily' || s.id === 'billing-daily').length;
  out.push(check(S, `billing schedule registered by two workers (${schedulers.map((s) => s.key ?? s.id).join(', ')})`, billingDaily, '1', billingDaily === 1));
  return out;
}

/**
 * 200 virtual users: they arrive over RAMP_SECONDS (each signs in first), then all of them browse
 * for LOAD_SECONDS: gallery, maps, tiles, sign-ins and small uploads, with 0.5–1.5 s between
 * requests. Every request counts, the ramp's included.
 */
export async function mixedLoad(stack, fx, root) {
  const S = `mixed load (${LOAD_USERS} users after a ${RAMP_SECONDS} s ramp, ${LOAD_SECONDS} s)`;
  const apis = [stack.apis.get('a'), stack.apis.get('b')];
  const users = await loadMembers(stack, LOAD_USERS);
  const csvPath = path.join(root, 'apps/api/src/database/seed-data/seoul-facilities.csv');
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(csvPath);
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let uploads = 0;
  const cpuBefore = cpuSnapshot(stack);
  const started = Date.now();
  const full = started + RAMP_SECONDS * 1000;
  let end = full + LOAD_SECONDS * 1000;
  const byKind = new Map();
  const timeline = [];
  const note = (kind, status, ms) => {
    latencies.push(ms);
    timeline.push({ t: Date.now(), ms });
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const failures = [];
  // The heap probe pauses every user for its forced collection (see below): a collection the
  // platform would never run must not stall requests that are being measured.
  let pause = null;
  let inFlight = 0;
  const timed = async (kind, fn) => {
    if (pause) {
      await pause;
      // Users come back one by one, as their think time would have spread them, not all at once.
      await sleep(Math.random() * 1500);
    }
    inFlight += 1;
    const t0 = performance.now();
    try {
      const status = await fn();
      note(kind, status, performance.now() - t0);
    } catch (e) {
      errors += 1;
      failures.push(`${kind}: ${String(e instanceof Error ? e.message : e).slice(0, 80)}`);
      note(kind, 'error', performance.now() - t0);
    } finally {
      inFlight -= 1;
    }
  };
  const rss = [];
  const sampler = setInterval(async () => {
    try {
      rss.push({ t: Date.now(), mb: (await stack.rssMb('api', 'a')) + (await stack.rssMb('api', 'b')) });
    } catch {
      // a process went away: the 5xx/error checks report it
    }
  }, 5000);
  const vu = async (i) => {
    const api = apis[i % apis.length].url;
    const ip = `10.${1 + (i >> 8)}.${i & 255}.7`;
    const headers = { 'X-Forwarded-For': ip };
    let token = null;
    await timed('login', async () => {
      token = (await login(api, users[i], DEMO_PASSWORD, ip)).accessToken;
      return 200;
    });
    while (Date.now() < end) {
      const r = Math.random();
      if (r < 0.35) {
        await timed('gallery', async () => (await call(api, 'GET', '/api/mapgallery?pageIndex=1&pageSize=12', { headers })).status);
      } else if (r < 0.5) {
        await timed('map', async () => (await call(api, 'GET', `/api/webmap/${fx.userMapId}`, { token, headers })).status);
      } else if (r < 0.87) {
        const z = 11 + Math.floor(Math.random() * 5);
        const t = tileOf(SEOUL.lon + (Math.random() - 0.5) * 0.1, SEOUL.lat + (Math.random() - 0.5) * 0.1, z);
        const lyrId = fx.layers[Math.floor(Math.random() * fx.layers.length)];
        await timed('tile', async () => (await call(api, 'GET', `/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt`, { token, headers })).status);
      } else if (r < 0.89) {
        await timed('relogin', async () => {
          const s = await login(api, users[i], DEMO_PASSWORD, ip);
          token = s.accessToken;
          return 200;
        });
      } else if (r < 0.99) {
        await timed('count', async () => (await call(api, 'GET', '/api/mypage/contents/count', { token, headers })).status);
      } else {
        await timed('upload', async () => {
          const form = new FormData();
          form.append('uploadType', 'geocoding');
          form.append('lyrNm', `부하 업로드 ${i}-${uploads}`);
          form.append('files', new Blob([csv]), 'facilities.csv');
          uploads += 1;
          const res = await fetch(`${api}/api/layers/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, ...headers }, body: form, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          return res.status;
        });
      }
      await sleep(500 + Math.random() * 1000);
    }
  };
  // Live heap after a forced collection: 30 s into the full load (every user waits before their
  // next request until the requests in flight are done and the probe is over; the load then runs
  // that much longer) and when the load is over.
  const heaps = {};
  const heapNow = async () => (await stack.heapAfterGcMb('a')) + (await stack.heapAfterGcMb('b'));
  const warmProbe = (async () => {
    await sleep(Math.max(0, full + 30_000 - Date.now()));
    let release;
    pause = new Promise((resolve) => (release = resolve));
    const paused = Date.now();
    for (let i = 0; inFlight > 0 && i < 1000; i += 1) await sleep(10);
    try {
      heaps.warm = await heapNow();
    } finally {
      end += Date.now() - paused;
      pause = null;
      release();
    }
  })();
  await Promise.all(Array.from({ length: LOAD_USERS }, (_, i) => sleep((i * RAMP_SECONDS * 1000) / LOAD_USERS).then(() => vu(i))));
  clearInterval(sampler);
  await warmProbe;
  heaps.end = await heapNow();
  const cpuAfter = cpuSnapshot(stack);
  const seconds = (Date.now() - started) / 1000;
  const sorted = latencies.slice().sort((x, y) => x - y);
  const fivexx = [...statuses.entries()].filter(([s]) => typeof s === 'number' && s >= 500).reduce((n, [, c]) => n + c, 0);
  const byStatus = [...statuses.entries()].map(([s, c]) => `${s}:${c}`).join(' ');
  const growth = (heaps.end - heaps.warm) / heaps.warm;
  const maxRss = Math.max(...rss.map((x) => x.mb));
  for (const [kind, xs] of byKind) {
    const ks = xs.slice().sort((x, y) => x - y);
    console.log(`  ${kind.padEnd(8)} n ${String(ks.length).padStart(6)}  p50 ${pct(ks, 50).toFixed(0).padStart(5)}  p99 ${pct(ks, 99).toFixed(0).padStart(5)}  max ${ks.at(-1).toFixed(0).padStart(5)} ms`);
  }
  for (let from = 0; from < seconds; from += 10) {
    const ws = timeline.filter((x) => x.t >= started + from * 1000 && x.t < started + (from + 10) * 1000).map((x) => x.ms).sort((x, y) => x - y);
    if (ws.length) console.log(`  ${String(from).padStart(4)}–${from + 10} s  n ${String(ws.length).padStart(5)}  p99 ${pct(ws, 99).toFixed(0).padStart(5)} ms`);
  }
  const cpuLine = Object.keys(cpuAfter).map((k) => `${k} ${((cpuAfter[k] - cpuBefore[k]) / latencies.length).toFixed(2)}`).join(', ');
  const cpuTotal = Object.keys(cpuAfter).reduce((n, k) => n + cpuAfter[k] - cpuBefore[k], 0);
  console.log(`  CPU ms per request: ${cpuLine}; all ${(cpuTotal / latencies.length).toFixed(2)} (${(cpuTotal / 1000 / seconds).toFixed(2)} cores busy)`);
  if (failures.length) console.log(`  failed requests: ${failures.slice(0, 10).join('; ')}`);
  console.log(`  RSS (MB, both APIs): ${rss.map((x) => x.mb.toFixed(0)).join(' ')}`);
  return [
    check(S, `requests (${(latencies.length / seconds).toFixed(0)}/s; ${byStatus})`, latencies.length, '>0', latencies.length > LOAD_USERS),
    check(S, '5xx answers and failed connections', fivexx + errors, '0', fivexx + errors === 0),
    check(S, 'p99 latency (ms)', pct(sorted, 99).toFixed(0), '< 500', pct(sorted, 99) < 500),
    check(S, `API live heap after GC, 30 s into the full load vs after it (MB, ${heaps.warm.toFixed(0)} → ${heaps.end.toFixed(0)}; RSS peak ${maxRss.toFixed(0)})`, `${(growth * 100).toFixed(1)} %`, '< 15 % growth', heaps.warm > 0 && growth < 0.15),
  ];
}

/** Waits until no job is waiting or active in the queues (imports of the load drained). */
export async function drained(stack, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const detail = (await call(stack.apis.get('a').url, 'GET', '/api/health')).body?.result?.checks?.queue?.detail ?? '';
    if (/waiting 0, active 0, delayed 0/.test(detail)) return;
    await sleep(1000);
  }
  throw new Error('the job queues did not drain');
}

/** Background readers: anonymous base-map picker and gallery, a member's map; every answer logged. */
function readers(stack, fx, token, n = 10) {
  const log = [];
  let stop = false;
  const api = stack.apis.get('a').url;
  const loop = async (i) => {
    while (!stop) {
      const t = Date.now();
      const route = i % 3 === 0 ? '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y' : i % 3 === 1 ? '/api/mapgallery?pageIndex=1&pageSize=12' : `/api/webmap/${fx.userMapId}`;
      try {
        const r = await call(api, 'GET', route, { token: i % 3 === 2 ? token : undefined, timeoutMs: 8000 });
        log.push({ t, route, status: r.status, cache: r.headers.get('x-basemap-cache'), ms: Date.now() - t });
      } catch (e) {
        log.push({ t, route, status: 'error', ms: Date.now() - t, error: String(e) });
      }
      await sleep(100);
    }
  };
  const running = Promise.all(Array.from({ length: n }, (_, i) => loop(i)));
  return { log, stop: async () => { stop = true; await running; } };
}

export async function redisOutage(stack, fx) {
  const S = 'Redis stopped and restarted under load';
  const token = (await login(stack.apis.get('a').url, 'demomember', DEMO_PASSWORD, '10.9.0.2')).accessToken;
  const r = readers(stack, fx, token);
  await sleep(3000);
  const down = Date.now();
  await stack.redis.stop();
  await sleep(8000);
  const up = Date.now();
  await stack.redis.start();
  await sleep(10_000);
  await r.stop();
  // Requests that started and ended while Redis was down (some started then end after its return).
  const during = r.log.filter((x) => x.t >= down + 1000 && x.t + x.ms < up);
  const publicDuring = during.filter((x) => !x.route.startsWith('/api/webmap'));
  const pickerDuring = during.filter((x) => x.route.startsWith('/api/basemap'));
  const after = r.log.filter((x) => x.t >= up);
  const firstCached = after.find((x) => x.route.startsWith('/api/basemap') && (x.cache === 'HIT' || x.cache === 'FILL'));
  const lastFailure = after.filter((x) => x.status !== 200).at(-1);
  const recovery = Math.max(firstCached ? firstCached.t - up : Infinity, lastFailure ? lastFailure.t - up : 0);
  const authDuring = during.filter((x) => x.route.startsWith('/api/webmap'));
  return [
    check(S, `public reads during the outage answered 200 (${publicDuring.length} requests)`, publicDuring.filter((x) => x.status === 200).length, `${publicDuring.length}`, publicDuring.length > 0 && publicDuring.every((x) => x.status === 200)),
    // BYPASS: this request read the database; WAIT: it shared a database read in flight in its process.
    check(S, `base maps served from the database meanwhile (${[...new Set(pickerDuring.map((x) => x.cache))].join('/')})`, pickerDuring.filter((x) => x.status === 200 && ['BYPASS', 'WAIT'].includes(x.cache)).length, `${pickerDuring.length}`, pickerDuring.length > 0 && pickerDuring.every((x) => x.status === 200 && ['BYPASS', 'WAIT'].includes(x.cache))),
    check(S, `signed-in reads during the outage answered 200 (${authDuring.length} requests)`, authDuring.filter((x) => x.status === 200).length, `${authDuring.length}`, authDuring.length > 0 && authDuring.every((x) => x.status === 200)),
    check(S, 'recovery after Redis returned (cache used again, no failures) (ms)', Number.isFinite(recovery) ? recovery : 'never', '< 5000', recovery < 5000),
  ];
}

export async function postgresRestart(stack, fx) {
  const S = 'PostgreSQL restarted under load';
  const token = (await login(stack.apis.get('a').url, 'demomember', DEMO_PASSWORD, '10.9.0.3')).accessToken;
  const r = readers(stack, fx, token);
  await sleep(3000);
  const down = Date.now();
  stack.pg.stop();
  const readyDuring = await call(stack.apis.get('a').url, 'GET', '/api/health/ready').catch(() => ({ status: 'error' }));
  await sleep(5000);
  const up = Date.now();
  stack.pg.start();
  await sleep(10_000);
  await r.stop();
  const during = r.log.filter((x) => x.t >= down + 500 && x.t < up);
  const bad = during.filter((x) => x.status !== 200 && x.status !== 503);
  const slow = during.filter((x) => x.ms > 6000);
  const after = r.log.filter((x) => x.t >= up);
  const lastFailure = after.filter((x) => x.status !== 200).at(-1);
  const recovery = lastFailure ? lastFailure.t - up : 0;
  return [
    check(S, `answers during the outage: 200 (cached) or a clean 503 (${during.length} requests; ${[...new Set(during.map((x) => x.status))].join('/')})`, bad.length, '0 others', during.length > 0 && bad.length === 0),
    check(S, 'no request hung during the outage (> 6 s)', slow.length, '0', slow.length === 0),
    check(S, 'readiness during the outage', readyDuring.status, '503', readyDuring.status === 503),
    check(S, 'recovery after PostgreSQL returned (ms)', recovery, '< 10000', recovery < 10_000 && after.some((x) => x.status === 200)),
  ];
}

export async function workerKilledMidImport(stack) {
  const S = 'worker killed mid-import';
  const api = stack.apis.get('a').url;
  const token = (await login(api, 'demoeditor', DEMO_PASSWORD, '10.9.0.4')).accessToken;
  const rows = 150_000;
  const lines = ['이름,경도,위도'];
  for (let i = 0; i < rows; i += 1) lines.push(`지점${i},${(126.8 + (i % 1000) * 0.0003).toFixed(6)},${(37.45 + Math.floor(i / 1000) * 0.001).toFixed(6)}`);
  const form = new FormData();
  form.append('uploadType', 'geocoding');
  form.append('lyrNm', '재시작 시험 지점');
  form.append('files', new Blob([lines.join('\n')]), 'points.csv');
  const res = await fetch(`${api}/api/layers/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const { lyrId, jobId } = (await res.json()).result;
  // Wait until a worker is converting it, then kill every worker.
  for (let i = 0; i < 200; i += 1) {
    const job = (await call(api, 'GET', `/api/jobs/${jobId}`, { token })).body.result;
    if (job.state === 'active') break;
    await sleep(50);
  }
  await sleep(300);
  await stack.kill('worker', 'w1');
  await stack.kill('worker', 'w2');
  const killedAt = Date.now();
  await stack.startWorker('w1');
  let job;
  const deadline = Date.now() + 150_000;
  do {
    await sleep(1000);
    job = (await call(api, 'GET', `/api/jobs/${jobId}`, { token })).body.result;
  } while (job.state !== 'completed' && job.state !== 'failed' && Date.now() < deadline);
  const db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
  let features = -1;
  let tables = [];
  try {
    const [row] = (await db.query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId])).rows;
    if (row?.table_nm) features = Number((await db.query(`SELECT count(*)::int AS n FROM layers."${row.table_nm}"`)).rows[0].n);
    tables = (await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'layers' AND table_name LIKE $1`, [`%${lyrId.replace(/-/g, '').slice(0, 12)}%`])).rows;
  } finally {
    await db.end();
  }
  const workDir = path.join(stack.storage, 'imports', lyrId);
  await stack.startWorker('w2');
  return [
    check(S, `import finished after the restart (s after the kill)`, job.state === 'completed' ? ((Date.now() - killedAt) / 1000).toFixed(0) : job.state, 'completed', job.state === 'completed'),
    check(S, 'every row imported once', features, String(rows), features === rows),
    check(S, 'no half-imported table left beside it', tables.length, '≤ 1', tables.length <= 1),
    check(S, 'no work files left', existsSync(workDir) ? readdirSync(workDir).length : 0, '0', !existsSync(workDir) || readdirSync(workDir).length === 0),
  ];
}

export async function workerKilledMidBilling(stack) {
  const S = 'worker killed mid-billing';
  const api = stack.apis.get('a').url;
  const db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
  const count = 300;
  try {
    const codes = Array.from({ length: count }, (_, i) => `rb-${String(i).padStart(3, '0')}`);
    await db.query(`INSERT INTO instt (instt_code, instt_nm, delete_at) SELECT c, '청구 시험 ' || c, 'N' FROM unnest($1::text[]) c ON CONFLICT DO NOTHING`, [codes]);
    // Subscribed since three months ago: last month is billable.
    await db.query(`UPDATE subscription SET begin_de = (now() - interval '3 months')::date WHERE instt_code = ANY($1)`, [codes]);
    // The 1st of next month, Seoul time: last month's claims are due.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 3, 0, 0));
    await call(api, 'PUT', '/api/dev/clock', { body: { now: next.toISOString() } });
    const queue = new Queue('billing', { connection: { url: stack.redis.url }, prefix: 'nuri-resilience' });
    await queue.add('billing:daily', {}, { jobId: `resilience-billing-${Date.now()}`, attempts: 3 });
    await queue.close();
    const claims = async () => Number((await db.query(`SELECT count(*)::int AS n FROM claim WHERE instt_code LIKE 'rb-%'`)).rows[0].n);
    let before = 0;
    for (let i = 0; i < 600 && before < 20; i += 1) {
      await sleep(100);
      before = await claims();
    }
    await stack.kill('worker', 'w1');
    await stack.kill('worker', 'w2');
    const atKill = await claims();
    await stack.startWorker('w1');
    await stack.startWorker('w2');
    let after = atKill;
    const deadline = Date.now() + 150_000;
    while (after < count && Date.now() < deadline) {
      await sleep(1000);
      after = await claims();
    }
    const dupes = Number((await db.query(`SELECT count(*)::int AS n FROM (SELECT instt_code, claim_month FROM claim GROUP BY 1, 2 HAVING count(*) > 1) d`)).rows[0].n);
    await call(api, 'DELETE', '/api/dev/clock');
    return [
      check(S, `claims when the workers were killed`, atKill, `0 < n < ${count}`, atKill > 0 && atKill < count),
      check(S, 'claims after the restart', after, String(count), after === count),
      check(S, 'institution-months with more than one claim', dupes, '0', dupes === 0),
    ];
  } finally {
    await db.end();
  }
}

export async function apiKilledMidUpload(stack) {
  const S = 'API killed during uploads';
  const a = stack.apis.get('a');
  const token = (await login(a.url, 'demoeditor', DEMO_PASSWORD, '10.9.0.5')).accessToken;
  const name = `중단된 업로드 ${Date.now()}`;
  const boundary = '----nuri-resilience';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\ngeocoding\r\n--${boundary}\r\nContent-Disposition: form-data; name="lyrNm"\r\n\r\n${name}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.csv"\r\nContent-Type: text/csv\r\n\r\n이름,경도,위도\n`,
  );
  const outcome = new Promise((resolve) => {
    const req = http.request(`${a.url}/api/layers/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(`answered ${res.statusCode}`));
    });
    req.on('error', (e) => resolve(`failed: ${e.code ?? e.message}`));
    req.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      req.write(`지점${i++},126.9,37.5\n`.repeat(2000));
    }, 50);
  });
  await sleep(1500);
  await stack.kill('api', 'a');
  const result = await outcome;
  await stack.startApi('a');
  const db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
  try {
    const rows = Number((await db.query(`SELECT count(*)::int AS n FROM lyr WHERE lyr_nm = $1`, [name])).rows[0].n);
    const imports = existsSync(path.join(stack.storage, 'imports')) ? readdirSync(path.join(stack.storage, 'imports')).length : 0;
    return [
      check(S, 'the client saw the upload fail', result, 'failed', result.startsWith('failed')),
      check(S, 'no layer row written for it', rows, '0', rows === 0),
      check(S, 'no import work folder left', imports, '0', imports === 0),
    ];
  } finally {
    await db.end();
  }
}
