import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { LocalStorage, ObjectStorage, S3Storage, sendObject, storageAt, storageFromConfig, syncStorage } from '../src/common/storage';
import { bufferOf } from './support/streams';
import { startS3, type TestS3 } from './support/s3rver';

/**
 * The storage suite: the same cases against both drivers, the local folder and S3 (against an
 * s3rver started here). `npm test` runs it, so CI covers both drivers.
 */
const MIB = 1024 * 1024;
const TEXT = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

let s3: TestS3;
let localRoot: string;

beforeAll(async () => {
  s3 = await startS3();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-storage-local-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

/** Bytes in files below a folder: what has reached the disk of either driver. */
function bytesOnDisk(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) total += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return total;
}

const drivers: Array<[string, () => ObjectStorage, () => string]> = [
  ['local', () => new LocalStorage(localRoot), () => localRoot],
  [
    's3',
    () =>
      new S3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
        presignTtlSeconds: 60,
      }),
    () => s3.directory,
  ],
];

/** A lazily made stream of `mib` MiB; chunk i is all 'A' (odd i) or 'B' (even i). */
function pattern(mib: number, onRead: () => void): Readable {
  const a = Buffer.alloc(MIB, 0x41);
  const b = Buffer.alloc(MIB, 0x42);
  let i = 0;
  return new Readable({
    read() {
      onRead();
      this.push(i < mib ? (i++ % 2 ? a : b) : null);
    },
  });
}

