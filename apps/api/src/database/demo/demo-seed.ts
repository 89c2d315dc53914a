import fs from 'node:fs';
import path from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthCoreModule } from '../../common/auth/auth-core.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limiter';
import { CORE_IMPORTS } from '../../core-imports';
import { AccessModule } from '../../modules/access';
import { BillingModule } from '../../modules/billing';
import type { AppConfig } from '../../config/app-config';
import { GalleryModule } from '../../modules/gallery';
import { GroupsModule } from '../../modules/groups';
import { ImportsModule, ImportsWorkerModule } from '../../modules/imports';
import { LayersModule } from '../../modules/layers';
import { InstitutionsModule } from '../../modules/institutions';
import { SharesModule } from '../../modules/shares';
import { WebappsModule } from '../../modules/webapps';
import { WebmapsModule } from '../../modules/webmaps';
import { type SeedReport } from '../seed';
import { DEMO_LAYERS } from './demo-data';
import { DemoSeeder } from './demo-seeder';

/**
 * The features the seed calls (from their modules' public indexes) plus the import worker, without
 * an HTTP server: the seed calls the product's own services, and imports its layers through the
 * real upload path and queue.
 */
const DEMO_SEED_MODULES = [
  RateLimitModule,
  AuthCoreModule,
  AccessModule,
  InstitutionsModule,
  GroupsModule,
  LayersModule,
  ImportsModule,
  WebmapsModule,
  WebappsModule,
  SharesModule,
  GalleryModule,
  BillingModule,
];

@Module({ imports: [...CORE_IMPORTS, ...DEMO_SEED_MODULES, ImportsWorkerModule] })
class DemoSeedModule {}

/** The committed sample files (src/database/seed-data), from the sources or the compiled output. */
export function seedDataDir(): string | null {
  const candidates = [
    path.resolve(__dirname, '../seed-data'),
    path.resolve(__dirname, '../../../src/database/seed-data'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, DEMO_LAYERS.facilities.file))) ?? null;
}

/** Whether this run seeds the demo data: never in production unless SEED_ADMIN_PASSWORD is set. */
export function demoAllowed(config: AppConfig): boolean {
  return config.values.NODE_ENV !== 'production' || !!config.values.SEED_ADMIN_PASSWORD;
}

/**
 * Seeds the demo institution with members, a group, two sample layers, a web map, a themed app,
 * shares and gallery entries. Idempotent: each piece is looked up by its fixed id or name first.
 */
export async function seedDemo(config: AppConfig): Promise<SeedReport> {
  if (!demoAllowed(config)) return { created: [] };
  const dataDir = seedDataDir();
  if (!dataDir) {
    console.warn('demo seed skipped: the sample data folder (src/database/seed-data) is not here');
    return { created: [] };
  }
  const app = await NestFactory.createApplicationContext(DemoSeedModule, { logger: ['error', 'warn'] });
  try {
    await app.init();
    return await new DemoSeeder(app, config, dataDir).run();
  } finally {
    await app.close();
  }
}
