import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fromBufferPromise } from 'yauzl';
import { ObjectStorage } from '../src/common/storage';
import { UsageMeter } from '../src/modules/billing';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { startS3, type TestS3 } from './support/s3rver';
import { binary, bufferOf } from './support/streams';
import { createTestApp, createTestAppWith } from './support/test-app';

/**
 * The whole file path with STORAGE_DRIVER=s3 against an s3rver started here: a GeoTIFF upload is
 * handed from the API to the worker through the bucket (the two have different work folders and
 * no shared storage folder), imported to a COG in the bucket, read by byte ranges through the
 * API (and by a presigned redirect), its thumbnail served, an attachment stored and downloaded,
 * the storage measured, and a deleted layer's objects removed.
 */
process.env.QUEUE_PREFIX = 'nuri-test-storage-s3';
const DATA = path.resolve(__dirname, '../../../../shared/data');

describe('the API on S3-compatible object storage', () => {
  let s3: TestS3;
  let app: INestApplication;
  let worker: INestApplicationContext;
  let f: Factories;
  let member: Awaited<ReturnType<Factories['actor']>>;
  let storage: ObjectStorage;
  const dirs: Record<'storage' | 'apiWork' | 'workerWork', string> = { storage: '', apiWork: '', workerWork: '' };
  const http = () => request(app.getHttpServer());
  let lyrId: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    s3 = await startS3('nuri-api-test');
    for (const k of Object.keys(dirs) as Array<keyof typeof dirs>) dirs[k] = fs.mkdtempSync(path.join(os.tmpdir(), `nuri-s3-${k}-`));
    Object.assign(process.env, s3.env, { STORAGE_DIR: dirs.storage });
    app = await createTestAppWith({ WORK_DIR: dirs.apiWork });
    process.env.WORK_DIR = dirs.workerWork;
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    delete process.env.WORK_DIR;
    storage = app.get(ObjectStorage);
    f = new Factories(app);
    member = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  }, 60000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await s3?.close();
    for (const d of Object.values(dirs)) if (d) fs.rmSync(d, { recursive: true, force: true });
    for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
    Object.assign(process.env, savedEnv);
  });

  it('runs on the S3 driver', () => {
    expect(storage.driver).toBe('s3');
  });

  /** Uploads files as a new layer and waits for its import job; returns the layer row. */
  async function imported(uploadType: string, names: string[]) {
    let req = http().post('/api/layers/upload').set(member.auth).field('uploadType', uploadType);
    for (const name of names) req = req.attach('files', fs.readFileSync(path.join(DATA, name)), name);
    const res = await req.expect(202);
    let state = '';
    for (let i = 0; i < 600 && !['completed', 'failed'].includes(state); i++) {
      const job = await http().get(`/api/jobs/${res.body.result.jobId}`).set(member.auth).expect(200);
      state = job.body.result.state;
      if (!['completed', 'failed'].includes(state)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('completed');
    const [layer] = await app.get(DataSource).query(`SELECT * FROM lyr WHERE lyr_id = $1`, [res.body.result.lyrId]);
    return layer;
  }

  it('imports a GeoTIFF through the bucket: hand-over, COG and thumbnail stored as objects', async () => {
    const layer = await imported('geotiff', ['dem_5186.tif']);
    lyrId = layer.lyr_id;
    expect(layer).toMatchObject({ lyr_sttus_code: 'READY', raster_path: `rasters/${lyrId}.tif`, thumbnail_path: `thumbnails/${lyrId}.png` });
    const cog = await storage.head(layer.raster_path);
    expect(cog?.size).toBeGreaterThan(1000);
    expect(await storage.exists(layer.thumbnail_path)).toBe(true);
    // The work files went away (both work folders, and the hand-over copy in the bucket); nothing
    // was written to the local storage folder.
    const left: string[] = [];
    for await (const o of storage.list('imports/')) left.push(o.key);
    expect(left).toEqual([]);
    expect(fs.readdirSync(path.join(dirs.apiWork, 'imports'))).toEqual([]);
    expect(fs.existsSync(path.join(dirs.workerWork, 'imports', lyrId))).toBe(false);
    expect(fs.readdirSync(dirs.storage)).toEqual([]);
  }, 120000);

  it('imports a shapefile (several files handed over) and serves its thumbnail from the bucket', async () => {
    const layer = await imported('shp', ['roads_5186_utf8.zip']);
    expect(layer).toMatchObject({ lyr_sttus_code: 'READY', feature_cnt: '40', thumbnail_path: `thumbnails/${layer.lyr_id}.png` });
    const res = await http().get(`/api/layers/${layer.lyr_id}/thumbnail`).set(member.auth).buffer(true).parse(binary).expect(200);
    expect(res.body).toEqual(await storage.readBuffer(layer.thumbnail_path));
    const left: string[] = [];
    for await (const o of storage.list('imports/')) left.push(o.key);
    expect(left).toEqual([]);
  }, 120000);

  it('serves the COG by byte ranges read from the bucket', async () => {
    const stored = (await storage.readBuffer(`rasters/${lyrId}.tif`))!;
    const part = await http().get(`/api/tiles/${lyrId}/raster.tif`).set(member.auth).set('Range', 'bytes=0-15').buffer(true).parse(binary).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-15/${stored.length}`);
    expect(part.headers['content-type']).toBe('image/tiff');
    expect(part.body).toEqual(stored.subarray(0, 16));
    expect((part.body as Buffer).subarray(0, 4)).toEqual(Buffer.from('II*\0', 'binary'));
    const whole = await http().get(`/api/tiles/${lyrId}/raster.tif`).set(member.auth).buffer(true).parse(binary).expect(200);
    expect(whole.body).toEqual(stored);
    await http().get(`/api/tiles/${lyrId}/raster.tif`).set(member.auth).set('If-None-Match', whole.headers.etag).expect(304);
  });

  it('redirects COG reads to a short-lived presigned address when configured, after the access check', async () => {
    const redirecting = await createTestAppWith({ STORAGE_PRESIGN_REDIRECT: 'true', STORAGE_PRESIGN_TTL_SECONDS: '60' });
    try {
      const res = await request(redirecting.getHttpServer()).get(`/api/tiles/${lyrId}/raster.tif`).set(member.auth).expect(302);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.location).toMatch(new RegExp(`^${s3.endpoint}/nuri-api-test/rasters/${lyrId}\\.tif\\?.*X-Amz-Expires=60`));
      const ranged = await fetch(res.headers.location, { headers: { Range: 'bytes=0-3' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(Buffer.from('II*\0', 'binary'));
      // Someone the policy does not let view the layer gets no address.
      const outsider = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
      await request(redirecting.getHttpServer()).get(`/api/tiles/${lyrId}/raster.tif`).set(outsider.auth).expect(403);
    } finally {
      await redirecting.close();
    }
  });

  it('serves the thumbnail from the bucket', async () => {
    const res = await http().get(`/api/layers/${lyrId}/thumbnail`).set(member.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toEqual(await storage.readBuffer(`thumbnails/${lyrId}.png`));
  });

  it('stores an attachment in the bucket and downloads it', async () => {
    const png = fs.readFileSync(path.join(DATA, 'thumb_ok.png'));
    const created = await http().post('/api/attachments').set(member.auth).attach('files', png, '로고.png').expect(201);
    const id: string = created.body.result.atchmnflId;
    const [row] = await app.get(DataSource).query(`SELECT stre_file_path AS key FROM atchmnfl_detail WHERE atchmnfl_id = $1`, [id]);
    expect(row.key).toMatch(/^attachments\/[0-9a-f]{40}$/);
    expect(await storage.readBuffer(row.key)).toEqual(png);
    const zip = await http().post(`/api/attachments/${id}/download`).set(member.auth).buffer(true).parse(binary).expect(200);
    const entries = new Map<string, Buffer>();
    const file = await fromBufferPromise(zip.body as Buffer, { lazyEntries: true });
    for await (const entry of file.eachEntry()) entries.set(entry.fileName, await bufferOf(await file.openReadStreamPromise(entry)));
    expect(entries.get('로고.png')).toEqual(png);
    const before = await app.get(UsageMeter).measure(member.user.insttCode);
    expect(before.volumeBytes).toBeGreaterThanOrEqual((await storage.head(`rasters/${lyrId}.tif`))!.size + png.length);
  });

  it('removes the objects of a deleted layer', async () => {
    await http().delete(`/api/layers/${lyrId}`).set(member.auth).expect(200);
    expect(await storage.exists(`rasters/${lyrId}.tif`)).toBe(false);
    expect(await storage.exists(`thumbnails/${lyrId}.png`)).toBe(false);
  });
});

// The local driver stays the default of `npm start` and of the other suites.
describe('the default driver', () => {
  it('is the local folder', async () => {
    expect(process.env.STORAGE_DRIVER).toBeUndefined();
    const app = await createTestApp();
    try {
      expect(app.get(ObjectStorage).driver).toBe('local');
    } finally {
      await app.close();
    }
  });
});
