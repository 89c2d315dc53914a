import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { ObjectStorage } from '../../../common/storage';
import { AppConfig } from '../../../config/app-config';

const THUMBNAIL_FOLDER = 'layers/thumbnails';

/**
 * Files of layers in the object storage (local folder or S3): thumbnails (written here or by the
 * importer), rasters (written by the importer); and the local temporary folders of downloads
 * (WORK_DIR/tmp). Stored paths are storage keys (`layers/thumbnails/<random>.png`), relative and
 * never leaving the storage.
 */
@Injectable()
export class LayerFiles {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: ObjectStorage,
  ) {}

  /** Writes a thumbnail under a random name; returns its stored path. */
  async writeThumbnail(bytes: Buffer, extension: 'png' | 'jpg'): Promise<string> {
    return this.write(THUMBNAIL_FOLDER, bytes, extension);
  }

  /** Writes an image under a random name in a folder; returns its stored path. */
  async write(folder: string, bytes: Buffer, extension: 'png' | 'jpg'): Promise<string> {
    const stored = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(stored, bytes, { contentType: extension === 'png' ? 'image/png' : 'image/jpeg' });
    return stored;
  }

  async exists(stored: string): Promise<boolean> {
    return this.storage.exists(stored);
  }

  /** A stored image read from the storage as a streamed answer; null when its bytes are gone. */
  async image(stored: string): Promise<StreamableFile | null> {
    const read = await this.storage.get(stored);
    if (!read) return null;
    const type = stored.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return new StreamableFile(read.body, { type, length: read.size });
  }

  /** Copies a stored file into a local file (GDAL reads local files); false when it is gone. */
  download(stored: string, file: string): Promise<boolean> {
    return this.storage.download(stored, file);
  }

  /** Removes stored files or folders (a raster may be a folder); missing ones are ignored. */
  async remove(stored: ReadonlyArray<string | null>): Promise<void> {
    await this.storage.remove(stored);
  }

  /** A fresh private local folder for one download's (or upload's) files. */
  async tempDir(): Promise<string> {
    const dir = path.join(this.config.workDir, 'tmp', `layer-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }
}
