// The platform under test: built API and worker processes (apps/api/dist) on the private
// PostgreSQL and Redis, each started, killed and restarted on demand.
import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, runNode, startNode, stopChild, waitForReady } from '../../bench/lib/processes.mjs';

export const DEMO_PASSWORD = 'Nuri!2026demo';

export class Stack {
  constructor({ root, workDir, pg, redis }) {
    this.root = root;
    this.apiDist = path.resolve(root, process.env.API_DIST_DIR ?? 'apps/api/dist');
    this.workDir = workDir;
    this.logDir = path.join(workDir, 'logs');
    this.storage = path.join(workDir, 'storage');
    mkdirSync(this.logDir, { recursive: true });
    mkdirSync(this.storage, { recursive: true });
    this.pg = pg;
    this.redis = redis;
    this.apis = new Map();
    this.workers = new Map();
  }

  env(extra = {}) {
    return {
      ...process.env,
      NODE_ENV: 'development',
      DEV_TOOLS: 'true',
      HOST: '127.0.0.1',
      DATABASE_URL: this.pg.url,
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: this.redis.url,
      QUEUE_PREFIX: 'nuri-resilience',
      STORAGE_DIR: this.storage,
      MIGRATE_ON_START: 'false',
      SERVE_APPS: 'false',
      LOG_LEVEL: 'warn',
      // Virtual users come from distinct addresses (X-Forwarded-For from loopback only).
      TRUST_PROXY: 'loopback',
      JWT_SECRET: 'nuri-resilience-only-jwt-secret-not-for-real-use',
      PORT: '3000',
      ...extra,
    };
  }

  migrate() {
    return runNode([path.join(this.apiDist, 'database/migrate.js'), '--seed'], {
      cwd: this.root,
      env: this.env(),
      logFile: path.join(this.logDir, 'migrate.log'),
    });
  }

  async startApi(name) {
    const port = this.apis.get(name)?.port ?? (await freePort());
    // The inspector (loopback only) lets the suite force a garbage collection and read the live
    // heap: the memory check measures what survives, not how far V8 let the heap grow.
    const inspectPort = this.apis.get(name)?.inspectPort ?? (await freePort());
    // Diagnostics: e.g. RESILIENCE_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the APIs.
    const nodeArgs = (process.env.RESILIENCE_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = startNode([`--inspect=127.0.0.1:${inspectPort}`, ...nodeArgs, path.join(this.apiDist, 'main.js')], {
      cwd: this.root,
      env: this.env({ PORT: String(port) }),
      logFile: path.join(this.logDir, `api-${name}.log`),
    });
    const api = { name, port, inspectPort, child, url: `http://127.0.0.1:${port}` };
    this.apis.set(name, api);
    await waitForReady(`${api.url}/api/health/live`, child);
    return api;
  }

  async startWorker(name, extra = {}) {
    const nodeArgs = (process.env.RESILIENCE_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = startNode([...nodeArgs, path.join(this.apiDist, 'worker.js')], {
      cwd: this.root,
      env: this.env(extra),
      logFile: path.join(this.logDir, `worker-${name}.log`),
    });
    this.workers.set(name, { name, child });
    // The worker has no HTTP port: wait for its heartbeat key in Redis.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`worker ${name} exited with ${child.exitCode} (log: ${this.logDir}/worker-${name}.log)`);
      const res = await fetch(`${[...this.apis.values()][0].url}/api/health`).catch(() => null);
      const body = res ? await res.json().catch(() => null) : null;
      const workers = Number(/workers (\d+)/.exec(body?.result?.checks?.queue?.detail ?? '')?.[1] ?? 0);
      if (workers >= [...this.workers.values()].filter((w) => w.child.exitCode === null).length) return;
      await sleep(250);
    }
    throw new Error(`worker ${name} did not report a heartbeat`);
  }

  /** SIGKILL: no shutdown hooks run, as when a machine or container dies. */
  async kill(kind, name) {
    const map = kind === 'api' ? this.apis : this.workers;
    const p = map.get(name);
    if (!p || p.child.exitCode !== null) return;
    await new Promise((resolve) => {
      p.child.once('exit', resolve);
      p.child.kill('SIGKILL');
    });
  }

  async stopAll() {
    await Promise.all([...this.apis.values(), ...this.workers.values()].map((p) => stopChild(p.child)));
  }

  /**
   * Live heap of an API process in MB after a full garbage collection (through its inspector;
   * needs the global WebSocket: node --experimental-websocket on Node 20).
   */
  async heapAfterGcMb(name) {
    const { inspectPort } = this.apis.get(name);
    const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error(`inspector of API ${name} unreachable`));
    });
    let id = 0;
    const pending = new Map();
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      pending.get(message.id)?.(message);
    };
    const send = (method) =>
      new Promise((resolve) => {
        id += 1;
        pending.set(id, resolve);
        ws.send(JSON.stringify({ id, method }));
      });
    try {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const usage = await send('Runtime.getHeapUsage');
      return usage.result.usedSize / 1024 / 1024;
    } finally {
      ws.close();
    }
  }

  /** RSS in MB of a process (Linux /proc). */
  async rssMb(kind, name) {
    const p = (kind === 'api' ? this.apis : this.workers).get(name);
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${p.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  }
}

// One keep-alive agent for every call: the virtual users' connections are reused as a browser's
// are, and node:http costs the load generator (which shares the machine) less CPU than fetch.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** JSON call; returns { status, body, headers } (headers.get(name) as with fetch). */
export function call(base, method, route, { body, token, headers = {}, timeoutMs = 10_000 } = {}) {
  const payload = body ? Buffer.from(JSON.stringify(body)) : null;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${route}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          if ((res.headers['content-type'] ?? '').includes('json')) {
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON after all
            }
          }
          const raw = res.headers;
          resolve({ status: res.statusCode, body: json, headers: { get: (name) => raw[name.toLowerCase()] ?? null }, bytes: text.length });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${route}`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

let publicKey;
export async function encryptPassword(base, plain) {
  publicKey ??= (await call(base, 'GET', '/api/auth/public-key')).body.result.publicKey;
  return publicEncrypt({ key: publicKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(plain)).toString('base64');
}

/** Logs a member in (non-admins get tokens at once); returns the login answer. */
export async function login(base, userId, password, ip) {
  const res = await call(base, 'POST', '/api/auth/login', {
    body: { userId, password: await encryptPassword(base, password) },
    headers: ip ? { 'X-Forwarded-For': ip } : {},
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`login ${userId} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.result;
}
