import { Readable, type Stream } from 'node:stream';

/** A stream of `bytes` zero bytes, made 1 MiB at a time (large uploads without large buffers). */
export function zeros(bytes: number): Readable {
  let left = bytes;
  const chunk = Buffer.alloc(1024 * 1024);
  return new Readable({
    read() {
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n > 0 ? chunk.subarray(0, n) : null);
    },
  });
}

/** Everything a readable stream gives, as one buffer (e.g. a yazl zip's output). */
export function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Collects a binary body (supertest only buffers types it knows). */
export function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
