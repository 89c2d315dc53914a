import fs from 'node:fs/promises';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { dispatch, type JobHandler } from '../../../jobs/job-handlers';
import { JOBS, QUEUES } from '../../../jobs/queues';
import { ImportStorage } from '../import-storage';
import type { ThumbnailJobData } from '../import-plan';
import { LAYER_STATE_SQL, SET_THUMBNAIL_SQL } from '../imports.queries';
import { TABLE_COLUMNS_SQL, catalogTableRef } from '../../layer-data';
import { LayerThumbnails } from '../worker/layer-thumbnails';

interface ThumbnailState {
  status: string;
  tableNm: string | null;
  rasterPath: string | null;
  lyrTySeCode: string;
  dataVersion: number;
  styleJson: unknown;
}

/** Draws a ready layer's thumbnail again from its current data (after edits). Idempotent: the same version draws the same picture. */
@Processor(QUEUES.thumbnail)
export class ThumbnailProcessor extends WorkerHost {
  readonly handlers: Record<string, JobHandler> = {
    [JOBS.thumbnail.layer]: (job) => this.redraw(job as Job<ThumbnailJobData>),
  };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: ImportStorage,
    private readonly thumbnails: LayerThumbnails,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return dispatch(this.handlers, job);
  }

  private async redraw(job: Job<ThumbnailJobData>): Promise<{ lyrId: string; thumbnailPath: string | null }> {
    const { lyrId } = job.data;
    const [layer]: ThumbnailState[] = await this.db.query(LAYER_STATE_SQL, [lyrId]);
    if (!layer || layer.status !== 'READY') return { lyrId, thumbnailPath: null };
    const dir = await this.storage.requestDir();
    try {
      let png: string | null = null;
      if (layer.tableNm) {
        const columns: unknown[] = await this.db.query(TABLE_COLUMNS_SQL, [layer.tableNm]);
        if (columns.length)
          png = await this.thumbnails.vector(catalogTableRef(layer.tableNm), layer.lyrTySeCode === '1', dir, undefined, layer.styleJson);
      } else if (layer.rasterPath) {
        const raster = await this.storage.localCopy(layer.rasterPath, dir);
        if (raster) png = await this.thumbnails.raster(raster, dir);
      }
      if (!png) return { lyrId, thumbnailPath: null };
      const stored = this.storage.thumbnailPathOf(lyrId);
      await this.storage.publish(png, stored);
      await this.db.query(SET_THUMBNAIL_SQL, [lyrId, stored, layer.dataVersion]);
      return { lyrId, thumbnailPath: stored };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
