// Runs the @nestjs/swagger CLI plugin ahead of time and writes src/metadata.ts, so DTOs are
// documented without hand annotations whether the code runs from tsc output or SWC (tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..');
const { PluginMetadataGenerator } = require('@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator');
const { ReadonlyVisitor } = require('@nestjs/swagger/plugin');

process.chdir(apiRoot);
new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      introspectComments: true,
      pathToSource: path.join(apiRoot, 'src'),
      classValidatorShim: true,
      dtoFileNameSuffix: ['.dto.ts'],
      controllerFileNameSuffix: ['.controller.ts'],
    }),
  ],
  outputDir: path.join(apiRoot, 'src'),
  tsconfigPath: 'tsconfig.metadata.json',
  filename: 'metadata.ts',
  printDiagnostics: false,
});
