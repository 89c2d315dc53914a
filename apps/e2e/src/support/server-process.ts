import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_DIST, ARTIFACTS_DIR, ROOT } from './server-config';

const TAIL_CHARS = 20_000;

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** stdout and stderr of the process. */
  logFile: string;
  /** Last part of the process's stderr, for failure messages. */
  stderrTail(): string;
}

function entry(relative: string): string {
  const file = path.join(ROOT, relative);
  if (!existsSync(file)) {
    throw new Error(`${relative} is missing: build the API first (npm run build -w @nuri/api)`);
  }
  return file;
}

/** Runs the migrations to completion; throws with their stderr on failure. */
export function runMigrations(env: NodeJS.ProcessEnv): void {
  const run = spawnSync(process.execPath, [entry(`${API_DIST}/database/migrate.js`)], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) {
    throw new Error(`migrations failed (exit ${run.status ?? run.signal}):\n${run.stderr}\n${run.stdout}`);
  }
}

/** Starts `node <API_DIST>/<file>` from the repository root; output goes to artifacts/<name>.log. */
export function startNode(name: string, relative: string, env: NodeJS.ProcessEnv): ServerProcess {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [entry(relative)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  child.stdout?.pipe(log, { end: false });
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  });
  child.on('close', () => log.end());
  return { name, child, logFile, stderrTail: () => tail };
}

/** SIGTERM, then SIGKILL after `graceMs` if the process is still running. */
export async function stopProcess({ child }: ServerProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls GET /api/health until it answers 200; fails early if a process exits. */
export async function waitForHealth(url: string, processes: ServerProcess[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (dead) {
      throw new Error(`${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) before the API was healthy`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`GET ${url}/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
