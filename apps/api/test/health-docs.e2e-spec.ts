import SwaggerParser from '@apidevtools/swagger-parser';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '../src/jobs/queues';
import { createTestApp } from './support/test-app';

describe('health and OpenAPI document', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  const http = () => request(app.getHttpServer());

  it('reports db, redis, queue and gdal as up', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body.code).toBe(200);
    const health = res.body.result;
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.checks.db).toMatchObject({ status: 'up' });
    expect(health.checks.db.detail).toMatch(/^PostGIS 3\./);
    expect(health.checks.redis).toEqual({ status: 'up', detail: 'PONG' });
    expect(health.checks.queue.status).toBe('up');
    expect(health.checks.gdal.status).toBe('up');
    expect(health.checks.gdal.detail).toMatch(/^GDAL \d/);
    expect(health.status).toBe('ok');
  });

  it('counts the jobs of every queue, not only maintenance (an import waiting is work left)', async () => {
    const imports = app.get<Queue>(getQueueToken(QUEUES.import));
    const detailOf = async () => (await http().get('/api/health').expect(200)).body.result.checks.queue.detail as string;
    const count = (detail: string, state: string) => Number(new RegExp(`${state} (\\d+)`).exec(detail)?.[1]);
    const before = await detailOf();
    expect(before).toMatch(/^workers \d+, waiting \d+, active \d+, delayed \d+, failed \d+$/);
    const waiting = await imports.add('health-probe', {}, { jobId: `health-probe-${Date.now()}` });
    const delayed = await imports.add('health-probe', {}, { jobId: `health-probe-delayed-${Date.now()}`, delay: 60_000 });
    try {
      const after = await detailOf();
      expect(count(after, 'waiting')).toBe(count(before, 'waiting') + 1);
      expect(count(after, 'delayed')).toBe(count(before, 'delayed') + 1);
    } finally {
      await waiting.remove();
      await delayed.remove();
    }
  });

  it('answers liveness and readiness', async () => {
    expect((await http().get('/api/health/live').expect(200)).body.result).toBe(true);
    expect((await http().get('/api/health/ready').expect(200)).body.result).toBe(true);
  });

  it('serves a valid OpenAPI 3 document that describes DTOs from the CLI plugin', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(doc.paths['/api/health'].get).toBeDefined();
    // Properties and their doc comments come from the plugin, not hand-written decorators.
    const health = doc.components.schemas.HealthDto;
    expect(Object.keys(health.properties).sort()).toEqual(['checks', 'status', 'version']);
    expect(health.properties.version.description).toBe('API version.');
    const ok = doc.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(ok.properties.result.$ref).toBe('#/components/schemas/HealthDto');
  });

  it('serves the Swagger UI', async () => {
    const res = await http().get('/api/docs/').expect(200);
    expect(res.text).toContain('swagger-ui');
  });
});
