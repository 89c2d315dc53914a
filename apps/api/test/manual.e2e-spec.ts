import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/test-app';

const ROOT = path.resolve(__dirname, '../../..');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Binary body of a supertest response. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Admin manual (GET /manual/admin)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('downloads the committed PDF without signing in, with its file name', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/manual/admin')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'])![1])).toBe(
      '누리지도_관리자_매뉴얼.pdf',
    );
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.equals(fs.readFileSync(path.join(ROOT, 'apps/api/assets/admin-manual.pdf')))).toBe(true);
  });

  it('was built from the current docs/admin-manual.md (rebuild: node apps/api/scripts/build-admin-manual.mjs)', () => {
    const meta = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'apps/api/assets/admin-manual.json'), 'utf8'),
    ) as {
      sourceSha256: string;
      pdfSha256: string;
    };
    expect(meta.sourceSha256).toBe(sha256(fs.readFileSync(path.join(ROOT, 'docs/admin-manual.md'))));
    expect(meta.pdfSha256).toBe(sha256(fs.readFileSync(path.join(ROOT, 'apps/api/assets/admin-manual.pdf'))));
  });
});
