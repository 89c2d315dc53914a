import 'reflect-metadata';
import os from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config.schema';
import { WorkerModule } from './worker.module';

/** Job-worker entrypoint: no HTTP server; processes BullMQ queues until SIGTERM. */
async function bootstrap(): Promise<void> {
  const config = new AppConfig(process.env); // refuses to start on a bad value
  // Background work yields to the API where both share CPUs (children such as GDAL inherit it).
  if (config.values.WORKER_NICE > 0) {
    try {
      os.setPriority(Math.max(os.getPriority(), config.values.WORKER_NICE));
    } catch (e) {
      console.warn(`worker priority unchanged: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  console.log('Nuri Map worker started');
}

bootstrap().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
