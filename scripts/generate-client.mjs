// npm run generate        → rebuild the API, export /api/docs-json, regenerate the client types.
// npm run check:client    → the same into memory; fails when the committed files are stale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { renderSchema } = require(path.join(root, 'libs/api-client/scripts/render-schema.cjs'));
const check = process.argv.includes('--check');
const run = (args, cwd = root) => execFileSync('npm', args, { cwd, stdio: 'inherit' });

run(['run', 'build', '-w', '@nuri/domain']);
run(['run', 'build', '-w', '@nuri/api']);
const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-openapi-')), 'openapi.json');
execFileSync(process.execPath, [path.join(root, 'apps/api/dist/openapi-cli.js'), tmp], { stdio: 'inherit' });
const json = fs.readFileSync(tmp, 'utf8');
const schema = await renderSchema(JSON.parse(json));

const targets = [
  [path.join(root, 'libs/api-client/openapi.json'), json],
  [path.join(root, 'libs/api-client/src/generated/schema.d.ts'), schema],
];
let stale = false;
for (const [file, text] of targets) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    console.error(`stale: ${path.relative(root, file)} — run npm run generate and commit the result`);
    stale = true;
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
if (stale) process.exit(1);
if (check) console.log('client is up to date');
