// npm start: install what is missing, build, migrate and seed, then run the API (serving both
// apps on one origin) and the worker, and print the URLs and demo logins.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules, ensureServices, ensureSystemPackages } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nuri',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  DEV_TOOLS: process.env.DEV_TOOLS ?? 'true',
};

ensureSystemPackages();
await ensureServices(env.DATABASE_URL, env.REDIS_URL);
ensureNodeModules(root);
const { buildAll } = await import('./lib/build.mjs');
buildAll(root);
execFileSync(process.execPath, ['apps/api/dist/database/migrate.js', '--seed'], { cwd: root, stdio: 'inherit', env });

const children = [
  spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, stdio: 'inherit', env: { ...env, MIGRATE_ON_START: 'false' } }),
  spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`a process exited with code ${code}; stopping`);
      stop('SIGTERM');
      process.exitCode = code;
    }
  });
}

const base = `http://localhost:${env.PORT}`;
const { DEMO_LOGINS, demoContentUrls } = await import('./lib/demo-logins.mjs');
await waitForHealth(`${base}/api/health`);
const demoUrls = await demoContentUrls(base);
console.log(`
  Nuri Map (누리지도) is running
    web app     ${base}/
    admin app   ${base}/admin/
    API         ${base}/api   (Swagger UI ${base}/api/docs)
  Demo logins (institution 'demo', 누리시청 (데모))
${DEMO_LOGINS.map((l) => `    ${l.role.padEnd(24)} ${l.userId.padEnd(12)} ${l.password.padEnd(16)} ${base}${l.app}`).join('\n')}
  Demo contents
${demoUrls.map(([name, url]) => `    ${name.padEnd(24)} ${url}`).join('\n')}
  Stop with Ctrl+C.
`);

async function waitForHealth(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`the API did not answer at ${url}`);
}
