#!/usr/bin/env node
// Diagnostics for the mixed load: CPU per request of each kind of request the virtual users make,
// by part of the stack, each kind alone at concurrency 8 on the same private stack as the suite.
// `node --experimental-websocket test/resilience/kinds.mjs` after `npm run build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bench/lib/processes.mjs';
import { cpuSnapshot, demoFixtures, drained, loadMembers, tileOf } from './scenarios.mjs';
import { PrivatePostgres, PrivateRedis } from './services.mjs';
import { Stack, call, DEMO_PASSWORD, login } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'nuri-kinds-'));
const N = Number(process.env.KINDS_REQUESTS ?? 400);

async function measureAll(stack, label, n, job, settle) {
  const before = cpuSnapshot(stack);
  const t0 = Date.now();
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < n) await job(next++);
  }));
  if (settle) await settle();
  const after = cpuSnapshot(stack);
  const parts = Object.keys(after).map((k) => `${k} ${((after[k] - before[k]) / n).toFixed(2)}`).join('  ');
  console.log(`${label.padEnd(22)} ${String(Math.round((n * 1000) / (Date.now() - t0))).padStart(5)} req/s  CPU ms/req: ${parts}`);
}

const pg = new PrivatePostgres(work, await freePort());
const redis = new PrivateRedis(work, await freePort());
const stack = new Stack({ root, workDir: work, pg, redis });
try {
  pg.init();
  pg.start();
  await redis.start();
  await stack.migrate();
  const api = (await stack.startApi('a')).url;
  await stack.startWorker('w1');
  const fx = await demoFixtures(stack);
  if (process.env.RESILIENCE_PG_STATS) {
    const { default: pgLib } = await import('pg');
    const db = new pgLib.Client({ connectionString: stack.pg.url });
    await db.connect();
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.query('SELECT pg_stat_statements_reset()');
    await db.end();
  }
  const ip = '10.77.0.1';
  const headers = { 'X-Forwarded-For': ip };
  const token = (await login(api, 'demomember', DEMO_PASSWORD, ip)).accessToken;
  const tiles = Array.from({ length: N }, (_, i) => {
    const z = 11 + (i % 5);
    return { lyrId: fx.layers[i % fx.layers.length], ...tileOf(126.978 + ((i * 7919) % 1000) / 10000 - 0.05, 37.5665 + ((i * 104729) % 1000) / 10000 - 0.05, z) };
  });
  const only = process.argv[2];
  const measure = (s, label, n, job, settle) => (!only || label.startsWith(only) ? measureAll(s, label, n, job, settle) : undefined);
  await measure(stack, 'health/live (floor)', N, async () => call(api, 'GET', '/api/health/live'));
  await measure(stack, 'gallery list', N, async () => call(api, 'GET', '/api/mapgallery?pageIndex=1&pageSize=12', { headers }));
  await measure(stack, 'map detail', N, async () => call(api, 'GET', `/api/webmap/${fx.userMapId}`, { token, headers }));
  await measure(stack, 'tile (first time)', N, async (i) => call(api, 'GET', `/api/tiles/${tiles[i].lyrId}/${tiles[i].z}/${tiles[i].x}/${tiles[i].y}.mvt`, { token, headers }));
  await measure(stack, 'tile (cached)', N, async (i) => call(api, 'GET', `/api/tiles/${tiles[i].lyrId}/${tiles[i].z}/${tiles[i].x}/${tiles[i].y}.mvt`, { token, headers }));
  await measure(stack, 'my contents count', N, async () => call(api, 'GET', '/api/mypage/contents/count', { token, headers }));
  const members = await loadMembers(stack, 40);
  await measure(stack, 'login', 40, async (i) => login(api, members[i], DEMO_PASSWORD, `10.78.0.${i}`));
  const csv = readFileSync(path.join(root, 'apps/api/src/database/seed-data/seoul-facilities.csv'));
  await measure(stack, 'upload (+ import)', 20, async (i) => {
    const form = new FormData();
    form.append('uploadType', 'geocoding');
    form.append('lyrNm', `진단 업로드 ${i}`);
    form.append('files', new Blob([csv]), 'facilities.csv');
    const res = await fetch(`${api}/api/layers/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, ...headers }, body: form });
    await res.arrayBuffer();
  }, () => drained(stack));
  if (process.env.RESILIENCE_PG_STATS) {
    const { default: pgLib } = await import('pg');
    const db = new pgLib.Client({ connectionString: stack.pg.url });
    await db.connect();
    const { rows } = await db.query(
      `SELECT calls, round(total_plan_time::numeric, 0) AS plan_ms, round(total_exec_time::numeric, 0) AS exec_ms,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS query
         FROM pg_stat_statements ORDER BY total_plan_time + total_exec_time DESC LIMIT 25`,
    );
    await db.end();
    console.log('\nPostgreSQL statements by total time (plan + execution):');
    for (const r of rows) console.log(`${String(r.calls).padStart(7)} calls  plan ${String(r.plan_ms).padStart(6)} ms  exec ${String(r.exec_ms).padStart(6)} ms  ${r.query}`);
  }
} finally {
  await stack.stopAll().catch(() => undefined);
  await redis.stop().catch(() => undefined);
  pg.stopQuietly();
  rmSync(work, { recursive: true, force: true });
}
