import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Front-end borders (docs/architecture.md "Front end"): apps import libs only, by package name;
// the UI kit never imports the API client or the app shell; no lib imports an app; web and
// admin never import each other. scripts/check-borders.mjs plants a violation of each and
// expects this config to fail it (part of npm test's lint step).
const APPS = ['@nuri/web', '@nuri/web/*', '@nuri/admin', '@nuri/admin/*', '@nuri/api', '@nuri/api/*', '@nuri/e2e', '@nuri/e2e/*'];
const noAppImports = { group: [...APPS, '**/apps/*/src/**'], message: 'A library never imports an app.' };
const libsByName = { group: ['**/libs/*/src/**', '**/libs/*/vite/**'], message: 'Apps import libraries by package name (@nuri/…), not by path.' };
const otherApp = (app) => ({
  group: [`@nuri/${app}`, `@nuri/${app}/*`, `**/${app}/src/**`, `**/apps/${app}/**`],
  message: 'The web and admin apps never import each other: move what both need into a library.',
});
const borders = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
export const FRONT_END_BORDERS = [
  {
    files: ['libs/ui/src/**/*.{ts,tsx}'],
    rules: borders(noAppImports, {
      group: ['@nuri/api-client', '@nuri/api-client/*', '@nuri/shell', '@nuri/shell/*', '**/shell/src/**', '**/api-client/src/**'],
      message: 'The UI kit (@nuri/ui) fetches nothing: it never imports the API client or the app shell.',
    }),
  },
  { files: ['libs/{shell,map,domain,api-client}/src/**/*.{ts,tsx}'], rules: borders(noAppImports) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: borders(libsByName, otherApp('admin')) },
  { files: ['apps/admin/src/**/*.{ts,tsx}'], rules: borders(libsByName, otherApp('web')) },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'libs/api-client/src/generated/**', 'apps/api/src/metadata.ts', 'apps/api/src/error-metadata.ts', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...FRONT_END_BORDERS,
);
