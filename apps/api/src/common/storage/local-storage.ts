import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { moveFile } from '../files/move-file';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  checkedKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectRead,
  ObjectStorage,
  type PutOptions,
} from './object-storage';

/**
 * The local folder driver (STORAGE_DIR, the default of `npm start`): a key is a file below the
 * root. Writes go to a temporary name beside the file and are renamed into place, so a reader
 * never sees half an object.
 */
export class LocalStorage extends ObjectStorage {
  readonly driver = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    super();
    this.root = path.resolve(root);
  }

  /** The file of a key; refuses anything that would leave the root. */
  override localPath(key: string): string {
    const full = path.resolve(this.root, checkedKey(key));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`not a storage path: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer, _options?: PutOptions): Promise<void> {
    const file = this.localPath(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const part = `${file}.part-${randomBytes(6).toString('hex')}`;
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(part, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(part, { flags: 'wx' }));
      await fs.rename(part, file);
    } catch (e) {
      await fs.rm(part, { force: true });
      throw e;
    }
  }

  /** A local file is renamed into place (copied across file systems) rather than streamed. */
  override async moveFile(key: string, file: string): Promise<void> {
    const to = this.localPath(key);
    if (path.resolve(file) === to) return;
    await fs.mkdir(path.dirname(to), { recursive: true });
    await moveFile(file, to);
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    const file = this.localPath(key);
    const info = await this.head(key);
    if (!info) return null;
    const r = range ?? { start: 0, end: Math.max(0, info.size - 1) };
    const body = info.size === 0 ? Readable.from([]) : createReadStream(file, { start: r.start, end: r.end });
    return { ...info, body, range: r };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const s = await fs.stat(this.localPath(key)).catch(() => null);
    if (!s?.isFile()) return null;
    // The same weak tag Express's sendFile gave these files before.
    return { size: s.size, lastModified: s.mtime, etag: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"` };
  }

  async delete(key: string): Promise<void> {
    const file = this.localPath(key);
    const s = await fs.stat(file).catch(() => null);
    if (s?.isFile()) await fs.rm(file, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    checkedKey(prefix, { prefix: true });
    let n = 0;
    for await (const o of this.list(prefix)) {
      await fs.rm(this.localPath(o.key), { force: true });
      n += 1;
    }
    // A folder prefix leaves no empty folder behind.
    if (prefix.endsWith('/') && prefix.length > 1) {
      const dir = this.localPath(prefix.slice(0, -1));
      if ((await fs.stat(dir).catch(() => null))?.isDirectory()) await fs.rm(dir, { recursive: true, force: true });
    }
    return n;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkedKey(prefix, { prefix: true });
    const cut = prefix.lastIndexOf('/');
    const dirKey = cut < 0 ? '' : prefix.slice(0, cut);
    const dir = dirKey ? this.localPath(dirKey) : this.root;
    yield* this.walk(dir, dirKey, prefix);
  }

  private async *walk(dir: string, dirKey: string, prefix: string): AsyncIterable<ListedObject> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const key = dirKey ? `${dirKey}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(path.join(dir, e.name), key, prefix);
      } else if (e.isFile() && key.startsWith(prefix) && !/\.part(-[0-9a-f]+)?$/.test(e.name)) {
        const s = await fs.stat(path.join(dir, e.name)).catch(() => null);
        if (s) yield { key, size: s.size, lastModified: s.mtime };
      }
    }
  }

  async presignedGetUrl(): Promise<string | null> {
    return null;
  }
}
