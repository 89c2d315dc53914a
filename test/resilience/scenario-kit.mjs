// Shared pieces of the resilience scenarios (issue: production readiness): the load figures,
// the check record, CPU snapshots, demo fixtures, members for the load, background readers and
// the queue drain. scenarios.mjs and scenarios-failures.mjs build on them.

import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, DEMO_PASSWORD } from './stack.mjs';

const require = createRequire(import.meta.url);
export const pg = require('pg');
const { hash } = require('@node-rs/argon2');
export const { Queue } = require('bullmq');
export const IORedis = require('ioredis');

export const SEOUL = { lon: 126.978, lat: 37.5665 };
export const LOAD_USERS = Number(process.env.RESILIENCE_USERS ?? 200);
export const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 120);
/** Virtual users arrive one after another over this time (a ramp), then all run LOAD_SECONDS. */
export const RAMP_SECONDS = Number(process.env.RESILIENCE_RAMP_SECONDS ?? 20);


export function tileOf(lon, lat, z) {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n) };
}
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const check = (scenario, name, value, target, ok) => ({ scenario, check: name, value: String(value), target, ok: Boolean(ok) });

/** CPU ms a process used, itself and its reaped children (Linux /proc, 100 ticks a second). */
export function cpuMsOf(pid) {
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
export function readers(stack, fx, token, n = 10) {
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
