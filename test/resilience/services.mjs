// Private PostgreSQL and Redis for the resilience suite: their own data directory and ports on
// loopback, so the suite can stop, kill and restart them without touching the machine's own
// services (or anything else using them).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PG_BIN = process.env.RESILIENCE_PG_BIN ?? findPgBin();

function findPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl'))).sort() : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (set RESILIENCE_PG_BIN)');
  return path.join(base, versions.at(-1), 'bin');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function pgCommand(tool, args) {
  const bin = path.join(PG_BIN, tool);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}
function runPg(tool, args, options = {}) {
  const [cmd, argv] = pgCommand(tool, args);
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
}

export class PrivatePostgres {
  constructor(dir, port) {
    this.dir = path.join(dir, 'pg');
    this.socketDir = path.join(dir, 'pg-socket');
    this.log = path.join(dir, 'postgres.log');
    this.port = port;
    this.url = `postgres://postgres@127.0.0.1:${port}/nuri`;
  }

  init() {
    mkdirSync(this.dir, { recursive: true });
    mkdirSync(this.socketDir, { recursive: true });
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      for (const d of [this.dir, this.socketDir, path.dirname(this.log)]) chownSync(d, uid, gid);
    }
    runPg('initdb', ['-D', this.dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }

  start() {
    // RESILIENCE_PG_STATS=1: pg_stat_statements with planning times (diagnostics, see kinds.mjs).
    const stats = process.env.RESILIENCE_PG_STATS ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on' : '';
    const opts = `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${stats}`;
    runPg('pg_ctl', ['-D', this.dir, '-l', this.log, '-o', opts, '-w', '-t', '60', 'start']);
  }

  /** Fast shutdown: open connections are cut, as in a crash or a failover. */
  stop() {
    runPg('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  stopQuietly() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
  }
}

export class PrivateRedis {
  constructor(dir, port) {
    this.dir = dir;
    this.port = port;
    this.url = `redis://127.0.0.1:${port}/0`;
    this.child = null;
  }

  async start() {
    // Append-only file as in production (docker-compose.yml): a restart keeps the queues.
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', this.dir], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error(`redis-server on ${this.port} did not start`);
  }

  /** Kills the server (a crash: up to a second of writes may be lost, as with appendfsync everysec). */
  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}
