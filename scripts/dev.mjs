// npm run dev: API and worker rebuilt on change (tsc --watch), plus both Vite dev servers
// with hot reload (web :5173, admin :5174) proxying /api to the API on :3000.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules, ensureServices, ensureSystemPackages } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, DEV_TOOLS: process.env.DEV_TOOLS ?? 'true', SERVE_APPS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' };
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/nuri';
env.REDIS_URL ??= 'redis://127.0.0.1:6379/0';

ensureSystemPackages();
await ensureServices(env.DATABASE_URL, env.REDIS_URL);
ensureNodeModules(root);
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
sh('npm', ['run', 'build', '-w', '@nuri/domain']);
sh('npm', ['run', 'build', '-w', '@nuri/api']);
sh(process.execPath, ['apps/api/dist/database/migrate.js', '--seed']);

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const procs = [
  spawn(process.execPath, [tsc, '-p', 'apps/api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { cwd: root, stdio: 'inherit', env: { ...env, MIGRATE_ON_START: 'false' } }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/worker.js'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@nuri/web'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@nuri/admin'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\n  web http://localhost:5173  ·  admin http://localhost:5174/admin/  ·  API http://localhost:3000/api/docs\n');
