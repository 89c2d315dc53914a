import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

const FOLDER = 'attachments';

/**
 * Attachment files on disk: under STORAGE_DIR/attachments (outside any web root), each under a
 * random name; the original name is kept only in the database.
 */
@Injectable()
export class AttachmentStore {
  constructor(private readonly config: AppConfig) {}

  /** A fresh folder for one request's uploads, under the storage folder (same file system). */
  async tempDir(): Promise<string> {
    const dir = path.join(this.config.storageDir, 'tmp', `upload-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Moves an uploaded temporary file into the store; returns its stored path. */
  async adopt(tempPath: string): Promise<string> {
    const stored = await this.newPath();
    try {
      await fs.rename(tempPath, this.absolute(stored));
    } catch (e) {
      // Another file system (a mounted storage volume): copy instead of renaming.
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      await fs.copyFile(tempPath, this.absolute(stored));
      await fs.rm(tempPath, { force: true });
    }
    return stored;
  }

  /** Writes bytes into the store; returns their stored path. */
  async write(bytes: Buffer): Promise<string> {
    const stored = await this.newPath();
    await fs.writeFile(this.absolute(stored), bytes, { flag: 'wx' });
    return stored;
  }

  /** The absolute path of a stored file; refuses paths that would leave the store. */
  absolute(stored: string): string {
    const root = path.join(this.config.storageDir, FOLDER);
    const full = path.resolve(this.config.storageDir, stored);
    if (path.dirname(full) !== root) throw new Error(`not an attachment path: ${stored}`);
    return full;
  }

  async exists(stored: string): Promise<boolean> {
    return fs.stat(this.absolute(stored)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Removes stored files; missing ones are ignored. */
  async remove(stored: readonly string[]): Promise<void> {
    await Promise.all(stored.map((p) => fs.rm(this.absolute(p), { force: true })));
  }

  private async newPath(): Promise<string> {
    await fs.mkdir(path.join(this.config.storageDir, FOLDER), { recursive: true });
    return `${FOLDER}/${randomBytes(20).toString('hex')}`;
  }
}
