import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { lyrTySeCodeOfGeometryType } from '@nuri/domain';
import { Job, Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock.service';
import { QUEUES } from '../../../jobs/queues';
import {
  CLOSE_VERSION_SQL,
  ENSURE_FIRST_VERSION_SQL,
  GEOMETRY_COLUMN_SQL,
  GEOM_COLUMN,
  LOCK_LAYER_SQL,
  NEW_VERSION_SQL,
  VERSION_DETAIL_SQL,
  commonColumns,
  deleteAllSql,
  dropTableSql,
  duplicateKeySql,
  insertRowsSql,
  isValueRejected,
  layerRecountSql,
  reimportTableOf,
  replaceRecordDeletesSql,
  upsertBeforeSql,
  upsertRecordSql,
  upsertUpdateSql,
  LayerTables,
  type ColumnPair,
  type LayerTable,
  type TableRef,
} from '../../layer-data';
import { LiveChannels } from '../../live';
import { withAbortSignal } from '../gdal/abort-scope';
import type { ImportJobData, ReimportSpec, ReimportSummary } from '../import-plan';
import { ImportStorage } from '../import-storage';
import { REIMPORT_LAYER_SQL } from '../imports.queries';
import { ImportFailure } from '../job-error';
import { LayerThumbnailQueue } from '../layer-thumbnail.queue';
import { GeocodingImport } from './geocoding-import';
import { CancelWatch, ImportDevHold } from './import-cancel';
import { ImportProgress } from './import-progress';
import { VectorImport } from './vector-import';

interface ReimportLayer {
  tableNm: string;
  geomColumn: string;
  srid: number;
  lyrTySeCode: string;
}

/**
 * A re-import job (docs/architecture.md "Feature history"): the new file is loaded into its own
 * table (layers.r_<id>) with the upload's converters, checked (geometry kind, key column present
 * and unique), then applied to the layer's table in one transaction as ONE new REIMPORT version
 * with every feature change recorded, so the version restore can undo it. The layer stays ready
 * and readable throughout; a failure or cancel changes nothing. Then dataVersion has moved on
 * (tiles, downloads, OGC items follow), the live event goes out and the thumbnail is redrawn.
 */
@Injectable()
export class ReimportRunner {
  private readonly logger = new Logger(ReimportRunner.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QUEUES.import) private readonly queue: Queue,
    private readonly storage: ImportStorage,
    private readonly vector: VectorImport,
    private readonly geocoding: GeocodingImport,
    private readonly tables: LayerTables,
    private readonly clock: Clock,
    private readonly live: LiveChannels,
    private readonly thumbnails: LayerThumbnailQueue,
    private readonly hold: ImportDevHold,
  ) {}

  async run(job: Job<ImportJobData>, spec: ReimportSpec): Promise<ReimportSummary> {
    const { lyrId, plan } = job.data;
    const source = reimportTableOf(lyrId);
    const progress = new ImportProgress(job);
    await progress.set(1, 'converting');
    const cancel = new CancelWatch(this.db, lyrId, () => this.cancelled(job));
    try {
      await withAbortSignal(cancel.signal, async () => {
        await this.hold.wait(cancel.signal);
        await this.db.query(dropTableSql(source));
        const span = progress.span(2, 88);
        const step = async (fraction: number) => {
          if (fraction > 0) await progress.stage('loading');
          await span(fraction);
        };
        const workDir = this.storage.absolute(job.data.workDir);
        if (plan.kind === 'geocoding') await this.geocoding.run(lyrId, workDir, plan, source, step);
        else if (plan.kind === 'vector') await this.vector.run(lyrId, workDir, plan, source, step);
      });
      if (cancel.signal.aborted) throw new ImportFailure('upload.import.cancelled');
      await progress.set(90, 'indexing');
      const summary = await this.apply(job, spec, source);
      await progress.set(100);
      return summary;
    } catch (e) {
      throw cancel.signal.aborted ? new ImportFailure('upload.import.cancelled') : e;
    } finally {
      cancel.stop();
      await this.db.query(dropTableSql(source)).catch(() => undefined);
      await this.storage.remove(job.data.workDir);
    }
  }

  /** Whether the job was cancelled meanwhile (its data carries the mark). */
  private async cancelled(job: Job<ImportJobData>): Promise<boolean> {
    const now = (await Job.fromId(this.queue, job.id ?? '')) as Job<ImportJobData> | undefined;
    return !now || !!now.data.cancelled;
  }

  private async apply(job: Job<ImportJobData>, spec: ReimportSpec, source: TableRef): Promise<ReimportSummary> {
    const { lyrId } = job.data;
    const [layer] = (await this.db.query(REIMPORT_LAYER_SQL, [lyrId])) as ReimportLayer[];
    if (!layer) throw new ImportFailure('layer.notFound');
    const t = await this.tables.describe(layer);
    const s = await this.tables.describe({ tableNm: source.name, geomColumn: GEOM_COLUMN });
    const [column] = (await this.db.query(GEOMETRY_COLUMN_SQL, [source.name, GEOM_COLUMN])) as Array<{ geomType: string }>;
    if (!column || lyrTySeCodeOfGeometryType(column.geomType) !== layer.lyrTySeCode) {
      throw new ImportFailure('layer.reimport.geometryMismatch', { expected: t.geometry.geometryType ?? '-', actual: column?.geomType ?? '-' });
    }
    const pairs = commonColumns(t, s);
    const key = spec.mode === 'upsert' ? this.keyOf(pairs, spec, s) : null;
    if (key) {
      const [dup] = (await this.db.query(duplicateKeySql(s, key.source))) as Array<{ value: string }>;
      if (dup) throw new ImportFailure('layer.reimport.keyNotUnique', { column: key.target.name, value: dup.value });
    }
    const srid = t.geometry.srid && t.geometry.srid > 0 ? t.geometry.srid : layer.srid;
    const now = await this.clock.now();
    let summary: ReimportSummary;
    try {
      summary = await this.db.transaction(async (tx) => {
        await tx.query(LOCK_LAYER_SQL, [lyrId]);
        // A cancel takes the layer row's lock first; once this transaction holds it, no cancel comes in.
        if (await this.cancelled(job)) throw new ImportFailure('upload.import.cancelled');
        await tx.query(ENSURE_FIRST_VERSION_SQL, [lyrId]);
        const [{ versionNo }] = (await tx.query(NEW_VERSION_SQL, [lyrId, 'REIMPORT', null, spec.userId, now])) as Array<{ versionNo: number }>;
        const params = [lyrId, versionNo, spec.userId, now];
        const counts = await this.write(tx, t, s, pairs, srid, key, params);
        const [rows] = (await tx.query(layerRecountSql(t), [lyrId, now])) as [Array<{ dataVersion: number; featureCnt: string }>, number];
        const done: ReimportSummary = {
          mode: spec.mode,
          keyColumn: key?.target.name ?? null,
          fileName: spec.fileName,
          versionNo,
          ...counts,
          featureCnt: Number(rows[0].featureCnt),
          missingColumns: t.attributes.filter((c) => !pairs.some((p) => p.target === c)).map((c) => c.name),
          ignoredColumns: s.attributes.filter((c) => !pairs.some((p) => p.source === c)).map((c) => c.name),
        };
        const { featureCnt: _f, missingColumns: _m, ignoredColumns: _i, ...detail } = done;
        await tx.query(VERSION_DETAIL_SQL, [lyrId, versionNo, JSON.stringify(detail)]);
        await tx.query(CLOSE_VERSION_SQL, [lyrId, versionNo, counts.inserted + counts.updated + counts.deleted, done.featureCnt]);
        return Object.assign(done, { dataVersion: rows[0].dataVersion });
      });
    } catch (e) {
      if (isValueRejected(e)) throw new ImportFailure('layer.reimport.valueInvalid', { detail: e.message.slice(0, 200) });
      throw e;
    }
    const dataVersion = (summary as ReimportSummary & { dataVersion: number }).dataVersion;
    await this.live.publish({ type: 'changed', lyrId, dataVersion, versionNo: summary.versionNo, kind: 'REIMPORT', by: { userId: spec.userId, userNm: spec.userNm } });
    await this.thumbnails.redraw(lyrId, dataVersion).catch((e: unknown) => this.logger.warn(`thumbnail of ${lyrId} not queued: ${String(e)}`));
    return summary;
  }

  /** The key column of an upsert, in both tables (the request checked it is the layer's). */
  private keyOf(pairs: ColumnPair[], spec: ReimportSpec, s: LayerTable): ColumnPair {
    const key = pairs.find((p) => p.target.name === spec.keyColumn);
    if (!key) throw new ImportFailure('layer.reimport.keyNotInFile', { column: spec.keyColumn ?? '-' });
    void s;
    return key;
  }

  private async write(
    tx: EntityManager,
    t: LayerTable,
    s: LayerTable,
    pairs: ColumnPair[],
    srid: number,
    key: ColumnPair | null,
    params: unknown[],
  ): Promise<Pick<ReimportSummary, 'inserted' | 'updated' | 'deleted' | 'unchanged'>> {
    const count = async (sql: string, values: unknown[] = params) => ((await tx.query(sql, values)) as Array<{ n: number; matched?: number }>)[0];
    if (!key) {
      const deleted = (await count(replaceRecordDeletesSql(t))).n;
      await tx.query(deleteAllSql(t));
      const inserted = (await count(insertRowsSql(t, s, pairs, srid, null))).n;
      return { inserted, updated: 0, deleted, unchanged: 0 };
    }
    await tx.query(upsertBeforeSql(t, s, key));
    await tx.query(upsertUpdateSql(t, s, pairs, srid, key));
    const recorded = await count(upsertRecordSql(t));
    const inserted = (await count(insertRowsSql(t, s, pairs, srid, key))).n;
    return { inserted, updated: recorded.n, deleted: 0, unchanged: (recorded.matched ?? 0) - recorded.n };
  }
}
