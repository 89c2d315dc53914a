// Writes src/error-metadata.ts: for every controller handler, the domain error codes it can
// raise, found by following its calls through the API's own code (the TypeScript checker
// resolves each call, `this.service.method()` included) down to every `new DomainError(code…)`
// and its subclasses. swagger.ts turns the codes into the documented error responses, next to
// what the route metadata implies (guards, validation). `--check` fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcRoot = path.join(apiRoot, 'src') + path.sep;
const outFile = path.join(apiRoot, 'src/error-metadata.ts');
const check = process.argv.includes('--check');

const configPath = path.join(apiRoot, 'tsconfig.metadata.json');
const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();

const domainErrorFile = path.join(apiRoot, 'src/common/errors/domain-error.ts');
const inSrc = (node) => node.getSourceFile().fileName.startsWith(srcRoot.split(path.sep).join('/')) || node.getSourceFile().fileName.startsWith(srcRoot);
const isDomainErrorCtor = (decl) =>
  decl && ts.isConstructorDeclaration(decl) && path.resolve(decl.getSourceFile().fileName) === domainErrorFile && decl.parent.name?.text === 'DomainError';

/** The executable body of a declaration a call resolved to, if it is ours. */
function bodyOf(decl) {
  if (!decl || !inSrc(decl)) return undefined;
  if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isConstructorDeclaration(decl) || ts.isGetAccessorDeclaration(decl))
    return decl.body ? decl : undefined;
  if (ts.isArrowFunction(decl) || ts.isFunctionExpression(decl)) return decl;
  if ((ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl)) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer)))
    return decl.initializer;
  return undefined;
}

/** Literal codes the first argument can hold; the whole union means "not statically known". */
function codesOf(arg, where) {
  const type = checker.getTypeAtLocation(arg);
  const parts = type.isUnion() ? type.types : [type];
  const codes = parts.filter((t) => t.isStringLiteral()).map((t) => t.value);
  if (codes.length !== parts.length || codes.length > 6) {
    const { line } = where.getSourceFile().getLineAndCharacterOfPosition(where.getStart());
    throw new Error(`error code not statically known at ${path.relative(apiRoot, where.getSourceFile().fileName)}:${line + 1}; narrow its type`);
  }
  return codes;
}

const graph = new Map(); // function node -> { codes:Set, calls:Set<node> }
function analyse(fn) {
  if (graph.has(fn)) return graph.get(fn);
  const entry = { codes: new Set(), calls: new Set() };
  graph.set(fn, entry);
  const add = (decl) => {
    const body = bodyOf(decl);
    if (body && body !== fn) entry.calls.add(body);
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const decl = checker.getResolvedSignature(node)?.declaration;
      if (isDomainErrorCtor(decl)) {
        if (node.arguments?.[0]) for (const c of codesOf(node.arguments[0], node)) entry.codes.add(c);
      } else add(decl);
      if (ts.isNewExpression(node)) {
        // A class without its own constructor inherits its parent's.
        const sym = checker.getSymbolAtLocation(node.expression);
        if (!decl && sym) for (const d of sym.declarations ?? []) if (ts.isClassDeclaration(d)) add(d.members.find(ts.isConstructorDeclaration));
      }
    } else if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && !(ts.isCallExpression(node.parent) && node.parent.expression === node)) {
      // A function passed by reference (`.map(this.check)`, a callback) may run too.
      const sym = ts.isPropertyAccessExpression(node) ? checker.getSymbolAtLocation(node.name) : checker.getSymbolAtLocation(node);
      const decl = sym?.valueDeclaration;
      if (decl && (ts.isMethodDeclaration(decl) || ts.isFunctionDeclaration(decl) || ts.isGetAccessorDeclaration(decl))) add(decl);
      if (decl && ts.isPropertyDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) add(decl);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) add(decl);
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return entry;
}

function reachableCodes(root) {
  const seen = new Set();
  const codes = new Set();
  const stack = [root];
  while (stack.length) {
    const fn = stack.pop();
    if (seen.has(fn)) continue;
    seen.add(fn);
    const entry = analyse(fn);
    entry.codes.forEach((c) => codes.add(c));
    entry.calls.forEach((c) => stack.push(c));
  }
  return [...codes].sort();
}

const isController = (cls) =>
  ts.getDecorators(cls)?.some((d) => ts.isCallExpression(d.expression) && d.expression.expression.getText() === 'Controller');
const HTTP = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch', 'All', 'Head', 'Options']);
const isHandler = (m) => ts.isMethodDeclaration(m) && ts.getDecorators(m)?.some((d) => ts.isCallExpression(d.expression) && HTTP.has(d.expression.expression.getText()));

const result = {};
for (const sf of program.getSourceFiles()) {
  if (!sf.fileName.startsWith(srcRoot.split(path.sep).join('/')) && !sf.fileName.startsWith(srcRoot)) continue;
  for (const stmt of sf.statements) {
    if (!ts.isClassDeclaration(stmt) || !stmt.name || !isController(stmt)) continue;
    // The class's handlers, then those it inherits (a base class such as the content module's
    // thumbnail routes), under the controller's name.
    const classes = [stmt];
    for (let type = checker.getTypeAtLocation(stmt); type; ) {
      const base = type.getBaseTypes?.()?.[0];
      const decl = base?.getSymbol()?.declarations?.find(ts.isClassLike);
      if (!decl) break;
      classes.push(decl);
      type = base;
    }
    for (const cls of classes) {
      for (const member of cls.members) {
        const key = `${stmt.name.text}.${member.name?.getText()}`;
        if (!isHandler(member) || key in result) continue;
        result[key] = reachableCodes(member);
      }
    }
  }
}

const keys = Object.keys(result).sort();
const text =
  '/* eslint-disable */\n' +
  '// Generated by scripts/generate-error-metadata.mjs (run by the build): the domain error codes each\n' +
  '// controller handler can raise, for the error responses of the OpenAPI document. Do not edit.\n' +
  'const errorMetadata: Record<string, readonly string[]> = {\n' +
  keys.map((k) => `  ${JSON.stringify(k)}: [${result[k].map((c) => `'${c}'`).join(', ')}],\n`).join('') +
  '};\n' +
  'export default errorMetadata;\n';
const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : '';
if (check) {
  if (current !== text) {
    console.error('stale: apps/api/src/error-metadata.ts — run npm run build -w @nuri/api and commit the result');
    process.exit(1);
  }
} else if (current !== text) fs.writeFileSync(outFile, text);
