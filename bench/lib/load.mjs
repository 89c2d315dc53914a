// A small closed-loop load generator: `concurrency` workers take the next job until all are done.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Runs job(i) for i = 0..count-1 with `concurrency` in flight. job resolves to true when the
 * answer was the expected kind, false otherwise (counted as errors).
 * Returns { count, seconds, rps, p50, p95, errors, latencies } (latencies in milliseconds).
 */
export async function runLoad({ count, concurrency, job }) {
  const latencies = new Array(count);
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await job(i);
      } catch {
        ok = false;
      }
      latencies[i] = performance.now() - t0;
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return summarize([{ count, seconds: (performance.now() - started) / 1000, errors, latencies }]);
}

/** Merges runs { count, seconds, errors, latencies } into one summary (throughput over their total time). */
export function summarize(runs) {
  const count = runs.reduce((a, r) => a + r.count, 0);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  const latencies = runs.flatMap((r) => r.latencies);
  const sorted = latencies.slice().sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { count, seconds, rps: count / seconds, p50: pct(50), p95: pct(95), errors: runs.reduce((a, r) => a + r.errors, 0), latencies };
}

/**
 * Measures several modes over the same jobs in alternating chunks (A B, B A, A B…), so drifts
 * in background load on a shared machine hit every mode alike. modes: { name: job(i) };
 * returns { name: summary }.
 */
export async function interleave({ count, concurrency, chunks, modes, repeat = {} }) {
  const names = Object.keys(modes);
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  const size = Math.ceil(count / chunks);
  for (let k = 0; k < chunks; k++) {
    const from = k * size;
    const n = Math.min(size, count - from);
    if (n <= 0) break;
    const order = k % 2 === 0 ? names : names.slice().reverse();
    for (const name of order) {
      const times = repeat[name] ?? 1;
      runs[name].push(await runLoad({ count: n * times, concurrency, job: (i) => modes[name](from + (i % n)) }));
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarize(runs[n])]));
}

/** A keep-alive agent for `concurrency` parallel requests to one origin. */
export function keepAliveAgent(concurrency) {
  return new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
}

/** GET over a keep-alive agent; resolves { status, headers, body } (body as a Buffer). */
export function httpGet(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
