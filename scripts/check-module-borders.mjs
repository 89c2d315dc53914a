// API module borders (docs/architecture.md "API modules"): a file in apps/api/src/modules/<m>/
// may import another module only through that module's public index.ts
// (`../layers` or `../layers/index`), never one of its inner files, and the arrows between modules
// form no cycle. Prints every deep import and every cycle, and exits 1 when there is one.
//
// Usage: node scripts/check-module-borders.mjs [modules-dir]
// (the directory argument lets a test point the check at a planted copy).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/api/src/modules'));

/** Every .ts file under dir (recursively). */
function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

// `import ... from '...'`, `export ... from '...'`, `import('...')`, `require('...')`, `jest.mock('...')`.
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|\bjest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

/** The module a path inside modulesDir belongs to, or null when it lies outside. */
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

const violations = [];
/** module -> modules it imports (through their index or not). */
const arrows = new Map();
for (const file of sourceFiles(modulesDir)) {
  const own = moduleOf(file);
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const match of line.matchAll(SPECIFIER)) {
      const spec = match[1];
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const other = moduleOf(target);
      if (!other || other === own) continue;
      if (!arrows.has(own)) arrows.set(own, new Set());
      arrows.get(own).add(other);
      const inner = path.relative(path.join(modulesDir, other), target);
      if (inner === '' || inner === 'index' || inner === 'index.ts') continue;
      violations.push(`${path.relative(root, file)}:${i + 1}: imports ${spec} (inside module "${other}"; use ../${other})`);
    }
  });
}

// Module cycles: an arrow back to a module that (directly or not) imports this one.
const cycles = new Set();
const visit = (start, at, trail) => {
  for (const next of arrows.get(at) ?? []) {
    if (next === start) cycles.add([...trail, start].join(' -> '));
    else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
  }
};
for (const m of [...arrows.keys()].sort()) visit(m, m, [m]);
for (const c of cycles) violations.push(`module import cycle: ${c}`);

for (const v of violations) console.log(v);
console.log(`${violations.length - cycles.size} cross-module deep import(s), ${cycles.size} module import cycle(s) in ${path.relative(root, modulesDir) || modulesDir}`);
process.exit(violations.length > 0 ? 1 : 0);
