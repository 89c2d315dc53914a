import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config.schema';
import { WorkerModule } from './worker.module';

/** Job-worker entrypoint: no HTTP server; processes BullMQ queues until SIGTERM. */
async function bootstrap(): Promise<void> {
  new AppConfig(process.env); // refuses to start on a bad value
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
