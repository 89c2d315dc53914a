// npm test: every suite from a clean clone. Installs what is missing, builds, checks lint,
// types and the generated client, runs each Jest project (API against a fresh test database,
// browser tests against the built apps) and ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules, ensureServices, ensureSystemPackages } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.ci-results');
const only = process.argv.slice(2); // e.g. `npm test -- api e2e` runs those projects only
const PROJECTS = [
  ['domain', 'libs/domain'],
  ['api-client', 'libs/api-client'],
  ['ui', 'libs/ui'],
  ['shell', 'libs/shell'],
  ['map', 'libs/map'],
  ['web', 'apps/web'],
  ['admin', 'apps/admin'],
  ['api', 'apps/api'],
  ['e2e', 'apps/e2e'],
];

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/nuri_test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379/15';

ensureSystemPackages({ browser: true, nginx: true });
await ensureServices(process.env.TEST_DATABASE_URL, process.env.TEST_REDIS_URL);
ensureNodeModules(root);
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const step = (name, ok) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
};
const run = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env }).status === 0;

const built = run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--skipNxCache']);
step('build', built);
if (only.length === 0) {
  step('lint', run('npx', ['eslint', '.', '--max-warnings=0']));
  // The import borders: a planted violation of each must fail the lint (scripts/check-borders.mjs).
  step('front-end import borders', run(process.execPath, ['scripts/check-borders.mjs']));
  // docs/architecture.md "API modules": other modules only through a module's index.ts, no cycles.
  step('API module borders', run(process.execPath, ['scripts/check-module-borders.mjs']));
  step('typecheck', run('npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']));
  if (built) step('generated client is up to date', run(process.execPath, ['scripts/generate-client.mjs', '--check']));
  if (built) step('front-end bundle budgets', run(process.execPath, ['scripts/check-bundles.mjs']));
  // docs/operations.md "Backups": back up, restore into a new database and folder, compare what the API serves.
  if (built) step('backup and restore drill (local storage folder)', run(process.execPath, ['scripts/restore-drill.mjs', '--driver=local']));
  // The same on S3 object storage, against an s3rver the drill starts (docs/operations.md "Backups").
  if (built) step('backup and restore drill (S3 object storage)', run(process.execPath, ['scripts/restore-drill.mjs', '--driver=s3']));
}

for (const [name, dir] of PROJECTS) {
  if (only.length && !only.includes(name)) continue;
  if (!fs.existsSync(path.join(root, dir, 'jest.config.js'))) continue;
  if (name === 'e2e' && !built) {
    step('e2e (needs the build)', false);
    continue;
  }
  const out = path.join(resultsDir, `${name}.json`);
  console.log(`\n▶ ${name}`);
  // The API and browser suites share one database, Redis db and server each: one file at a time.
  // The other projects are unit tests with nothing shared: both cores.
  const workers = name === 'api' || name === 'e2e' ? ['--runInBand'] : ['--maxWorkers=2'];
  const ok = run('npx', ['jest', '--ci', ...workers, '--json', `--outputFile=${out}`], path.join(root, dir));
  if (!fs.existsSync(out)) {
    step(`${name} (did not report)`, false);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults) if (t.status === 'failed') failures.push(`${name}: ${t.fullName}`);
  }
  // A suite that failed to load (syntax error, setup crash) has no failed test: count it.
  const broken = report.numRuntimeErrorTestSuites;
  if (broken) step(`${name}: ${broken} suite(s) failed to run`, false);
  if (!ok && report.numFailedTests === 0 && !broken) step(`${name} (jest exited with an error)`, false);
}

if (failures.length) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
