// Resilience scenarios (issue: production readiness). Each returns checks
// { scenario, check, value, target, ok }; run.mjs prints them and counts passes.
// The scenarios under load live here, the failure scenarios in scenarios-failures.mjs; both are
// exported from here for run.mjs and kinds.mjs.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, DEMO_PASSWORD, login } from './stack.mjs';
import { SEOUL, LOAD_USERS, LOAD_SECONDS, RAMP_SECONDS, tileOf, pct, check, cpuSnapshot, loadMembers, Queue, IORedis } from './scenario-kit.mjs';
export { cpuSnapshot, demoFixtures, drained, loadMembers, tileOf } from './scenario-kit.mjs';
export * from './scenarios-failures.mjs';

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
