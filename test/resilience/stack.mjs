// The platform under test: built API and worker processes (apps/api/dist) on the private
// PostgreSQL and Redis, each started, killed and restarted on demand.
import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
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
    const child = startNode([path.join(this.apiDist, 'main.js')], {
      cwd: this.root,
      env: this.env({ PORT: String(port) }),
      logFile: path.join(this.logDir, `api-${name}.log`),
    });
    const api = { name, port, child, url: `http://127.0.0.1:${port}` };
    this.apis.set(name, api);
    await waitForReady(`${api.url}/api/health/live`, child);
    return api;
  }

  async startWorker(name, extra = {}) {
    const child = startNode([path.join(this.apiDist, 'worker.js')], {
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

  /** RSS in MB of a process (Linux /proc). */
  async rssMb(kind, name) {
    const p = (kind === 'api' ? this.apis : this.workers).get(name);
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${p.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  }
}

/** JSON call; returns { status, body, headers }. */
export async function call(base, method, route, { body, token, headers = {}, timeoutMs = 10_000 } = {}) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (tiles, files)
  }
  return { status: res.status, body: json, headers: res.headers, bytes: text.length };
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
