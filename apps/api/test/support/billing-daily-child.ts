// A separate process that runs the daily billing job once, as the worker's handler does, and
// prints its report as JSON on the last line (argument: institution codes, comma separated). Environment as the tests' (env.ts), plus the
// BILLING_* test hooks the spawning test sets (BILLING_CRASH_AFTER makes it exit 1 mid-run).
import 'reflect-metadata';
import './env';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CORE_IMPORTS } from '../../src/core-imports';
import { BillingWorkerModule } from '../../src/modules/billing/billing.module';
import { BillingDailyService } from '../../src/modules/billing/billing-daily.service';

@Module({ imports: [...CORE_IMPORTS, BillingWorkerModule] })
class BillingChildModule {}

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(BillingChildModule, { logger: false });
  // Optional first argument: the institutions to run (comma separated), as the dev route's insttCodes.
  const only = process.argv[2]?.split(',').filter(Boolean);
  const report = await app.get(BillingDailyService).runDaily(only);
  await app.close();
  process.stdout.write(`\n${JSON.stringify(report)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
