import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-protocol server in this process (the `s3rver` package), on a free port, over a temporary folder. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The server's folder (objects and the parts of multipart uploads). */
  directory: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment that points the API and worker at it (STORAGE_DRIVER=s3). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'nuri-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as unknown as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed credentials.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    directory,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
