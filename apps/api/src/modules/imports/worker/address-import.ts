import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GeocodingService, type RowMatch } from '../../geocoding';
import {
  anyRowSql,
  createPointTableSql,
  dropTableSql,
  GEOM_COLUMN,
  identityKeySql,
  insertGeocodedRowsSql,
  spatialIndexSql,
  stagingAddressBatchSql,
  stagingTableOf,
  type TableRef,
} from '../../layer-data';
import { currentAbortSignal } from '../gdal/abort-scope';
import type { AddressPlan, ImportWorkStage } from '../import-plan';
import {
  CLEAR_GEOCODE_ROWS_SQL,
  GEOCODE_COUNTS_SQL,
  GEOCODE_ROWS_TABLE,
  INSERT_GEOCODE_ROWS_SQL,
  SKIPPED_GEOCODE_ROWS_SQL,
} from '../imports.queries';
import { ImportFailure } from '../job-error';
import { SKIPPED_ROWS_LISTED } from './geocoding-report';
import { StagingPoints } from './geocoding-staging';

/** Rows geocoded per batch: one read of the staging table, two gazetteer statements, one insert of the results. */
export const ADDRESS_BATCH_ROWS = 2000;

/** Share of the import's progress span the file loading takes (then geocoding, then the layer table). */
const LOADED = 0.15;
const GEOCODED = 0.9;

export type StagedProgress = (fraction: number, stage?: ImportWorkStage) => Promise<void>;

/**
 * Address tables (issue 23): GDAL loads the rows as text into the staging table, then the address
 * column is geocoded a batch at a time (GeocodingService.geocodeRows: the gazetteer answers a
 * batch in two statements) and each row's outcome written to the import report (lyr_geocode_row);
 * one statement then builds the layer table from the staging rows and their points. Matched and
 * ambiguous rows (the best candidate) get a point; unmatched rows are kept without one or skipped,
 * as the uploader chose, and are in the report either way.
 */
