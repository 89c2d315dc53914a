import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { READ_DB } from '../src/common/db/read-db';
import { Factories } from './support/factories';
import { createTestApp, createTestAppWith } from './support/test-app';

// Issue 25, "Connections": read-only lists go to DATABASE_READ_URL when it is set (a streaming
// replica in production). Here the "replica" is a second pool on the same server, told apart by its
// application_name (nuri-api-read) in pg_stat_activity; without the variable, reads use the primary.
describe('read replica routing (DATABASE_READ_URL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestAppWith({ DATABASE_READ_URL: process.env.DATABASE_URL as string, DATABASE_READ_POOL_SIZE: '2' });
  });
  afterAll(() => app.close());

  it('runs the layer search on the read pool and writes on the primary', async () => {
    const f = new Factories(app);
    const member = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const primary = app.get(DataSource);
    const read = app.get<DataSource>(READ_DB);
    expect(read).not.toBe(primary);
    // A layer written through the API (primary), then the search (read pool).
    const made = await request(app.getHttpServer())
      .post('/api/layers/upload')
      .set(member.auth)
      .send({ uploadType: 'custom', lyrNm: '복제본 시설', geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    const list = await request(app.getHttpServer()).get('/api/layers?pageSize=20').set(member.auth).expect(200);
    expect(list.body.result.content.map((l: { lyrId: string }) => l.lyrId)).toContain(made.body.result.lyrId);
    const sessions: Array<{ query: string }> = await primary.query(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'nuri-api-read'`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThanOrEqual(2);
    // The read pool's sessions ran the search's statements (the last one each ran), never a write.
    expect(sessions.some((s) => /\blyr\b/.test(s.query))).toBe(true);
    expect(sessions.every((s) => !/^\s*(INSERT|UPDATE|DELETE)\b/i.test(s.query))).toBe(true);
  });

  it('uses the primary for reads when no replica is configured', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.get(READ_DB)).toBe(plain.get(DataSource));
    } finally {
      await plain.close();
    }
  });
});
