// Shows that the front-end borders of eslint.config.mjs hold: lints a planted violation of
// each border (as a file at the given path, nothing written to disk) and fails unless ESLint
// reports it; lints an allowed import at the same places and fails if ESLint reports that.
// Run by npm test's lint step: `node scripts/check-borders.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = 'no-restricted-imports';

/** [where the planted file sits, its source, whether the border must stop it] */
export const CASES = [
  ['libs/ui/src/grid/planted.ts', "import { useApi } from '@nuri/shell';\nexport const x = useApi;\n", true],
  ['libs/ui/src/grid/planted.ts', "import type { paths } from '@nuri/api-client';\nexport type X = paths;\n", true],
  ['libs/ui/src/grid/planted.ts', "import { x } from '../../../shell/src/api/api-context';\nexport const y = x;\n", true],
  ['libs/shell/src/app/planted.ts', "import { x } from '../../../../apps/web/src/main';\nexport const y = x;\n", true],
  ['libs/map/src/planted.ts', "import { x } from '@nuri/admin';\nexport const y = x;\n", true],
  ['apps/web/src/planted.ts', "import { x } from '../../admin/src/kit/levels';\nexport const y = x;\n", true],
  ['apps/admin/src/planted.ts', "import { x } from '@nuri/web';\nexport const y = x;\n", true],
  ['apps/admin/src/planted.ts', "import { x } from '../../../libs/ui/src/grid/DataGrid';\nexport const y = x;\n", true],
  // Allowed arrows: apps → libs by name, shell → kit and API client, kit → domain.
  ['apps/web/src/planted.ts', "import { useApi } from '@nuri/shell';\nimport { DataGrid } from '@nuri/ui';\nexport const y = [useApi, DataGrid];\n", false],
  ['libs/shell/src/app/planted.ts', "import { DataGrid } from '@nuri/ui';\nimport type { paths } from '@nuri/api-client';\nexport const y: [unknown, paths?] = [DataGrid];\n", false],
  ['libs/ui/src/grid/planted.ts', "import { MESSAGES } from '@nuri/domain';\nexport const y = MESSAGES;\n", false],
];

export async function checkBorders() {
  const eslint = new ESLint({ cwd: root });
  const failures = [];
  for (const [file, source, forbidden] of CASES) {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    const stopped = result.messages.some((m) => m.ruleId === RULE);
    if (stopped !== forbidden) {
      failures.push(`${file}: ${forbidden ? 'not stopped' : 'wrongly stopped'}: ${source.split('\n')[0]}`);
    }
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = await checkBorders();
  for (const f of failures) console.error(`✗ ${f}`);
  console.log(failures.length === 0 ? `✓ front-end borders: ${CASES.length} planted imports judged as expected` : `${failures.length} border check(s) failed`);
  process.exit(failures.length === 0 ? 0 : 1);
}
