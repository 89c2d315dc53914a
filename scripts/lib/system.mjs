// Checks the machine for what the platform needs beyond npm packages and installs the
// Debian packages when running as root with apt; otherwise stops with the one fixing command.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const postgisInstalled = () =>
  fs.existsSync('/usr/share/postgresql') &&
  fs.readdirSync('/usr/share/postgresql').some((v) => fs.existsSync(`/usr/share/postgresql/${v}/extension/postgis.control`));

/** @param {{ browser?: boolean }} opts */
export function ensureSystemPackages(opts = {}) {
  const missing = [];
  if (!postgisInstalled()) missing.push('postgresql-15-postgis-3');
  if (!has('ogr2ogr') || !has('gdalinfo')) missing.push('gdal-bin');
  if (opts.browser && !fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
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

/** PostgreSQL and Redis must already run (they are services of the machine). */
export async function ensureServices(databaseUrl, redisUrl) {
  const db = new URL(databaseUrl);
  const redis = new URL(redisUrl);
  const problems = [];
  if (!(await reachable(db.hostname, Number(db.port || 5432)))) problems.push(`PostgreSQL is not answering at ${db.host}`);
  if (!(await reachable(redis.hostname, Number(redis.port || 6379)))) problems.push(`Redis is not answering at ${redis.host}`);
  if (problems.length) {
    console.error(`\n${problems.join('\n')}\nStart the services (see docs/operations.md) and run the command again.\n`);
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
