import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import {
  type ByteRange,
  checkedKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectRead,
  ObjectStorage,
  type PresignOptions,
  type PutOptions,
} from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The service address for S3-compatible storage (MinIO, NCP, KT Cloud, NHN Cloud); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most S3-compatible services). */
  forcePathStyle: boolean;
  /** Lifetime of presigned addresses in seconds. */
  presignTtlSeconds: number;
  /** Size of one part of a streamed upload, in bytes (at least 5 MiB). */
  partSize?: number;
}

const PART_SIZE = 8 * 1024 * 1024;

/**
 * The S3-compatible object storage driver. Uploads are streamed in parts (at most two parts in
 * memory at a time), reads pass byte ranges to the service, and presigned addresses let a client
 * read an object directly for a short time.
 */
export class S3Storage extends ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums on every request are a recent AWS default that some S3-compatible services refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Closes the client's kept-alive connections (Nest calls it when the process's context closes). */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkedKey(key), Body: body, ContentType: options.contentType },
      partSize: this.options.partSize ?? PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : Number(out.ContentLength ?? 0);
      const length = Number(out.ContentLength ?? 0);
      const start = range?.start ?? 0;
      return {
        body: (out.Body as Readable | undefined) ?? Readable.from([]),
        size: total,
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag ?? '""',
        range: { start, end: start + Math.max(0, length - 1) },
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return { size: Number(out.ContentLength ?? 0), lastModified: out.LastModified ?? new Date(0), etag: out.ETag ?? '""' };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
    } catch (e) {
      if (!isMissing(e)) throw e;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    checkedKey(prefix, { prefix: true });
    let n = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      n += batch.length;
      batch = [];
    };
    for await (const o of this.list(prefix)) {
      batch.push(o.key);
      if (batch.length === 1000) await flush();
    }
    await flush();
    return n;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkedKey(prefix, { prefix: true });
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const o of out.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: Number(o.Size ?? 0), lastModified: o.LastModified ?? new Date(0) };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  async presignedGetUrl(key: string, options: PresignOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.ttlSeconds ?? this.options.presignTtlSeconds });
  }
}

function isMissing(e: unknown): boolean {
  if (e instanceof S3ServiceException) {
    return e.$metadata?.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound';
  }
  return false;
}
