import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { AppConfig } from '../../src/config/app-config';
import { createDataSource } from '../../src/database/data-source';
import { runMigrationsLocked } from '../../src/database/migrate-locked';
import { seed } from '../../src/database/seed';

/**
 * A private PostgreSQL primary and a streaming hot standby of it (pg_basebackup -R -X stream),
 * each on its own loopback port in one temporary folder, for the read replica tests
 * (docs/operations.md "Read replica"). As in the resilience suite (test/resilience/services.mjs),
 * the server binaries come from /usr/lib/postgresql and, when the tests run as root, run as the
 * postgres user. Both servers log in JSON (jsonlog): the primary its writes
 * (log_statement = mod), the standby every statement it receives (log_statement = all), each
 * with the session's application_name, so a test can tell which pool sent what where.
 */

const run = promisify(execFile);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** The probes' own sessions, told apart from the API's pools (nuri-api, nuri-api-read). */
export const PROBE_APPLICATION = 'nuri-test-probe';
const STANDBY_NAME = 'nuri-standby';

let pgBinDir: string | undefined;
/** The newest PostgreSQL under /usr/lib/postgresql that has PostGIS (the migrations create it). */
function pgBin(): string {
  if (pgBinDir) return pgBinDir;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')) && existsSync(`/usr/share/postgresql/${v}/extension/postgis.control`))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL server binaries with PostGIS not found under /usr/lib/postgresql');
  pgBinDir = path.join(base, newest, 'bin');
  return pgBinDir;
}

/** Runs a PostgreSQL program (as the postgres user when root: the server refuses to run as root). */
async function pgTool(tool: string, args: string[], cwd: string): Promise<string> {
  const bin = path.join(pgBin(), tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return (await run(cmd, argv, { cwd, encoding: 'utf8', timeout: 120_000 })).stdout;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${(err.stderr || err.message).trim()}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns true, or fails with `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(25);
  }
}

/** One entry of a server's JSON log (the fields the tests read). */
export interface LogEntry {
  pid: number;
  application_name?: string;
  dbname?: string;
  error_severity: string;
  state_code?: string;
  message: string;
  detail?: string;
  statement?: string;
}

/** The SQL of a log_statement entry ("statement: …" or "execute <name>: …"), else null. */
export function statementOf(e: LogEntry): string | null {
  const m = /^(?:statement|execute [^:]+): ([\s\S]*)$/.exec(e.message);
  return e.error_severity === 'LOG' && m ? m[1] : null;
}

function settingsText(settings: Record<string, string | number>): string {
  return Object.entries(settings)
    .map(([k, v]) => `${k} = ${typeof v === 'number' ? v : `'${v.replace(/'/g, "''")}'`}\n`)
    .join('');
}

export class PrivateCluster {
  readonly dataDir: string;
  readonly logDir: string;
  private readonly startupLog: string;
  private probe: Client | null = null;

  constructor(
    readonly name: string,
    private readonly work: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(work, name);
    this.logDir = path.join(work, `${name}-log`);
    this.startupLog = path.join(work, `${name}-startup.log`);
  }

  url(database = 'nuri'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Appends settings to postgresql.conf (a later line wins over an earlier one). */
  configure(settings: Record<string, string | number>): void {
    appendFileSync(path.join(this.dataDir, 'postgresql.conf'), `\n# read replica test\n${settingsText(settings)}`);
  }

  async start(): Promise<void> {
    await pgTool('pg_ctl', ['-D', this.dataDir, '-l', this.startupLog, '-w', '-t', '60', 'start'], this.work);
  }

  /**
   * Stops the server if it runs (its postmaster.pid is there): fast shutdown (sessions are cut),
   * then immediate, then the postmaster's own pid when those fail.
   */
  async stop(): Promise<void> {
    const probe = this.probe;
    this.probe = null;
    await probe?.end().catch(() => undefined);
    const pidFile = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    try {
      await pgTool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], this.work);
    } catch (fast) {
      try {
        await pgTool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', '-t', '10', 'stop'], this.work);
      } catch {
        // Only our own postmaster: a stale pid file may name some other process by now.
        const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
        const cmdline = pid > 0 && existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
        if (cmdline.includes(this.dataDir)) process.kill(pid, 'SIGKILL');
      }
      throw fast;
    }
  }

  /** A statement on the nuri database through this test's own session (application_name nuri-test-probe). */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (!this.probe) {
      const probe = new Client({ connectionString: this.url(), application_name: PROBE_APPLICATION });
      probe.on('error', () => undefined);
      await probe.connect();
      this.probe = probe;
    }
    return (await this.probe.query(sql, params)).rows as T[];
  }

  private logFile(): string | undefined {
    const name = existsSync(this.logDir) ? readdirSync(this.logDir).find((f) => f.endsWith('.json')) : undefined;
    return name && path.join(this.logDir, name);
  }

  /** Where the JSON log ends now: entries written later are read with logSince(mark). */
  logMark(): number {
    const file = this.logFile();
    return file ? statSync(file).size : 0;
  }

  /**
   * The JSON log's entries since `mark`, complete up to this call: a marker raised through a
   * session of ours must have reached the file (the logging collector writes in arrival order).
   */
  async logSince(mark = 0): Promise<LogEntry[]> {
    const marker = `nuri-log-barrier ${randomUUID()}`;
    await this.query(`DO $$ BEGIN RAISE LOG '${marker}'; END $$`);
    let entries: LogEntry[] = [];
    await until(`${this.name}'s log has the marker`, async () => {
      const file = this.logFile();
      if (!file) return false;
      // A line cut at either end (being written, or by a mark taken mid-write) is left out.
      entries = readFileSync(file)
        .subarray(mark)
        .toString('utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as LogEntry];
          } catch {
            return [];
          }
        });
      return entries.some((e) => e.message === marker);
    });
    return entries.filter((e) => !e.message.includes(marker));
  }
}

