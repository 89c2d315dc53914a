// Checks the machine for what the platform needs beyond npm packages and installs the
// Debian packages when running as root with apt; otherwise stops with the one fixing command.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const postgisInstalled = () =>
  fs.existsSync('/usr/share/postgresql') &&
  fs.readdirSync('/usr/share/postgresql').some((v) => fs.existsSync(`/usr/share/postgresql/${v}/extension/postgis.control`));

/** @param {{ browser?: boolean, nginx?: boolean }} opts */
export function ensureSystemPackages(opts = {}) {
  const missing = [];
  if (!postgisInstalled()) missing.push('postgresql-15-postgis-3');
  if (!has('ogr2ogr') || !has('gdalinfo')) missing.push('gdal-bin');
  if (opts.browser && !fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
  // The edge-cache suite runs the shipped nginx configuration (apps/api/test/edge-cache.e2e-spec.ts).
  if (opts.nginx && !['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p))) missing.push('nginx');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot() || !has('apt-get')) {
    console.error(`\nMissing system packages: ${missing.join(', ')}.\nRun:  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  console.log(`Installing system packages: ${missing.join(', ')} …`);
  execFileSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const PG_VERSION = '15';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Debian's PostgreSQL clusters: [{ version, name, port, status }]. */
function clusters() {
  if (!has('pg_lsclusters')) return [];
  const out = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? '';
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), status }));
}

/**
 * The shell commands that give this machine a PostgreSQL 15 with PostGIS on the given loopback
 * port (trust auth on loopback, as the configuration expects): the Debian packages when missing,
 * then the cluster on that port started, or a new one made and started.
 */
export function postgresCommands(port) {
  const commands = [];
  if (!fs.existsSync(`/usr/lib/postgresql/${PG_VERSION}/bin/postgres`) || !postgisInstalled()) {
    commands.push(`apt-get update && apt-get install -y --no-install-recommends postgresql-${PG_VERSION} postgresql-${PG_VERSION}-postgis-3`);
  }
  const existing = clusters().find((c) => c.port === port);
  if (existing) {
    commands.push(`pg_ctlcluster ${existing.version} ${existing.name} start`);
  } else {
    const name = clusters().some((c) => c.version === PG_VERSION && c.name === 'main') ? `nuri${port}` : 'main';
    commands.push(`pg_createcluster ${PG_VERSION} ${name} -p ${port} --start -- --auth-host=trust --auth-local=trust`);
  }
  return commands;
}

/** The shell commands that start a Redis 7 bound to loopback on the given port (installed when missing). */
export function redisCommands(port) {
  const commands = [];
  if (!has('redis-server')) commands.push('apt-get update && apt-get install -y --no-install-recommends redis-server');
  const dir = `/var/lib/redis/nuri-${port}`;
  const user = spawnSync('id', ['-u', 'redis'], { stdio: 'ignore' }).status === 0 ? 'runuser -u redis -- ' : '';
  commands.push(
    `mkdir -p ${dir} /var/log/redis && ${user ? `chown -R redis:redis /var/lib/redis /var/log/redis && ` : ''}${user}redis-server --bind 127.0.0.1 --port ${port} --daemonize yes --dir ${dir} --appendonly yes --logfile /var/log/redis/redis-nuri-${port}.log`,
  );
  return commands;
}

async function waitUntilReachable(host, port, seconds = 30) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (await reachable(host, port)) return true;
    await sleep(500);
  }
  return false;
}

/**
 * PostgreSQL and Redis are used as they are when they answer. When one does not and it is meant
 * to run on this machine (a loopback address), root with apt installs and starts it (Debian
 * packages, a local cluster, a local redis-server bound to loopback); anyone else is told the
 * exact commands to run.
 */
export async function ensureServices(databaseUrl, redisUrl) {
  const services = [
    { name: 'PostgreSQL', url: new URL(databaseUrl), defaultPort: 5432, commands: postgresCommands },
    { name: 'Redis', url: new URL(redisUrl), defaultPort: 6379, commands: redisCommands },
  ];
  const problems = [];
  for (const service of services) {
    const host = service.url.hostname;
    const port = Number(service.url.port || service.defaultPort);
    if (await reachable(host, port)) continue;
    if (!LOOPBACK.has(host)) {
      problems.push(`${service.name} is not answering at ${service.url.host} (not this machine: start it there).`);
      continue;
    }
    const commands = service.commands(port);
    if (!isRoot() || !has('apt-get')) {
      problems.push(`${service.name} is not answering at ${service.url.host}. As root, run:\n${commands.map((c) => `  ${c}`).join('\n')}`);
      continue;
    }
    console.log(`${service.name} is not answering at ${service.url.host}: installing and starting it …`);
    for (const command of commands) {
      console.log(`  $ ${command}`);
      execFileSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
    if (!(await waitUntilReachable(host, port))) problems.push(`${service.name} did not start at ${service.url.host} (see its log).`);
  }
  if (problems.length) {
    console.error(`\n${problems.join('\n')}\n\nThen run the command again (docs/operations.md).\n`);
    process.exit(1);
  }
}

/** Installs npm packages when node_modules is missing or older than the lock file. */
export function ensureNodeModules(root) {
  const lock = `${root}/package-lock.json`;
  const marker = `${root}/node_modules/.package-lock.json`;
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing npm packages …');
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
