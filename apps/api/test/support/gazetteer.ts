import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedDataDir } from '../../src/database/demo/demo-seed';
import { loadDemoGazetteer } from '../../src/modules/geocoding';

/** The demo seed's gazetteer (Seoul districts and the committed address sample), loaded once per database. */
export async function ensureDemoGazetteer(app: INestApplication): Promise<void> {
  const dir = seedDataDir();
  if (!dir) throw new Error('seed data folder missing');
  await loadDemoGazetteer(app.get(DataSource), dir);
}
