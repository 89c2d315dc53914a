// Resilience scenarios of failures (issue: production readiness): Redis and PostgreSQL restarted
// under load, a worker killed mid-import and mid-billing, the API killed mid-upload.

import http from 'node:http';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, DEMO_PASSWORD, login } from './stack.mjs';
import { check, readers, pg, Queue } from './scenario-kit.mjs';

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
