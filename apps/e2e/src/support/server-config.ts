import os from 'node:os';
import path from 'node:path';

/** Repository root (apps/e2e/src/support → ../../../..). */
export const ROOT = path.resolve(__dirname, '../../../..');
export const ARTIFACTS_DIR = path.resolve(__dirname, '../../artifacts');

export const DEFAULT_PORT = 3199;

/** ELECTION_INSTT_CODE of the server under test unless the environment names another. */
export const E2E_ELECTION_INSTT_CODE = 'e2e-vote';

/** The built API the tests start (API_DIST_DIR: a private build, relative to the repository root). */
export const API_DIST = process.env.API_DIST_DIR ?? 'apps/api/dist';
export const HEALTH_TIMEOUT_MS = 60_000;

/** Environment the API, the worker and the migrations run with during browser tests. */
export function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nuri_test',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
    DEV_TOOLS: 'true',
    // Migrations run once before the start (global-setup), as `npm start` does.
    MIGRATE_ON_START: 'false',
    // Uploads of a test run stay out of the developer's ./storage.
    STORAGE_DIR: process.env.E2E_STORAGE_DIR ?? path.join(os.tmpdir(), 'nuri-e2e-storage'),
    // The one institution that manages elections (menu 561; service-lab.e2e.ts).
    ELECTION_INSTT_CODE: process.env.ELECTION_INSTT_CODE ?? E2E_ELECTION_INSTT_CODE,
  };
}

export function serverPort(): number {
  const port = Number(process.env.E2E_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`E2E_PORT is not a port: ${process.env.E2E_PORT}`);
  return port;
}

/** Where tests read the server from (set by global-setup, or by hand to test a running server). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through apps/e2e/jest.config.js');
  return url.replace(/\/$/, '');
}
