import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { lyrTySeCodeOfGeometryType } from '@nuri/domain';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ImportStorage } from '../import-storage';
import type { ImportJobData, ImportWorkStage, RasterPlan, ReimportSummary } from '../import-plan';
import { DELETE_IMPORTING_LAYER_SQL, FINISH_RASTER_SQL, FINISH_VECTOR_SQL, LAYER_STATE_SQL } from '../imports.queries';
import { dropTableSql, GEOMETRY_COLUMN_SQL, GEOM_COLUMN, layerTableOf, stagingTableOf } from '../../layer-data';
import { withAbortSignal } from '../gdal/abort-scope';
import { ImportFailure } from '../job-error';
import { GeocodingImport } from './geocoding-import';
import { CancelWatch, ImportDevHold } from './import-cancel';
import { ImportProgress } from './import-progress';
import { LayerThumbnails } from './layer-thumbnails';
import { RasterImport } from './raster-import';
import { bandStats } from '../gdal/gdal-output';
import { VectorImport } from './vector-import';
import { ReimportRunner } from './reimport-runner';

export interface ImportOutcome {
  lyrId: string;
  outcome: 'imported' | 'alreadyImported' | 'layerGone';
  featureCnt?: number;
  /** A re-import: what it did. */
  reimport?: ReimportSummary;
}

interface LayerState {
  status: 'IMPORTING' | 'READY' | 'FAILED';
}

/**
 * One import job from start to end: converts the source (vector, geocoding or raster), draws the
 * thumbnail, and marks the layer READY with its count, geometry type, SRID and extent. Safe to run
 * again: a retry starts from an empty table, a finished layer is left alone. When the import
 * fails for good, nothing stays behind: no table, no file, no layer row.
 */
@Injectable()
export class ImportRunner {
  private readonly logger = new Logger(ImportRunner.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: ImportStorage,
    private readonly vector: VectorImport,
    private readonly geocoding: GeocodingImport,
    private readonly raster: RasterImport,
    private readonly thumbnails: LayerThumbnails,
    private readonly hold: ImportDevHold,
    private readonly reimports: ReimportRunner,
  ) {}

  async run(job: Job<ImportJobData>, lastAttempt: boolean): Promise<ImportOutcome> {
    const data = job.data;
    if (data.reimport) {
      const reimport = await this.reimports.run(job, data.reimport);
      return { lyrId: data.lyrId, outcome: 'imported', featureCnt: reimport.featureCnt, reimport };
    }
    const [state]: LayerState[] = await this.db.query(LAYER_STATE_SQL, [data.lyrId]);
    if (!state || state.status !== 'IMPORTING') {
      if (!state) await this.cleanUp(data);
      else await this.storage.remove(data.workDir);
      return { lyrId: data.lyrId, outcome: state ? 'alreadyImported' : 'layerGone' };
    }
    const progress = new ImportProgress(job);
    await progress.set(1, 'converting');
    // A cancel removes the importing row: the watch kills the GDAL process and the import ends.
    const cancel = new CancelWatch(this.db, data.lyrId);
    try {
      const outcome = await withAbortSignal(cancel.signal, async () => {
        await this.hold.wait(cancel.signal);
        return data.plan.kind === 'raster'
          ? await this.importRaster(data, data.plan, progress)
          : await this.importVector(data, progress);
      });
      await this.storage.remove(data.workDir);
      await progress.set(100);
      return outcome;
    } catch (e) {
      const cancelled = cancel.signal.aborted;
      if (cancelled || e instanceof ImportFailure || lastAttempt) await this.cleanUp(data);
      else await this.dropTables(data.lyrId);
      throw cancelled ? new ImportFailure('upload.import.cancelled') : e;
    } finally {
      cancel.stop();
    }
  }

  /** Removes everything an import made: its tables, files and the importing layer row. */
  async cleanUp(data: Pick<ImportJobData, 'lyrId' | 'workDir'>): Promise<void> {
    await this.dropTables(data.lyrId);
    await this.db.query(DELETE_IMPORTING_LAYER_SQL, [data.lyrId]);
    await this.storage.remove(
      data.workDir,
      this.storage.rasterPathOf(data.lyrId),
      this.storage.thumbnailPathOf(data.lyrId),
    );
  }

  private async dropTables(lyrId: string): Promise<void> {
    await this.db.query(dropTableSql(stagingTableOf(lyrId)));
    await this.db.query(dropTableSql(layerTableOf(lyrId)));
  }

