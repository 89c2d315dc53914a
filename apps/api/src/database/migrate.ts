import 'reflect-metadata';
import { AppConfig } from '../config/app-config';
import { ConfigError } from '../config/config.schema';
import { createDataSource } from './data-source';
import { ensureDatabase } from './ensure-database';
import { runMigrationsLocked } from './migrate-locked';
import { demoAllowed, seedDataDir, seedDemo } from './demo/demo-seed';
import { loadDemoGazetteer } from '../modules/geocoding';
import { seed } from './seed';

/**
 * Migration command: creates the database when missing, applies pending migrations and, with
 * --seed, the demo/bootstrap data. Used by `npm start`, the tests and deployments (a Job).
 */
async function main(): Promise<void> {
  const config = new AppConfig(process.env);
  if (await ensureDatabase(config.values.DATABASE_URL)) console.log('database created');
  const ds = createDataSource(config);
  await ds.initialize();
  try {
    const applied = await runMigrationsLocked(ds);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database is up to date');
    if (process.argv.includes('--seed')) {
      const report = await seed(ds, config);
      // The demo institution and its contents use the application's own services (a Nest context).
      const demo = await seedDemo(config);
      // The demo area's districts and address sample, so a fresh install can search addresses at once.
      const dataDir = seedDataDir();
      const gazetteer = demoAllowed(config) && dataDir ? await loadDemoGazetteer(ds, dataDir) : [];
      const created = [...report.created, ...demo.created, ...gazetteer];
      console.log(created.length ? `seeded: ${created.join(', ')}` : 'seed data present');
    }
  } finally {
    await ds.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
