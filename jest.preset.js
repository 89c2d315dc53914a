// Shared Jest preset: TypeScript/TSX through SWC (with decorator metadata for NestJS),
// workspace libraries resolved to their sources.
const path = require('path');

const root = __dirname;

/** @param {{ jsx?: boolean }} [opts] */
function swcTransform(opts = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: Boolean(opts.jsx), decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: opts.jsx ? { runtime: 'automatic' } : undefined,
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
}

const moduleNameMapper = {
  '^@nuri/domain$': path.join(root, 'libs/domain/src/index.ts'),
  '^@nuri/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
  '^@nuri/ui$': path.join(root, 'libs/ui/src/index.ts'),
  '^@nuri/shell$': path.join(root, 'libs/shell/src/index.ts'),
  '^@nuri/map$': path.join(root, 'libs/map/src/index.ts'),
  '\\.(css|less|svg|png|jpg)$': path.join(root, 'scripts/jest/file-stub.js'),
};

module.exports = { swcTransform, moduleNameMapper, root };