  private async importVector(data: ImportJobData, progress: ImportProgress): Promise<ImportOutcome> {
    const { lyrId, plan } = data;
    const table = layerTableOf(lyrId);
    const workDir = await this.storage.receive(data.workDir);
    await this.dropTables(lyrId);
    const span = progress.span(2, 88);
    // Vector progress comes from the rows ogr2ogr writes: the first of them starts the loading stage.
    const step = async (fraction: number, stage: ImportWorkStage = 'loading') => {
      if (fraction > 0) await progress.stage(stage);
      await span(fraction);
    };
    const started = Date.now();
    const converted =
      plan.kind === 'geocoding' || plan.kind === 'address'
        ? await this.geocoding.run(lyrId, workDir, plan, table, step)
        : plan.kind === 'vector'
          ? await this.vector.run(lyrId, workDir, plan, table, step)
          : {};
    const [column]: Array<{ geomType: string; srid: number }> = await this.db.query(GEOMETRY_COLUMN_SQL, [
      table.name,
      GEOM_COLUMN,
    ]);
    const lyrTySeCode = column ? lyrTySeCodeOfGeometryType(column.geomType) : null;
    if (!column || !lyrTySeCode)
      throw new ImportFailure('upload.geometryUnsupported', { type: column?.geomType ?? '-' });
    await progress.set(90, 'indexing');
    const convertedAt = Date.now();
    const extent = await this.thumbnails.extentOf(table);
    if (!extent.count) throw new ImportFailure('upload.noFeatures');
    const thumbnail = await this.thumbnail(lyrId, () =>
      this.thumbnails.vector(table, lyrTySeCode === '1', workDir, extent),
    );
    // What the import read and skipped, beside what it kept (the layer detail and the job show it).
    const skippedCnt = Number(converted.skippedCnt ?? 0);
    const counted = { ...converted, rowsRead: extent.count + skippedCnt, importedCnt: extent.count, skippedCnt };
    const report = withDurations(counted, {
      convert: convertedAt - started,
      finish: Date.now() - convertedAt,
    });
    const rows: Array<{ lyrId: string }> = await this.db.query(FINISH_VECTOR_SQL, [
      lyrId,
      column.srid,
      table.name,
      GEOM_COLUMN,
      column.geomType,
      lyrTySeCode,
      report,
      thumbnail,
      extent.count,
      ...(extent.box ?? [null, null, null, null]),
    ]);
    if (!rows.length) return this.gone(data);
    return { lyrId, outcome: 'imported', featureCnt: extent.count };
  }

  private async importRaster(
    data: ImportJobData,
    plan: RasterPlan,
    progress: ImportProgress,
  ): Promise<ImportOutcome> {
    const workDir = await this.storage.receive(data.workDir);
    const result = await this.raster.run(workDir, plan, progress.span(2, 88));
    await progress.set(90, 'indexing');
    const thumbnail = await this.thumbnail(data.lyrId, () => this.thumbnails.raster(result.file, workDir));
    const rasterPath = this.storage.rasterPathOf(data.lyrId);
    await this.storage.publish(result.file, rasterPath);
    const report = {
      format: plan.driver,
      srid: plan.srid,
      placement: plan.placement,
      size: result.info.size,
      bands: result.info.bands.length,
      bandStats: bandStats(result.info),
      layout: result.info.metadata?.IMAGE_STRUCTURE?.LAYOUT ?? null,
    };
    const rows: Array<{ lyrId: string }> = await this.db.query(FINISH_RASTER_SQL, [
      data.lyrId,
      rasterPath,
      plan.srid,
      ...result.extent,
      report,
      thumbnail,
    ]);
    if (!rows.length) return this.gone(data);
    return { lyrId: data.lyrId, outcome: 'imported' };
  }

  /** The layer was deleted while importing: what was made for it goes too. */
  private async gone(data: ImportJobData): Promise<ImportOutcome> {
    await this.cleanUp(data);
    return { lyrId: data.lyrId, outcome: 'layerGone' };
  }

  /** Draws and stores the thumbnail; a failure leaves the layer without one rather than failing the import. */
  private async thumbnail(lyrId: string, draw: () => Promise<string | null>): Promise<string | null> {
    try {
      const png = await draw();
      if (!png) return null;
      const stored = this.storage.thumbnailPathOf(lyrId);
      await this.storage.publish(png, stored);
      return stored;
    } catch (e) {
      this.logger.warn(
        `thumbnail of layer ${lyrId} not drawn: ${e instanceof Error ? e.message : String(e)}`,
      );
      return null;
    }
  }
}

/** The import report with the time each step took (operations read it; the bench prints it). */
function withDurations(
  report: Record<string, unknown>,
  more: Record<string, number>,
): Record<string, unknown> {
  const known = report.durationsMs && typeof report.durationsMs === 'object' ? report.durationsMs : {};
  return { ...report, durationsMs: { ...known, ...more } };
}
