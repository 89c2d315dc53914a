import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config.schema';
import { configureApp } from './configure-app';
import { runMigrationsLocked } from './database/migrate-locked';
import { configureHttpServer } from './http-server';

/** HTTP entrypoint: validates configuration, migrates, serves the API and both apps. */
async function bootstrap(): Promise<void> {
  const config = new AppConfig(process.env); // refuses to start on a bad value
  const app = await NestFactory.create(AppModule, { bufferLogs: true });
  if (config.values.MIGRATE_ON_START) {
    const applied = await runMigrationsLocked(app.get(DataSource));
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  }
  await configureApp(app);
  configureHttpServer(app.getHttpServer());
  await app.listen(config.values.PORT, config.values.HOST);
  console.log(`Nuri Map API listening on http://localhost:${config.values.PORT} (docs: /api/docs)`);
}

bootstrap().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
