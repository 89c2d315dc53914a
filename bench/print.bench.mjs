// Print (issue 24): how long the built web app takes to print an A3 landscape PDF at 300 dpi in
// headless Chromium (playwright-core, /usr/bin/chromium), from the click on "인쇄 파일 만들기" to
// the download: the map drawn offscreen at 4,961 × 3,508 device pixels (the offline base map and
// Seoul's 25 districts, categorised), the page laid out, the Korean font subset and embedded,
// the PDF saved. The themed-app viewer of a public app is used (no sign-in in the browser). The
// first print warms the browser's caches (font files, tiles) and is not counted.
import { copyFile, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, startNode, stopChild, waitForReady } from './lib/processes.mjs';

export const name = 'print';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_PRINT_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const SHAPEFILE = path.join(DATA_DIR, 'seoul_districts_5186_cp949.zip');
/** Target: an A3 300 dpi PDF in at most 15 s (issue 24). */
const TARGET_MS = 15_000;

async function api(base, token, method, route, body) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
  return json?.result;
}

async function uploadDistricts(base, token) {
  const form = new FormData();
  form.append('uploadType', 'shp');
  form.append('lyrNm', `인쇄 벤치 자치구 ${Date.now().toString(36)}`);
  form.append('files', new Blob([await readFile(SHAPEFILE)]), path.basename(SHAPEFILE));
  const response = await fetch(`${base}/api/layers/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = await response.json();
  if (response.status !== 202 || !json.result?.jobId) throw new Error(`upload answered ${response.status}: ${JSON.stringify(json)}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await api(base, token, 'GET', `/api/jobs/${json.result.jobId}`);
    if (job.state === 'completed') return json.result.lyrId;
    if (job.state === 'failed' || Date.now() > deadline) throw new Error(`import job ${job.state}: ${job.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const symbol = (fill) => ({ fillColor: fill, strokeColor: '#333333', strokeWidth: 1, pointShape: 'circle', pointRadius: 5 });
const STYLE = {
  kind: 'categorized',
  column: 'gu_nm',
  base: symbol('#9e9e9e'),
  classes: ['종로구', '중구', '용산구', '성동구', '광진구', '동대문구', '중랑구', '성북구'].map((v, i) => ({
    value: v,
    label: v,
    symbol: symbol(['#d7263d', '#1b6ac9', '#2a9d3f', '#f4a259', '#6a4c93', '#1982c4', '#8ac926', '#ff595e'][i]),
  })),
  label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};

export async function run(ctx) {
  if (!existsSync(path.join(ctx.repoRoot, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  if (!existsSync(SHAPEFILE)) throw new Error(`${SHAPEFILE} is missing (set SHARED_DATA_DIR)`);
  const admin = ctx.providerAdmin;
  if (!admin) throw new Error('no provider admin in the bench database');
  const token = await ctx.tokenFor(admin);
  const { chromium } = require('playwright-core');
  // An API process that also serves the built apps (the bench's main API does not).
  const port = await freePort();
  const server = startNode([path.join(ctx.apiDist, 'main.js')], {
    cwd: ctx.repoRoot,
    env: { ...ctx.env, PORT: String(port), SERVE_APPS: 'true' },
    logFile: path.join(ctx.logDir, 'api-print.log'),
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    await waitForReady(`${base}/api/health/ready`, server);
    const lyrId = await uploadDistricts(ctx.apiUrl, token);
    const { userMapId } = await api(ctx.apiUrl, token, 'POST', '/api/webmap', {
      userMapSj: '서울 자치구 인쇄 벤치',
      bcrnMapId: 'OFFLINE_WORLD',
      view: { projection: 'EPSG:3857', center: [14135500, 4518500], zoom: 11 },
      toc: [{ lyrGroupSeCode: '02', lyrId, tocNm: '자치구', visibleAt: 'Y', opacity: 1, clusterAt: 'N', style: STYLE }],
    });
    const { webappTmplatId } = await api(ctx.apiUrl, token, 'POST', '/api/webapp/tmplat', {
      webappTmplatSj: '인쇄 벤치 앱',
      webappTmplatTyCode: 'SIMPLE',
      detailSetting: { mainTab: [{ tabName: '자치구', webmap: { userMapId } }] },
    });
    await api(ctx.apiUrl, token, 'POST', `/api/webapp/tmplat/${webappTmplatId}/shares/all`, {});

    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${base}/apps/${webappTmplatId}`);
    const times = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 1; i += 1) {
      await page.getByRole('button', { name: '인쇄', exact: true }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: '지도 인쇄' });
      await dialog.getByRole('radio', { name: 'A3', exact: true }).check();
      await dialog.getByRole('radio', { name: '가로', exact: true }).check();
      await dialog.getByRole('radio', { name: '300 dpi', exact: true }).check();
      await dialog.getByRole('radio', { name: 'PDF', exact: true }).check();
      const downloaded = page.waitForEvent('download', { timeout: 120_000 });
      const t0 = Date.now();
      await dialog.getByRole('button', { name: '인쇄 파일 만들기' }).click();
      const download = await downloaded;
      const elapsed = Date.now() - t0;
      const file = await download.path();
      bytes = (await readFile(file)).length;
      // The last file stays with the logs, to look at.
      await copyFile(file, path.join(ctx.logDir, 'print-A3-landscape-300dpi.pdf'));
      ctx.log(`print ${i}: ${elapsed} ms, ${(bytes / 1e6).toFixed(2)} MB`);
      if (i > 0) times.push(elapsed);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
    const sorted = times.slice().sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted.at(-1);
    return [
      { case: 'A3 landscape 300 dpi PDF (themed-app viewer)', metric: 'click to download median ms', value: median, target: `≤ ${TARGET_MS}`, ok: median <= TARGET_MS },
      { case: 'A3 landscape 300 dpi PDF (themed-app viewer)', metric: 'click to download worst ms', value: worst, target: `≤ ${TARGET_MS}`, ok: worst <= TARGET_MS },
      { case: 'A3 landscape 300 dpi PDF (themed-app viewer)', metric: 'file size MB', value: Number((bytes / 1e6).toFixed(2)) },
    ];
  } finally {
    await browser.close();
    await stopChild(server);
  }
}
