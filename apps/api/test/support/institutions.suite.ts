import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Institution } from '../../src/modules/directory/institution.entity';
import { resetRateLimits } from './accounts';
import { Factories } from './factories';
import { createTestApp } from './test-app';

export const DATA = path.resolve(__dirname, '../../../../../shared/data');

export type Actor = Awaited<ReturnType<Factories['actor']>>;

export function institutionsSuite() {
  let app: INestApplication;
  let f: Factories;
  let provider: Actor;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const row = async (code: string) => (await db().query(`SELECT * FROM instt WHERE instt_code = $1`, [code]))[0];

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
  });
  beforeEach(() => resetRateLimits(app));
  afterAll(() => app.close());

  /** An institution with its master admin (14). */
  async function institution(partial: Partial<Institution> = {}): Promise<{ code: string; master: Actor }> {
    const instt = await f.newInstitution(partial);
    const master = await f.actor(instt.insttCode, USER_SE_CODES.INSTT_ADMIN);
    await db()
      .getRepository(Institution)
      .update({ insttCode: instt.insttCode }, { masterUserId: master.user.userId, creatmanId: master.user.userId });
    return { code: instt.insttCode, master };
  }

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get provider() {
      return provider;
    },
    http,
    db,
    row,
    institution,
  };
}
