import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, type S3StorageOptions } from './s3-storage';

export interface SyncResult {
  copied: number;
  skipped: number;
  deleted: number;
  bytes: number;
}

/**
 * Copies every object of one storage into another (a backup: the bucket to a local folder or to
 * another bucket, the folder to a bucket; a restore: the other way). Objects already there with
 * the same size and a date no older are skipped, so a repeated backup sends only what changed;
 * with `deleteExtra` the target loses objects the source no longer has. Each object is streamed.
 */
export async function syncStorage(from: ObjectStorage, to: ObjectStorage, options: { deleteExtra?: boolean; prefix?: string } = {}): Promise<SyncResult> {
  const prefix = options.prefix ?? '';
  const result: SyncResult = { copied: 0, skipped: 0, deleted: 0, bytes: 0 };
  const seen = new Set<string>();
  for await (const o of from.list(prefix)) {
    seen.add(o.key);
    const there = await to.head(o.key);
    if (there && there.size === o.size && there.lastModified.getTime() >= Math.floor(o.lastModified.getTime() / 1000) * 1000) {
      result.skipped += 1;
      continue;
    }
    const read = await from.get(o.key);
    if (!read) continue; // removed meanwhile
    await to.put(o.key, read.body);
    result.copied += 1;
    result.bytes += o.size;
  }
  if (options.deleteExtra) {
    const extra: string[] = [];
    for await (const o of to.list(prefix)) if (!seen.has(o.key)) extra.push(o.key);
    for (const key of extra) await to.delete(key);
    result.deleted = extra.length;
  }
  return result;
}

/**
 * A storage named on a command line: a local folder, or `s3://bucket` (a whole bucket) on the
 * S3 service of the given settings.
 */
export function storageAt(target: string, s3: Omit<S3StorageOptions, 'bucket'>): ObjectStorage {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?$/.exec(target);
  if (m) return new S3Storage({ ...s3, bucket: m[1] });
  if (target.startsWith('s3://')) throw new Error(`not a bucket address: ${target} (s3://<bucket>)`);
  return new LocalStorage(target);
}
