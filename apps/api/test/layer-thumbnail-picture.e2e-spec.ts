import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { boxOf, colourFacts, decodePng } from './support/png';
import { createTestApp } from './support/test-app';

// Own queue prefix and storage: other suites' workers must not take these jobs.
process.env.QUEUE_PREFIX = 'nuri-test-thumb-picture';
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-thumb-picture-'));
process.env.STORAGE_DIR = STORAGE;

const DATA = path.resolve(__dirname, '../../../../shared/data');
const LAND = '#f4f1e8';
// The default symbol's outline (libs/domain DEFAULT_SYMBOL.strokeColor).
const OUTLINE = '#1f5fbf';

describe('layer thumbnails drawn over the base map at the data extent', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let auth: Record<string, string>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    const f = new Factories(app);
    const instt = await f.newInstitution();
    auth = (await f.actor(instt.insttCode, USER_SE_CODES.MEMBER)).auth;
  }, 60000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  async function importLayer(name: string): Promise<{ thumbnail_path: string; lyr_id: string }> {
    const res = await http()
      .post('/api/layers/upload')
      .set(auth)
      .field('uploadType', 'shp')
      .attach('files', fs.readFileSync(path.join(DATA, name)), name)
      .expect(202);
    const { lyrId, jobId } = res.body.result;
    for (let i = 0; i < 600; i++) {
      const job = await http().get(`/api/jobs/${jobId}`).set(auth).expect(200);
      if (job.body.result.state === 'failed') throw new Error(job.body.result.error);
      if (job.body.result.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [layer] = await app.get(DataSource).query(`SELECT lyr_id, thumbnail_path FROM lyr WHERE lyr_id = $1`, [lyrId]);
    return layer;
  }

  it('draws polygons over land and Korean labels, framed on the data with a margin', async () => {
    const layer = await importLayer('seoul_districts_5186_cp949.zip');
    const pixels = decodePng(fs.readFileSync(path.join(STORAGE, layer.thumbnail_path)));
    // The districts span a square: the picture is (nearly) square, 256 px on its longer side.
    expect(Math.max(pixels.width, pixels.height)).toBe(256);
    expect(Math.min(pixels.width, pixels.height)).toBeGreaterThan(250);
    const facts = colourFacts(pixels);
    // Not dots on white: many colours (land, fill, outlines, label text), none covering most of it.
    expect(facts.distinct).toBeGreaterThan(60);
    expect(facts.topShare).toBeLessThan(0.85);
    expect(facts.share('#ffffff', 2)).toBeLessThan(0.05);
    // The base map shows in the margin around the data.
    expect(facts.share(LAND)).toBeGreaterThan(0.08);
    // The data's outline spans most of the picture and stops short of its edges (padding).
    const box = boxOf(pixels, OUTLINE);
    expect(box).not.toBeNull();
    const [minX, minY, maxX, maxY] = box as [number, number, number, number];
    expect(maxX - minX).toBeGreaterThan(pixels.width * 0.75);
    expect(maxY - minY).toBeGreaterThan(pixels.height * 0.75);
    for (const edge of [minX, minY, pixels.width - 1 - maxX, pixels.height - 1 - maxY]) {
      expect(edge).toBeGreaterThanOrEqual(4);
      expect(edge).toBeLessThan(40);
    }
  }, 90000);

  it('draws points as visible markers over the base map, framed on them', async () => {
    const layer = await importLayer('facilities_5186_cp949.zip');
    const pixels = decodePng(fs.readFileSync(path.join(STORAGE, layer.thumbnail_path)));
    const facts = colourFacts(pixels);
    expect(facts.distinct).toBeGreaterThan(60);
    expect(facts.topShare).toBeLessThan(0.85);
    expect(facts.share('#ffffff', 2)).toBeLessThan(0.05);
    const box = boxOf(pixels, OUTLINE);
    expect(box).not.toBeNull();
    const [minX, minY, maxX, maxY] = box as [number, number, number, number];
    expect(Math.max(maxX - minX, maxY - minY)).toBeGreaterThan(Math.max(pixels.width, pixels.height) * 0.7);
  }, 90000);
});
