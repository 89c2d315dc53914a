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

/** createTestApp with some environment variables set while the app reads its configuration. */
export async function createTestAppWith(env: Record<string, string>): Promise<INestApplication> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
