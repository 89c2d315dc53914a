import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ObjectStorage } from '../../common/storage';
import { AppConfig } from '../../config/app-config';

const FOLDER = 'attachments';
const KEY = /^attachments\/[A-Za-z0-9_-]+$/;

/**
 * Attachment files in the object storage (local folder or S3, never a web root): under
 * `attachments/`, each under a random name; the original name is kept only in the database.
 * Uploads arrive in a local temporary folder (WORK_DIR/tmp) and are moved in once checked.
 */
@Injectable()
export class AttachmentStore {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: ObjectStorage,
  ) {}

  /** A fresh local folder for one request's uploads. */
  async tempDir(): Promise<string> {
    const dir = path.join(this.config.workDir, 'tmp', `upload-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Moves an uploaded temporary file into the store (streamed); returns its stored path. */
  async adopt(tempPath: string): Promise<string> {
    const stored = this.newPath();
    await this.storage.moveFile(stored, tempPath);
    return stored;
  }

  /** Writes bytes into the store; returns their stored path. */
  async write(bytes: Buffer): Promise<string> {
    const stored = this.newPath();
    await this.storage.put(stored, bytes);
    return stored;
  }

  /** The storage key of a stored path; refuses paths that are not an attachment's. */
  key(stored: string): string {
    if (!KEY.test(stored)) throw new Error(`not an attachment path: ${stored}`);
    return stored;
  }

  async exists(stored: string): Promise<boolean> {
    return this.storage.exists(this.key(stored));
  }

  /** The stored bytes as a stream; null when they are gone. */
  async open(stored: string): Promise<{ body: Readable; size: number } | null> {
    const read = await this.storage.get(this.key(stored));
    return read && { body: read.body, size: read.size };
  }

  /** Removes stored files; missing ones are ignored. */
  async remove(stored: readonly string[]): Promise<void> {
    await Promise.all(stored.map((p) => this.storage.delete(this.key(p))));
  }

  private newPath(): string {
    return `${FOLDER}/${randomBytes(20).toString('hex')}`;
  }
}
