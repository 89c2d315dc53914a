#!/usr/bin/env node
// Resilience suite (issue: production readiness): `npm run test:resilience` after `npm run build`.
// Starts a private PostgreSQL and Redis on loopback, the built API twice and the worker twice,
// then runs the scenarios in order: two processes, mixed load, Redis outage, PostgreSQL restart,
// worker killed mid-import, worker killed mid-billing, API killed during uploads. Prints one
// table and ends with "N passed, N failed". Bounded: about 7 minutes with the default load.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bench/lib/processes.mjs';
import * as sc from './scenarios.mjs';
import { PrivatePostgres, PrivateRedis } from './services.mjs';
import { Stack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'nuri-resilience-'));
const only = process.argv.slice(2);

function printTable(rows) {
  const headers = ['scenario', 'check', 'value', 'target', 'ok'];
  const cells = rows.map((r) => [r.scenario, r.check, r.value, r.target, r.ok ? 'yes' : 'NO']);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => v.padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const pg = new PrivatePostgres(work, await freePort());
  const redis = new PrivateRedis(work, await freePort());
  const stack = new Stack({ root, workDir: work, pg, redis });
  const results = [];
  const t0 = Date.now();
  try {
    pg.init();
    pg.start();
    await redis.start();
    await stack.migrate();
    await stack.startApi('a');
    await stack.startApi('b');
    await stack.startWorker('w1');
    await stack.startWorker('w2');
    const fx = await sc.demoFixtures(stack);
    const scenarios = [
      ['two', () => sc.twoProcesses(stack, fx)],
      ['load', async () => {
        const r = await sc.mixedLoad(stack, fx, root);
        await sc.drained(stack);
        return r;
      }],
      ['redis', () => sc.redisOutage(stack, fx)],
      ['postgres', () => sc.postgresRestart(stack, fx)],
      ['import', () => sc.workerKilledMidImport(stack)],
      ['billing', () => sc.workerKilledMidBilling(stack)],
      ['upload', () => sc.apiKilledMidUpload(stack)],
    ];
    for (const [key, run] of scenarios) {
      if (only.length && !only.includes(key)) continue;
      const started = Date.now();
      console.log(`▶ ${key}`);
      try {
        results.push(...(await run()));
      } catch (e) {
        results.push({ scenario: key, check: 'ran to the end', value: String(e instanceof Error ? e.message : e).slice(0, 160), target: 'no error', ok: false });
      }
      console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await stack.stopAll().catch(() => undefined);
    await redis.stop().catch(() => undefined);
    pg.stopQuietly();
  }
  console.log(`\nResilience suite (${((Date.now() - t0) / 1000).toFixed(0)} s; logs in ${work}/logs)\n`);
  printTable(results);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (!failed && !process.env.RESILIENCE_KEEP) rmSync(work, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
