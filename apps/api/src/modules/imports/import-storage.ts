import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { moveFile } from '../../common/files/move-file';
import { LocalStorage, ObjectStorage } from '../../common/storage';
import { AppConfig } from '../../config/app-config';

/**
 * Where layer uploads live. GDAL works on local files, in the work folder (WORK_DIR, by default
 * the storage folder):
 * - tmp/upload-<random>/   the request's multipart files, removed when the request ends;
 * - imports/<lyrId>/        the accepted source files of one import job, removed by the worker.
 * What an import makes goes to the object storage (local folder or S3), under keys of the same shape:
 * - rasters/<lyrId>.tif     Cloud-Optimized GeoTIFFs of raster layers (served by range requests);
 * - thumbnails/<lyrId>.png  thumbnails drawn from the data.
 * When the work folder is not the storage folder (S3, or a per-pod WORK_DIR), the API hands an
 * import's source files to the worker through the storage (`imports/<lyrId>/…`), so API and
 * worker pods share no volume. Stored paths in the lyr table are storage keys.
 */
@Injectable()
export class ImportStorage {
  constructor(
    private readonly config: AppConfig,
    readonly objects: ObjectStorage,
  ) {}

  /** The local work folder (GDAL reads and writes here). */
  get root(): string {
    return this.config.workDir;
  }

  /** Whether import work goes through the object storage between API and worker. */
  get handsOver(): boolean {
    return !(this.objects instanceof LocalStorage && this.objects.root === path.resolve(this.root));
  }

  /** A fresh local folder for one request's multipart files (or a thumbnail's drawing). */
  async requestDir(): Promise<string> {
    const dir = path.join(this.root, 'tmp', `upload-${randomBytes(12).toString('hex')}`);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** The work folder of a layer's import, relative to the work folder (and its key prefix in the storage). */
  workDirOf(lyrId: string): string {
    return `imports/${checkedId(lyrId)}`;
  }

  rasterPathOf(lyrId: string): string {
    return `rasters/${checkedId(lyrId)}.tif`;
  }

  thumbnailPathOf(lyrId: string): string {
    return `thumbnails/${checkedId(lyrId)}.png`;
  }

  /** Absolute local path of a work path; refuses anything that would leave the work folder. */
  absolute(relative: string): string {
    const root = path.resolve(this.root);
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) throw new Error(`not a work path: ${relative}`);
    return full;
  }

  /** Creates (empty) the work folder of an import and returns its absolute path. */
  async createWorkDir(lyrId: string): Promise<string> {
    const dir = this.absolute(this.workDirOf(lyrId));
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /**
   * The API's side of the hand-over: after the upload was checked, its work files are moved to the
   * storage for the worker (nothing to do when the work folder is the local storage folder).
   */
  async handOver(lyrId: string): Promise<void> {
    if (!this.handsOver) return;
    const relative = this.workDirOf(lyrId);
    const dir = this.absolute(relative);
    await this.objects.deletePrefix(`${relative}/`);
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      if ((await fs.stat(file)).isFile()) await this.objects.putFile(`${relative}/${name}`, file);
    }
    // The worker reads the bucket's copy (it may run on another machine): none is kept here.
    await fs.rm(dir, { recursive: true, force: true });
  }

  /**
   * The worker's side: the local work folder of an import, fetched from the storage when this
   * process does not have it (another pod received the upload).
   */
  async receive(workDir: string): Promise<string> {
    const dir = this.absolute(workDir);
    if (!this.handsOver) return dir;
    const present = await fs.readdir(dir).then((n) => n.length > 0, () => false);
    if (present) return dir;
    await fs.mkdir(dir, { recursive: true });
    for await (const o of this.objects.list(`${workDir}/`)) {
      await this.objects.download(o.key, path.join(dir, path.posix.basename(o.key)));
    }
    return dir;
  }

  /** A stored file as a local file for GDAL: its own path on the local driver, else a copy in `dir`. */
  async localCopy(stored: string, dir: string): Promise<string | null> {
    const own = this.objects.localPath(stored);
    if (own) return own;
    const file = path.join(dir, `stored-${path.posix.basename(stored)}`);
    return (await this.objects.download(stored, file)) ? file : null;
  }

  /** Moves a received file into a folder under a chosen name (copy across file systems). */
  async adopt(from: string, dir: string, name: string): Promise<string> {
    const to = path.join(dir, name);
    await moveFile(from, to);
    return to;
  }

  /** Moves a finished local file into the storage under its key. */
  async publish(from: string, stored: string): Promise<void> {
    await this.objects.moveFile(stored, from);
  }

  /**
   * Removes work folders (local, and their hand-over copies) and stored files or folders; missing
   * ones are ignored.
   */
  async remove(...stored: Array<string | null | undefined>): Promise<void> {
    const given = stored.filter((s): s is string => !!s);
    await Promise.all(given.map((s) => fs.rm(this.absolute(s), { recursive: true, force: true })));
    await this.objects.remove(given);
  }

  /** Import work folders that exist (locally, or handed over in the storage) with their last change. */
  async workFolders(): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const note = (lyrId: string, at: number) => found.set(lyrId, Math.max(found.get(lyrId) ?? 0, at));
    const root = this.absolute('imports');
    for (const entry of await fs.readdir(root, { withFileTypes: true }).catch(() => [])) {
      if (!entry.isDirectory()) continue;
      const stat = await fs.stat(path.join(root, entry.name)).catch(() => null);
      if (stat) note(entry.name, stat.mtimeMs);
    }
    if (this.handsOver) {
      for await (const o of this.objects.list('imports/')) {
        const lyrId = o.key.split('/')[1];
        if (lyrId) note(lyrId, o.lastModified.getTime());
      }
    }
    return found;
  }
}

// File names are made from layer ids: uploads make UUIDs, other layers may have other safe ids.
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

function checkedId(lyrId: string): string {
  if (!SAFE_ID.test(lyrId)) throw new Error(`not a layer id: ${lyrId}`);
  return lyrId;
}
