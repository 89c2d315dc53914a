// Build: regenerate the Swagger plugin metadata and the error metadata, then compile with tsc into dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: apiRoot, stdio: 'inherit' });
run(process.execPath, ['scripts/generate-metadata.mjs']);
run(process.execPath, ['scripts/generate-error-metadata.mjs']);
fs.rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });
run(process.execPath, [path.join(apiRoot, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
