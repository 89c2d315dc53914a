#!/usr/bin/env node
// Front-end budget (issue: production readiness): the JavaScript a first visit downloads, the
// entry chunk of each app plus every chunk it imports statically, must stay within 250 KB
// gzip, and OpenLayers must not be part of it (it loads with the map routes only). Reads the
// built apps (apps/web/dist, apps/admin/dist, or the folders given as arguments), prints a table
// and exits 1 when a budget is exceeded. Run by `npm test` after the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_BYTES = 250 * 1000;
// A class name OpenLayers' map viewport always carries: present only in code that bundles OL.
const OPENLAYERS_MARKER = 'ol-viewport';

const apps = process.argv.length > 2
  ? process.argv.slice(2).map((dir) => [path.basename(dir), path.resolve(dir)])
  : [
      ['web', path.join(root, 'apps/web/dist')],
      ['admin', path.join(root, 'apps/admin/dist')],
    ];

/** Chunks a module imports statically (import … from "./x.js" / import "./x.js"), not import(). */
function staticImports(code) {
  const out = new Set();
  const re = /\bimport\s*(?:[\w${}\s,*]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.add(m[1]);
  return [...out];
}

function initialChunks(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  if (entries.length === 0) throw new Error(`${dist}/index.html has no module script`);
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const code = readFileSync(file, 'utf8');
    seen.set(file, code);
    for (const rel of staticImports(code)) visit(path.join(path.dirname(file), rel));
  };
  for (const src of entries) {
    const rel = src.replace(/^\/(admin\/)?/, '');
    visit(path.join(dist, rel));
  }
  return seen;
}

let failed = false;
const rows = [];
for (const [name, dist] of apps) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist}/index.html is missing: build the apps first (npm run build)`);
    process.exit(1);
  }
  const chunks = initialChunks(dist);
  let raw = 0;
  let gz = 0;
  let withOl = [];
  for (const [file, code] of chunks) {
    raw += Buffer.byteLength(code);
    gz += gzipSync(code, { level: 9 }).length;
    if (code.includes(OPENLAYERS_MARKER)) withOl.push(path.basename(file));
  }
  const ok = gz <= BUDGET_BYTES && withOl.length === 0;
  if (!ok) failed = true;
  rows.push([name, String(chunks.size), `${(raw / 1000).toFixed(0)} KB`, `${(gz / 1000).toFixed(1)} KB`, `${BUDGET_BYTES / 1000} KB`, withOl.length ? `yes (${withOl.join(', ')})` : 'no', ok ? 'yes' : 'NO']);
}

const headers = ['app', 'initial chunks', 'raw', 'gzip', 'budget', 'OpenLayers', 'ok'];
const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(headers));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
if (failed) {
  console.error('\nfront-end budget exceeded: lazy-load the screens that pushed the initial bundle over (see docs/performance.md)');
  process.exit(1);
}