/**
 * The primary and its standby. setUp() starts the primary, creates and migrates the nuri
 * database, then clones it into a streaming standby; destroy() stops whatever was started and
 * removes the folder, also after a setUp that failed half way.
 */
export class StreamingReplica {
  readonly work: string;
  primary!: PrivateCluster;
  standby!: PrivateCluster;

  constructor() {
    this.work = mkdtempSync(path.join(os.tmpdir(), 'nuri-replica-'));
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.work, uid, gid);
    }
  }

  async setUp(): Promise<void> {
    const primaryPort = await freePort();
    let standbyPort = await freePort();
    while (standbyPort === primaryPort) standbyPort = await freePort();
    this.primary = new PrivateCluster('primary', this.work, primaryPort);
    this.standby = new PrivateCluster('standby', this.work, standbyPort);

    await pgTool('initdb', ['-D', this.primary.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], this.work);
    // initdb's pg_hba.conf trusts loopback replication connections too (-A trust).
    this.primary.configure({
      listen_addresses: '127.0.0.1',
      port: primaryPort,
      unix_socket_directories: this.work,
      fsync: 'off',
      shared_buffers: '64MB',
      wal_level: 'replica',
      max_wal_senders: 4,
      cluster_name: 'nuri-primary',
      logging_collector: 'on',
      log_destination: 'jsonlog',
      log_directory: this.primary.logDir,
      log_filename: 'server.log',
      log_rotation_age: 0,
      log_rotation_size: 0,
      log_statement: 'mod',
    });
    await this.primary.start();
    await this.createDatabase();

    // The standby: a base backup streaming its WAL, with standby.signal and primary_conninfo (-R).
    await pgTool(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', this.standby.dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      this.work,
    );
    this.standby.configure({
      port: standbyPort,
      hot_standby: 'on',
      cluster_name: STANDBY_NAME,
      log_directory: this.standby.logDir,
      log_statement: 'all',
    });
    await this.standby.start();
    await until('the standby is in recovery and streaming from the primary', async () => {
      const [recovery] = await this.standby.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
      const streaming = await this.primary.query(`SELECT 1 FROM pg_stat_replication WHERE application_name = $1 AND state = 'streaming'`, [STANDBY_NAME]);
      return recovery.r && streaming.length === 1;
    });
  }

  /** The nuri database as the app needs it: its migrations (PostGIS, pg_trgm, the schema) and seed. */
  private async createDatabase(): Promise<void> {
    const admin = new Client({ connectionString: this.primary.url('postgres'), application_name: PROBE_APPLICATION });
    await admin.connect();
    try {
      await admin.query('CREATE DATABASE nuri');
    } finally {
      await admin.end();
    }
    const config = new AppConfig({ ...process.env, DATABASE_URL: this.primary.url() });
    const ds = createDataSource(config);
    await ds.initialize();
    try {
      await runMigrationsLocked(ds);
      await seed(ds, config);
    } finally {
      await ds.destroy();
    }
  }

  /**
   * Waits until the standby has replayed everything the primary has written so far (its WAL
   * write position: every commit before this call is flushed, synchronous_commit being on).
   */
  async caughtUp(timeoutMs = 15_000): Promise<void> {
    const [{ lsn }] = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    await until(
      `the standby has replayed the primary's WAL up to ${lsn}`,
      async () => (await this.standby.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn]))[0].ok,
      timeoutMs,
    );
  }

  /** Where the standby's replay stands (an LSN). */
  async replayed(): Promise<string> {
    return (await this.standby.query<{ lsn: string }>('SELECT pg_last_wal_replay_lsn()::text AS lsn'))[0].lsn;
  }

  /** Stops applying WAL on the standby (it keeps receiving it): the replica falls behind. */
  async pauseReplay(): Promise<void> {
    await this.standby.query('SELECT pg_wal_replay_pause()');
    await until('replay is paused on the standby', async () => {
      const [{ state }] = await this.standby.query<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state');
      return state === 'paused';
    });
  }

  async resumeReplay(): Promise<void> {
    await this.standby.query('SELECT pg_wal_replay_resume()');
  }

  /** Stops both servers (standby first) and removes the folder; throws what failed after trying all. */
  async destroy(): Promise<void> {
    const failures: unknown[] = [];
    for (const cluster of [this.standby, this.primary]) {
      if (cluster) await cluster.stop().catch((e: unknown) => failures.push(e));
    }
    try {
      rmSync(this.work, { recursive: true, force: true });
    } catch (e) {
      failures.push(e);
    }
    if (failures.length) throw new AggregateError(failures, `read replica clusters in ${this.work} were not all stopped and removed`);
  }
}
