import type { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/configure-app';

/** Boots the real application (optionally with extra test-only modules) for supertest. */
export async function createTestApp(
  extraModules: Type<unknown>[] = [],
  beforeInit?: (app: INestApplication) => void,
): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...extraModules] }).compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  await configureApp(app);
  beforeInit?.(app);
  await app.init();
  return app;
}
