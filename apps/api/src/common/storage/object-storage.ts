import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a stored object is: its size in bytes, when it was written and its entity tag. */
export interface ObjectInfo {
  size: number;
  lastModified: Date;
  /** A strong or weak entity tag, quoted as in HTTP (`"…"` or `W/"…"`). */
  etag: string;
}

/** A byte range, both ends included (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object read: its bytes (the whole object or the asked range) and what it is. */
export interface ObjectRead extends ObjectInfo {
  body: Readable;
  /** The range read; the whole object when none was asked. */
  range: ByteRange;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface PutOptions {
  contentType?: string;
}

export interface PresignOptions {
  /** Seconds the address stays valid (default: STORAGE_PRESIGN_TTL_SECONDS). */
  ttlSeconds?: number;
  contentType?: string;
  contentDisposition?: string;
}

export type StorageDriver = 'local' | 's3';

/**
 * Where the platform's files live: uploads kept, Cloud-Optimized GeoTIFFs, thumbnails, profile
 * images and attachments. Keys are relative paths (`rasters/<lyrId>.tif`, `attachments/<random>`),
 * the same shape on both drivers: the local folder (STORAGE_DIR) and S3-compatible object storage
 * (AWS S3, MinIO, NCP / KT Cloud / NHN Cloud object storage). GDAL works on local work folders
 * (WORK_DIR); what it makes is put here.
 */
export abstract class ObjectStorage {
  abstract readonly driver: StorageDriver;

  /** Stores bytes under a key, replacing what was there; a stream is sent as it is read. */
  abstract put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<void>;

  /** Reads an object, or the given byte range of it; null when there is no such object. */
  abstract get(key: string, range?: ByteRange): Promise<ObjectRead | null>;

  /** Size, date and entity tag of an object; null when there is none. */
  abstract head(key: string): Promise<ObjectInfo | null>;

  /** Removes an object; a missing one is ignored. */
  abstract delete(key: string): Promise<void>;

  /** Removes every object whose key starts with the prefix; returns how many went. */
  abstract deletePrefix(prefix: string): Promise<number>;

  /** Every object whose key starts with the prefix (in no particular order). */
  abstract list(prefix: string): AsyncIterable<ListedObject>;

  /** A short-lived address that reads the object without credentials; null when the driver has none (local). */
  abstract presignedGetUrl(key: string, options?: PresignOptions): Promise<string | null>;

  /** The object as a file on this machine when the driver keeps it so (local), else null. */
  localPath(_key: string): string | null {
    return null;
  }

  /** Stores a local file under a key (streamed). */
  async putFile(key: string, file: string, options?: PutOptions): Promise<void> {
    await this.put(key, createReadStream(file), options);
  }

  /** Stores a local file under a key and removes the local file. */
  async moveFile(key: string, file: string, options?: PutOptions): Promise<void> {
    await this.putFile(key, file, options);
    await fs.rm(file, { force: true });
  }

  /** Copies an object into a local file (for GDAL); false when there is no such object. */
  async download(key: string, file: string): Promise<boolean> {
    const read = await this.get(key);
    if (!read) return false;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(read.body, createWriteStream(file));
    return true;
  }

  /** The whole object in memory (small objects only); null when missing. */
  async readBuffer(key: string): Promise<Buffer | null> {
    const read = await this.get(key);
    if (!read) return null;
    const chunks: Buffer[] = [];
    for await (const c of read.body) chunks.push(Buffer.from(c as Buffer));
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /**
   * Bytes taken by a stored path: one object, or every object below it when it names a folder
   * (a raster stored as several files).
   */
  async sizeOf(key: string): Promise<number> {
    const info = await this.head(key);
    if (info) return info.size;
    let total = 0;
    for await (const o of this.list(folderPrefix(key))) total += o.size;
    return total;
  }

  /** Removes stored paths (objects, or everything below a folder-like path); missing ones are ignored. */
  async remove(keys: ReadonlyArray<string | null | undefined>): Promise<void> {
    await Promise.all(
      keys
        .filter((k): k is string => !!k)
        .map(async (k) => {
          await this.delete(k);
          await this.deletePrefix(folderPrefix(k));
        }),
    );
  }
}

/** `a/b` → `a/b/`: the prefix of everything stored below a path. */
export function folderPrefix(key: string): string {
  return key.endsWith('/') ? key : `${key}/`;
}

const SEGMENT = /^[^/\\\0]+$/;

/**
 * Checks a storage key: relative, '/'-separated, no empty, '.' or '..' segments, no backslash or
 * NUL. Keys come from the database (written by the API), but one never leaves the storage root.
 * A prefix may end in '/'.
 */
export function checkedKey(key: string, { prefix = false } = {}): string {
  const body = prefix && key.endsWith('/') ? key.slice(0, -1) : key;
  if (prefix && body === '') return key;
  const ok = body.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!ok) throw new StorageKeyError(key);
  return key;
}

export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`not a storage key: ${key}`);
  }
}
