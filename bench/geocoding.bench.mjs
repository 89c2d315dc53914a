// Geocoding (issue 23): a built-in gazetteer of at least 1,000,000 addresses generated in the
// Ministry of the Interior's official layouts (도로명주소 한글 + 위치정보요약DB, CP949, EPSG:5179)
// and loaded by the real loader; then 100,000 written addresses (spacing, province
// abbreviations, trailing detail varied) geocoded through GET /api/address/search at
// ctx.concurrency (target ≤ 60 s), and search-as-you-type (GET /api/address/suggest) p95 at
// concurrency 8 (target ≤ 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { httpGet, keepAliveAgent, runLoad } from './lib/load.mjs';
import { runNode } from './lib/processes.mjs';

export const name = 'geocoding';

/** Synthetic roads per district (25 districts × (roads + the sample's) × PER_ROAD ≥ 1,000,000). */
const EXTRA_ROADS = Number(process.env.BENCH_GEOCODE_ROADS ?? 400);
const PER_ROAD = Number(process.env.BENCH_GEOCODE_PER_ROAD ?? 100);
const MIN_ADDRESSES = 1_000_000;
const ROWS = Number(process.env.BENCH_GEOCODE_ROWS ?? 100_000);
const SUGGEST_REQUESTS = Number(process.env.BENCH_SUGGEST_REQUESTS ?? 2000);
const BATCH_TARGET_S = 60;
const SUGGEST_TARGET_MS = 50;
const SUGGEST_CONCURRENCY = 8;

async function addressCount(pg) {
  const { rows } = await pg.query(`SELECT count(*)::int AS n FROM geo_address`);
  return rows[0].n;
}

/** Generates the files with the project's own generator (geocoding CLI `sample`) and loads them with the loader (`addresses`). */
async function ensureGazetteer(ctx) {
  if ((await addressCount(ctx.pg)) >= MIN_ADDRESSES) return 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nuri-bench-gazetteer-'));
  const cli = path.join(ctx.apiDist, 'geocoding-cli.js');
  const zip = path.join(ctx.repoRoot, 'apps/api/src/database/seed-data/address/seoul_districts_5186_cp949.zip');
  const t0 = performance.now();
  try {
    const opts = { cwd: ctx.repoRoot, env: ctx.env, logFile: path.join(ctx.logDir, 'geocoding-load.log') };
    await runNode([cli, 'sample', dir, '--per-road', String(PER_ROAD), '--extra-roads', String(EXTRA_ROADS), '--districts', zip], opts);
    await runNode([cli, 'addresses', dir], opts);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const n = await addressCount(ctx.pg);
  if (n < MIN_ADDRESSES) throw new Error(`the gazetteer holds ${n} addresses, fewer than ${MIN_ADDRESSES}`);
  return (performance.now() - t0) / 1000;
}

/** Written forms of one gazetteer address, as spreadsheets carry them. */
function written(roadAddr, i) {
  switch (i % 5) {
    case 0:
      return roadAddr;
    case 1:
      return roadAddr.replace(/^서울특별시 /, '서울 ');
    case 2:
      return roadAddr.replace(/^서울특별시 /, '서울시').replace(/\s+/g, '');
    case 3:
      return `${roadAddr.replace(/^서울특별시 /, '')}, ${(i % 12) + 1}층 ${(i % 9) + 1}0${(i % 7) + 1}호`;
    default:
      return `${roadAddr} (${i % 2 ? '본관' : '별관'})`;
  }
}

export async function run(ctx) {
  const out = [];
  const buildSeconds = await ensureGazetteer(ctx);
  const total = await addressCount(ctx.pg);
  if (buildSeconds) out.push({ case: 'gazetteer: generate + load (official layout, CP949)', metric: 'build s', value: buildSeconds });
  out.push({ case: 'gazetteer', metric: 'addresses', value: total, target: `≥ ${MIN_ADDRESSES}`, ok: total >= MIN_ADDRESSES });

  const { rows } = await ctx.pg.query(
    `SELECT road_addr FROM geo_address WHERE geom IS NOT NULL ORDER BY md5(adr_mng_no) LIMIT $1`,
    [ROWS],
  );
  const inputs = rows.map((r, i) => written(r.road_addr, i));
  const agent = keepAliveAgent(Math.max(ctx.concurrency, SUGGEST_CONCURRENCY));
  const search = (q) => httpGet(agent, `${ctx.apiUrl}/api/address/search?size=3&q=${encodeURIComponent(q)}`);

  // Warm-up, and one checked answer.
  const first = await search(inputs[0]);
  if (first.status !== 200) throw new Error(`/api/address/search answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
  let matched = 0;
  const batch = await runLoad({
    count: inputs.length,
    concurrency: ctx.concurrency,
    job: async (i) => {
      const res = await search(inputs[i]);
      if (res.status !== 200) return false;
      const best = JSON.parse(res.body.toString()).result.candidates[0];
      if (best && best.roadAddr === rows[i].road_addr) matched += 1;
      return true;
    },
  });
  ctx.log(`batch: ${inputs.length} rows in ${batch.seconds.toFixed(1)} s (${batch.rps.toFixed(0)}/s), matched ${matched}, errors ${batch.errors}`);
  out.push({
    case: `${inputs.length.toLocaleString()} address rows, c${ctx.concurrency}`,
    metric: 's',
    value: batch.seconds,
    target: `≤ ${BATCH_TARGET_S}`,
    ok: batch.seconds <= BATCH_TARGET_S && batch.errors === 0,
  });
  out.push({ case: 'address rows matched to their own address', metric: 'share', value: matched / inputs.length, target: '1', ok: matched === inputs.length });

  // Search-as-you-type: what a user has typed so far (road and part of the number, or a building name).
  const typed = rows.slice(0, SUGGEST_REQUESTS).map((r, i) => {
    const words = r.road_addr.split(' ');
    const road = words[words.length - 2];
    const num = words[words.length - 1];
    return i % 3 === 0 ? `${road} ${num.slice(0, 1)}` : i % 3 === 1 ? `${words[1]} ${road}` : road.slice(0, Math.max(2, road.length - 1));
  });
  const suggest = await runLoad({
    count: typed.length,
    concurrency: SUGGEST_CONCURRENCY,
    job: async (i) => (await httpGet(agent, `${ctx.apiUrl}/api/address/suggest?q=${encodeURIComponent(typed[i])}`)).status === 200,
  });
  ctx.log(`suggest: p50 ${suggest.p50.toFixed(1)} p95 ${suggest.p95.toFixed(1)} ms, errors ${suggest.errors}`);
  out.push({
    case: `search-as-you-type c${SUGGEST_CONCURRENCY} (n=${typed.length})`,
    metric: 'p95 ms',
    value: suggest.p95,
    target: `≤ ${SUGGEST_TARGET_MS}`,
    ok: suggest.p95 <= SUGGEST_TARGET_MS && suggest.errors === 0,
  });
  agent.destroy();
  return out;
}
