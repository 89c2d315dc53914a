import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

const THUMBNAIL_FOLDER = 'layers/thumbnails';

/**
 * Files of layers under STORAGE_DIR: thumbnails (written here or by the importer), rasters
 * (written by the importer) and the temporary folders of downloads. Stored paths are relative
 * to the storage folder and never leave it.
 */
@Injectable()
export class LayerFiles {
  constructor(private readonly config: AppConfig) {}

  /** Writes a thumbnail under a random name; returns its stored path. */
  async writeThumbnail(bytes: Buffer, extension: 'png' | 'jpg'): Promise<string> {
    await fs.mkdir(path.join(this.config.storageDir, THUMBNAIL_FOLDER), { recursive: true });
    const stored = `${THUMBNAIL_FOLDER}/${randomBytes(16).toString('hex')}.${extension}`;
    await fs.writeFile(this.absolute(stored), bytes, { flag: 'wx' });
    return stored;
  }

  /** The absolute path of a stored file or folder; refuses paths outside the storage folder. */
  absolute(stored: string): string {
    const root = path.resolve(this.config.storageDir);
    const full = path.resolve(root, stored);
    if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`not a storage path: ${stored}`);
    return full;
  }

  async exists(stored: string): Promise<boolean> {
    return fs.stat(this.absolute(stored)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Removes stored files or folders (a raster may be a folder); missing ones are ignored. */
  async remove(stored: ReadonlyArray<string | null>): Promise<void> {
    await Promise.all(
      stored.filter((p): p is string => !!p).map((p) => fs.rm(this.absolute(p), { recursive: true, force: true })),
    );
  }

  /** A fresh private folder for one download's files. */
  async tempDir(): Promise<string> {
    const dir = path.join(this.config.storageDir, 'tmp', `layer-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }
}
