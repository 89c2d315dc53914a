import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Redis from 'ioredis';

/**
 * Once per test run: a fresh test database (dropped and recreated, then migrated and seeded)
 * and an empty Redis test db. The browser tests that follow reuse the migrated database.
 */
export default async function globalSetup(): Promise<void> {
  await import('./env');
  // Global setup resolves @nuri/domain through node_modules (no moduleNameMapper here): build it
  // so the seed uses the same rules as the code under test.
  execFileSync('npx', ['tsc', '-p', 'tsconfig.lib.json'], { cwd: path.resolve(__dirname, '../../../../libs/domain') });
  const { AppConfig } = await import('../../src/config/app-config');
  const { createDataSource } = await import('../../src/database/data-source');
  const { recreateDatabase } = await import('../../src/database/ensure-database');
  const { runMigrationsLocked } = await import('../../src/database/migrate-locked');
  const { seed } = await import('../../src/database/seed');
  const config = new AppConfig(process.env);
  // A run that only re-runs API tests inside `npm test` sets this to keep the prepared database.
  if (process.env.NURI_TEST_DB_READY !== '1') {
    await recreateDatabase(config.values.DATABASE_URL);
  }
  const ds = createDataSource(config);
  await ds.initialize();
  await runMigrationsLocked(ds);
  await seed(ds, config);
  await ds.destroy();
  const redis = new Redis(config.values.REDIS_URL);
  await redis.flushdb();
  await redis.quit();
}