@Injectable()
export class AddressImport {
  constructor(
    private readonly staging: StagingPoints,
    private readonly geocoding: GeocodingService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async run(
    lyrId: string,
    source: string,
    plan: AddressPlan,
    table: TableRef,
    onProgress: StagedProgress,
  ): Promise<Record<string, unknown>> {
    const staging = stagingTableOf(lyrId);
    await this.db.query(dropTableSql(staging));
    try {
      const started = Date.now();
      await this.staging.loadStaging(lyrId, source, plan, staging, (f) => onProgress(f * LOADED));
      const columns = await this.staging.sourceColumns(staging);
      const address = columns[plan.addressIndex]?.name;
      if (!address) throw new ImportFailure('upload.columnNotFound', { column: plan.addressColumn });
      const clash = columns.find((c) => c.name === GEOM_COLUMN);
      if (clash) throw new ImportFailure('upload.import.reservedColumn', { column: clash.name });
      const loaded = Date.now();
      await this.geocodeRows(lyrId, staging, address, plan, onProgress);
      const geocoded = Date.now();
      await this.db.transaction(async (tx) => {
        await tx.query(createPointTableSql(table, columns, [], plan.targetSrid));
        await tx.query(insertGeocodedRowsSql(table, staging, columns, GEOCODE_ROWS_TABLE), [
          lyrId,
          plan.targetSrid,
          rowOffset(plan),
        ]);
        const [{ any }]: Array<{ any: boolean }> = await tx.query(anyRowSql(table));
        if (!any) throw new ImportFailure('upload.import.noGeocodedRows', { column: plan.addressColumn });
        for (const sql of identityKeySql(table)) await tx.query(sql);
        await tx.query(spatialIndexSql(table));
      });
      await onProgress(1);
      return { ...(await this.summary(lyrId, plan)), durationsMs: { load: loaded - started, geocode: geocoded - loaded } };
    } finally {
      await this.db.query(dropTableSql(staging));
    }
  }

  /** Every row's address, a batch at a time in file order, with the results written as the report. */
  private async geocodeRows(
    lyrId: string,
    staging: TableRef,
    address: string,
    plan: AddressPlan,
    onProgress: StagedProgress,
  ): Promise<void> {
    await this.db.query(CLEAR_GEOCODE_ROWS_SQL, [lyrId]);
    const expected = Math.max(1, plan.expectedCount ?? 1);
    const offset = rowOffset(plan);
    const signal = currentAbortSignal();
    let last = 0;
    let done = 0;
    await onProgress(LOADED, 'geocoding');
    for (;;) {
      if (signal?.aborted) throw new ImportFailure('upload.import.cancelled');
      const rows: Array<{ gid: number; address: string | null }> = await this.db.query(
        stagingAddressBatchSql(staging, address),
        [last, ADDRESS_BATCH_ROWS],
      );
      if (!rows.length) break;
      const matches = await this.geocoding.geocodeRows(rows.map((r) => r.address));
      await this.db.query(INSERT_GEOCODE_ROWS_SQL, [lyrId, ...reportColumns(rows, matches, offset, plan)]);
      last = Number(rows[rows.length - 1].gid);
      done += rows.length;
      await onProgress(LOADED + (GEOCODED - LOADED) * Math.min(1, done / expected), 'geocoding');
    }
  }

  private async summary(lyrId: string, plan: AddressPlan): Promise<Record<string, unknown>> {
    const counts: Array<{ status: string; count: number; keptWithout: number }> = await this.db.query(
      GEOCODE_COUNTS_SQL,
      [lyrId],
    );
    const of = (status: string) => counts.find((c) => c.status === status);
    const unmatchedCnt = of('unmatched')?.count ?? 0;
    const skipped: Array<{ row: number; reason: string }> =
      plan.unmatchedRows === 'skip' && unmatchedCnt
        ? await this.db.query(SKIPPED_GEOCODE_ROWS_SQL, [lyrId, SKIPPED_ROWS_LISTED])
        : [];
    return {
      format: plan.driver,
      encoding: plan.encoding,
      addressColumn: plan.addressColumn,
      targetSrid: plan.targetSrid,
      skippedCnt: plan.unmatchedRows === 'skip' ? unmatchedCnt : 0,
      skippedRows: skipped.map((r) => ({ row: Number(r.row), reason: 'addressUnmatched', x: null, y: null })),
      geocoding: {
        addressColumn: plan.addressColumn,
        unmatchedRows: plan.unmatchedRows,
        matchedCnt: of('matched')?.count ?? 0,
        ambiguousCnt: of('ambiguous')?.count ?? 0,
        unmatchedCnt,
        keptWithoutGeometryCnt: of('unmatched')?.keptWithout ?? 0,
      },
    };
  }
}

/** What the file's row number adds to the staging key: CSV/TXT count the header line. */
function rowOffset(plan: AddressPlan): number {
  return plan.rowNumbering === 'line' ? 1 : 0;
}

/** The batch's report rows as one array per column of INSERT_GEOCODE_ROWS_SQL ($2–$12). */
function reportColumns(
  rows: ReadonlyArray<{ gid: number; address: string | null }>,
  matches: readonly RowMatch[],
  offset: number,
  plan: AddressPlan,
): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 11 }, () => []);
  rows.forEach((r, i) => {
    const m = matches[i];
    const best = m.status === 'matched' ? m.candidate : m.status === 'ambiguous' ? m.candidates[0] : null;
    const values = [
      Number(r.gid) + offset,
      m.status,
      m.status === 'matched' ? null : m.reason,
      r.address,
      best ? (best.roadAddr ?? best.jibunAddr) : null,
      m.status === 'ambiguous' ? m.candidates.length : best ? 1 : 0,
      best?.provider ?? null,
      best?.quality ?? null,
      best?.x ?? null,
      best?.y ?? null,
      m.status !== 'unmatched' || plan.unmatchedRows === 'keep',
    ];
    values.forEach((v, c) => columns[c].push(v));
  });
  return columns;
}
