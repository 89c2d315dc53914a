import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/**
 * Where layer uploads live under STORAGE_DIR (outside any web root):
 * - tmp/upload-<random>/   the request's multipart files, removed when the request ends;
 * - imports/<lyrId>/        the accepted source files of one import job, removed by the worker;
 * - rasters/<lyrId>.tif     Cloud-Optimized GeoTIFFs of raster layers (served by range requests);
 * - thumbnails/<lyrId>.png  thumbnails drawn from the data.
 * Stored paths in the lyr table are relative to STORAGE_DIR.
 */
@Injectable()
export class ImportStorage {
  constructor(private readonly config: AppConfig) {}

  get root(): string {
    return this.config.storageDir;
  }

  /** A fresh folder for one request's multipart files. */
  async requestDir(): Promise<string> {
    const dir = path.join(this.root, 'tmp', `upload-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** The work folder of a layer's import, relative to the storage folder. */
  workDirOf(lyrId: string): string {
    return `imports/${checkedId(lyrId)}`;
  }

  rasterPathOf(lyrId: string): string {
    return `rasters/${checkedId(lyrId)}.tif`;
  }

  thumbnailPathOf(lyrId: string): string {
    return `thumbnails/${checkedId(lyrId)}.png`;
  }

  /** Absolute path of a stored relative path; refuses anything that would leave the storage folder. */
  absolute(stored: string): string {
    const full = path.resolve(this.root, stored);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`not a storage path: ${stored}`);
    return full;
  }

  /** Creates (empty) the work folder of an import and returns its absolute path. */
  async createWorkDir(lyrId: string): Promise<string> {
    const dir = this.absolute(this.workDirOf(lyrId));
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Moves a received file into a folder under a chosen name (copy across file systems). */
  async adopt(from: string, dir: string, name: string): Promise<string> {
    const to = path.join(dir, name);
    try {
      await fs.rename(from, to);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      await fs.copyFile(from, to);
      await fs.rm(from, { force: true });
    }
    return to;
  }

  /** Moves a finished file into its stored place (same folder tree, atomic rename). */
  async publish(from: string, stored: string): Promise<void> {
    const to = this.absolute(stored);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await this.adopt(from, path.dirname(to), path.basename(to));
  }

  /** Removes stored files or folders; missing ones are ignored. */
  async remove(...stored: Array<string | null | undefined>): Promise<void> {
    await Promise.all(
      stored
        .filter((s): s is string => !!s)
        .map((s) => fs.rm(this.absolute(s), { recursive: true, force: true })),
    );
  }
}

// File names are made from layer ids: uploads make UUIDs, other layers may have other safe ids.
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

function checkedId(lyrId: string): string {
  if (!SAFE_ID.test(lyrId)) throw new Error(`not a layer id: ${lyrId}`);
  return lyrId;
}
