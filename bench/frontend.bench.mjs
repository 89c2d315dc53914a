// Front end: how fast the built web app's home page and gallery show their content in headless
// Chromium (playwright-core, /usr/bin/chromium) from the API serving the apps on loopback. Each
// page is opened RUNS times in a fresh browser context (empty cache: a first visit), measuring
// until its heading is visible (first content) and until the network is idle (fully loaded).
// The initial JavaScript size is checked in CI by scripts/check-bundles.mjs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, startNode, stopChild, waitForReady } from './lib/processes.mjs';

export const name = 'frontend';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_FRONTEND_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Budgets on loopback (ms): first content of a cold visit, median and worst. */
const BUDGET = { home: 1500, gallery: 2000 };
const PAGES = [
  { key: 'home', path: '/', heading: 'h1#intro-title' },
  { key: 'gallery', path: '/gallery', heading: 'main h1' },
];

export async function run(ctx) {
  const webDist = path.join(ctx.repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(webDist)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const { chromium } = require('playwright-core');
  // An API process that also serves the built apps (the bench's main API does not).
  const port = await freePort();
  const api = startNode([path.join(ctx.apiDist, 'main.js')], {
    cwd: ctx.repoRoot,
    env: { ...ctx.env, PORT: String(port), SERVE_APPS: 'true' },
    logFile: path.join(ctx.logDir, 'api-apps.log'),
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    await waitForReady(`${base}/api/health/ready`, api);
    const rows = [];
    for (const p of PAGES) {
      const content = [];
      const loaded = [];
      for (let i = 0; i < RUNS + 1; i += 1) {
        const context = await browser.newContext({ locale: 'ko-KR' });
        const page = await context.newPage();
        const t0 = Date.now();
        await page.goto(`${base}${p.path}`, { waitUntil: 'commit' });
        await page.locator(p.heading).first().waitFor({ state: 'visible', timeout: 15_000 });
        const tContent = Date.now() - t0;
        await page.waitForLoadState('networkidle');
        const tLoaded = Date.now() - t0;
        await context.close();
        // The first visit warms the server's own caches (files, plans): not counted.
        if (i > 0) {
          content.push(tContent);
          loaded.push(tLoaded);
        }
      }
      const sorted = (xs) => xs.slice().sort((a, b) => a - b);
      const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
      const worst = (xs) => sorted(xs).at(-1);
      rows.push(
        { case: `${p.key} (${p.path}) cold visit`, metric: 'first content median ms', value: median(content), target: `< ${BUDGET[p.key]}`, ok: median(content) < BUDGET[p.key] },
        { case: `${p.key} (${p.path}) cold visit`, metric: 'first content worst ms', value: worst(content), target: `< ${BUDGET[p.key]}`, ok: worst(content) < BUDGET[p.key] },
        { case: `${p.key} (${p.path}) cold visit`, metric: 'network idle median ms', value: median(loaded) },
      );
    }
    return rows;
  } finally {
    await browser.close();
    await stopChild(api);
  }
}