describe.each(drivers)('object storage, %s driver', (driver, make, diskOf) => {
  let storage: ObjectStorage;
  let server: http.Server;
  const base = `suite-${driver}`;

  beforeAll(async () => {
    storage = make();
    // One route serving any key through sendObject, as the raster, image and thumbnail routes do.
    const app = express();
    app.get('/objects/*key', (req, res, next) => {
      const key = (req.params as { key: string[] }).key.join('/');
      sendObject(req, res, storage, key, { headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'private' }, missing: new Error('missing') }).catch(
        (e: Error) => (e.message === 'missing' ? res.status(404).json({ code: 404 }) : next(e)),
      );
    });
    server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
  });

  it('stores buffers and streams, reads them whole and by byte range, and tells their size', async () => {
    await storage.put(`${base}/a.txt`, TEXT);
    await storage.put(`${base}/b.txt`, Readable.from([TEXT.subarray(0, 10), TEXT.subarray(10)]));
    for (const key of [`${base}/a.txt`, `${base}/b.txt`]) {
      const info = await storage.head(key);
      expect(info).toMatchObject({ size: TEXT.length, etag: expect.stringMatching(/"/) });
      expect(await bufferOf((await storage.get(key))!.body)).toEqual(TEXT);
      const part = (await storage.get(key, { start: 10, end: 15 }))!;
      expect(part).toMatchObject({ size: TEXT.length, range: { start: 10, end: 15 } });
      expect((await bufferOf(part.body)).toString()).toBe('abcdef');
    }
    expect(await storage.sizeOf(`${base}/a.txt`)).toBe(TEXT.length);
    // A folder-like path (a raster kept as several files) counts everything below it.
    expect(await storage.sizeOf(base)).toBe(2 * TEXT.length);
    // Replacing keeps one object.
    await storage.put(`${base}/a.txt`, Buffer.from('new'));
    expect((await storage.readBuffer(`${base}/a.txt`))!.toString()).toBe('new');
  });

  it('answers a missing object with null, and 404 over HTTP', async () => {
    expect(await storage.head(`${base}/missing.bin`)).toBeNull();
    expect(await storage.get(`${base}/missing.bin`)).toBeNull();
    expect(await storage.get(`${base}/missing.bin`, { start: 0, end: 3 })).toBeNull();
    expect(await storage.exists(`${base}/missing.bin`)).toBe(false);
    await storage.delete(`${base}/missing.bin`);
    await request(server).get(`/objects/${base}/missing.bin`).expect(404);
  });

  it('refuses keys that would leave the storage', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b']) {
      await expect(storage.put(key, TEXT)).rejects.toThrow(/not a storage/);
    }
  });

  it('serves objects over HTTP with ranges, conditional requests and HEAD', async () => {
    const key = `${base}/http/cog.bin`;
    await storage.put(key, TEXT);
    const whole = await request(server).get(`/objects/${key}`).buffer(true).expect(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': String(TEXT.length), 'cache-control': 'private' });
    expect(Buffer.from(whole.body as Buffer)).toEqual(TEXT);
    const part = await request(server).get(`/objects/${key}`).set('Range', 'bytes=10-15').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-15/${TEXT.length}`);
    expect(part.headers['content-length']).toBe('6');
    expect(Buffer.from(part.body as Buffer).toString()).toBe('abcdef');
    const tail = await request(server).get(`/objects/${key}`).set('Range', 'bytes=-4').buffer(true).expect(206);
    expect(Buffer.from(tail.body as Buffer).toString()).toBe('wxyz');
    const beyond = await request(server).get(`/objects/${key}`).set('Range', `bytes=${TEXT.length + 5}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${TEXT.length}`);
    await request(server).get(`/objects/${key}`).set('If-None-Match', whole.headers.etag).expect(304);
    // A range of an object that changed since (If-Range with the old tag) is the whole object.
    await request(server).get(`/objects/${key}`).set('Range', 'bytes=0-1').set('If-Range', '"not-it"').expect(200);
    const head = await request(server).head(`/objects/${key}`).expect(200);
    expect(head.headers['content-length']).toBe(String(TEXT.length));
  });

  it('lists, deletes one object and deletes a prefix', async () => {
    for (const name of ['p/one.bin', 'p/two.bin', 'p/deep/three.bin', 'pq/other.bin']) await storage.put(`${base}/${name}`, TEXT);
    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const o of storage.list(prefix)) keys.push(o.key);
      return keys.sort();
    };
    expect(await listed(`${base}/p/`)).toEqual([`${base}/p/deep/three.bin`, `${base}/p/one.bin`, `${base}/p/two.bin`]);
    expect(await listed(`${base}/p`)).toHaveLength(4);
    await storage.delete(`${base}/p/one.bin`);
    expect(await storage.head(`${base}/p/one.bin`)).toBeNull();
    expect(await storage.deletePrefix(`${base}/p/`)).toBe(2);
    expect(await listed(`${base}/p/`)).toEqual([]);
    expect(await listed(`${base}/pq/`)).toEqual([`${base}/pq/other.bin`]);
    // remove() takes a stored path that may be a folder (a raster kept as several files).
    await storage.remove([`${base}/pq`]);
    expect(await listed(`${base}/pq/`)).toEqual([]);
    // A prefix ending in '/' is what lies below that path, never an object of that very name.
    await storage.put(`${base}/pq`, TEXT);
    expect(await storage.deletePrefix(`${base}/pq/`)).toBe(0);
    expect(await storage.exists(`${base}/pq`)).toBe(true);
    await storage.remove([`${base}/pq`]);
    expect(await storage.exists(`${base}/pq`)).toBe(false);
  });

  it('moves local files in and copies objects out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-storage-move-'));
    try {
      const file = path.join(dir, 'in.bin');
      fs.writeFileSync(file, TEXT);
      await storage.moveFile(`${base}/moved.bin`, file);
      expect(fs.existsSync(file)).toBe(false);
      expect(await storage.download(`${base}/moved.bin`, path.join(dir, 'out/copy.bin'))).toBe(true);
      expect(fs.readFileSync(path.join(dir, 'out/copy.bin'))).toEqual(TEXT);
      expect(await storage.download(`${base}/none.bin`, path.join(dir, 'none.bin'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a presigned address that reads the object without credentials (S3), none on the local folder', async () => {
    const key = `${base}/signed.bin`;
    await storage.put(key, TEXT);
    const url = await storage.presignedGetUrl(key, { ttlSeconds: 60, contentType: 'image/tiff' });
    if (driver === 'local') {
      expect(url).toBeNull();
      return;
    }
    expect(url).toMatch(/X-Amz-Signature=/);
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(TEXT);
    const part = await fetch(url!, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('0123');
  });

  it('streams a big upload without holding it in memory', async () => {
    const size = 96;
    const before = bytesOnDisk(diskOf());
    let reads = 0;
    let storedAtLastChunk = -1;
    const source = pattern(size, () => {
      reads += 1;
      if (reads === size) storedAtLastChunk = bytesOnDisk(diskOf()) - before;
    });
    await storage.put(`${base}/big.bin`, source);
    expect(await storage.head(`${base}/big.bin`)).toMatchObject({ size: size * MIB });
    // When the source makes its last MiB, all but the part being filled (8 MiB on S3) is already
    // stored: the upload went out as it was read, never held whole.
    expect(storedAtLastChunk).toBeGreaterThanOrEqual((size - 10) * MIB);
    const far = await storage.get(`${base}/big.bin`, { start: 90 * MIB + 5, end: 90 * MIB + 9 });
    expect((await bufferOf(far!.body)).toString()).toBe('BBBBB');
    const odd = await storage.get(`${base}/big.bin`, { start: 91 * MIB, end: 91 * MIB + 1 });
    expect((await bufferOf(odd!.body)).toString()).toBe('AA');
    await storage.delete(`${base}/big.bin`);
  }, 120000);
});

describe('backups across drivers (npm run storage)', () => {
  it('copies a bucket to a folder and back into another bucket, only what changed, deleting extras on request', async () => {
    const config = new AppConfig({ ...s3.env });
    const bucket = storageFromConfig(config);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-storage-backup-'));
    try {
      await bucket.put('backup-case/rasters/a.tif', TEXT);
      await bucket.put('backup-case/attachments/b', Buffer.from('attachment'));
      const copy = storageAt(folder, { region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true, presignTtlSeconds: 60 });
      expect(copy).toBeInstanceOf(LocalStorage);
      expect(await syncStorage(bucket, copy, { prefix: 'backup-case/' })).toMatchObject({ copied: 2, skipped: 0 });
      expect(fs.readFileSync(path.join(folder, 'backup-case/rasters/a.tif'))).toEqual(TEXT);
      // A second run sends nothing that did not change.
      expect(await syncStorage(bucket, copy, { prefix: 'backup-case/' })).toMatchObject({ copied: 0, skipped: 2 });
      // Restore into the bucket after a loss; an object the backup does not have goes with --delete.
      await bucket.deletePrefix('backup-case/');
      await bucket.put('backup-case/stray', TEXT);
      expect(await syncStorage(copy, bucket, { prefix: 'backup-case/', deleteExtra: true })).toMatchObject({ copied: 2, deleted: 1 });
      expect((await bucket.readBuffer('backup-case/attachments/b'))!.toString()).toBe('attachment');
      expect(await bucket.exists('backup-case/stray')).toBe(false);
      expect(storageAt(`s3://${s3.bucket}`, { region: 'us-east-1', forcePathStyle: true, presignTtlSeconds: 60 })).toBeInstanceOf(S3Storage);
      expect(() => storageAt('s3://Bad_Bucket/x', { region: 'us-east-1', forcePathStyle: true, presignTtlSeconds: 60 })).toThrow(/not a bucket address/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('storage configuration', () => {
  it('makes the driver STORAGE_DRIVER names and refuses an S3 setup without its bucket', () => {
    expect(storageFromConfig(new AppConfig({ STORAGE_DIR: localRoot }))).toBeInstanceOf(LocalStorage);
    const made = storageFromConfig(new AppConfig({ ...s3.env }));
    expect(made).toBeInstanceOf(S3Storage);
    expect(() => new AppConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
    expect(() => new AppConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => new AppConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/give both or neither/);
    expect(() => new AppConfig({ ...s3.env, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });
});
