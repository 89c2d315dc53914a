import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { LayerFiles } from '../layers/files/layer-files';

const THUMBNAIL_FOLDER = 'webmaps/thumbnails';

/**
 * Files of web maps under STORAGE_DIR: thumbnails in webmaps/thumbnails (random names). Path
 * safety, existence checks, removal and temporary folders are the layer files' (one rule for
 * stored paths: relative to the storage folder, never leaving it).
 */
@Injectable()
export class WebMapFiles {
  constructor(private readonly files: LayerFiles) {}

  /** Copies a received thumbnail into the store; returns its stored path. */
  async storeThumbnail(bytes: Buffer, extension: 'png' | 'jpg'): Promise<string> {
    const stored = `${THUMBNAIL_FOLDER}/${randomBytes(16).toString('hex')}.${extension}`;
    const full = this.files.absolute(stored);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, bytes, { flag: 'wx' });
    return stored;
  }

  absolute(stored: string): string {
    return this.files.absolute(stored);
  }

  exists(stored: string): Promise<boolean> {
    return this.files.exists(stored);
  }

  remove(stored: ReadonlyArray<string | null>): Promise<void> {
    return this.files.remove(stored);
  }

  tempDir(): Promise<string> {
    return this.files.tempDir();
  }
}
