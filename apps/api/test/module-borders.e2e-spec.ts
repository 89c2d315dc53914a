import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/check-module-borders.mjs, run by npm test's lint step: an API module imports another
// only through its public index.ts, and the modules' arrows form no cycle.
const repo = path.resolve(__dirname, '../../..');
const script = path.join(repo, 'scripts/check-module-borders.mjs');
const modules = path.join(repo, 'apps/api/src/modules');

const check = (dir?: string) => {
  const run = spawnSync(process.execPath, dir ? [script, dir] : [script], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout };
};

describe('API module borders', () => {
  let copy: string;

  beforeEach(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'module-borders-'));
    fs.cpSync(modules, path.join(copy, 'modules'), { recursive: true });
  });
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('finds no deep import and no cycle in the modules as they are', () => {
    const { status, out } = check();
    expect(out).toContain('0 cross-module deep import(s), 0 module import cycle(s)');
    expect(status).toBe(0);
  });

  it('fails on a planted import of another module inner file, naming the file and line', () => {
    const file = path.join(copy, 'modules/gallery/gallery.service.ts');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.splice(1, 0, "import { LayerAccess as Planted } from '../layers/layer-access.service';");
    fs.writeFileSync(file, lines.join('\n'));
    const { status, out } = check(path.join(copy, 'modules'));
    expect(status).toBe(1);
    expect(out).toMatch(/gallery[\\/]gallery\.service\.ts:2: imports \.\.\/layers\/layer-access\.service \(inside module "layers"; use \.\.\/layers\)/);
    expect(out).toContain('1 cross-module deep import(s), 0 module import cycle(s)');
  });

  it('accepts the same import through the index, and fails when it closes a cycle', () => {
    const file = path.join(copy, 'modules/directory/institution.entity.ts');
    fs.appendFileSync(file, "\nimport { UsersModule } from '../users';\nexport const planted = UsersModule;\n");
    const { status, out } = check(path.join(copy, 'modules'));
    expect(out).toContain('module import cycle: directory -> users -> directory');
    expect(out).toContain('0 cross-module deep import(s), 1 module import cycle(s)');
    expect(status).toBe(1);
  });
});
