import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { GeocodingPlan, TableSource } from '../import-plan';
import { anyRowSql, badCoordinatesSql, createPointTableSql, dropTableSql, identityKeySql, insertPointsSql, keptRowsSql, NUMBER_PATTERN, spatialIndexSql, TABLE_COLUMNS_SQL, type StagingColumn, FID_COLUMN, GEOM_COLUMN, stagingTableOf, type TableRef } from '../../layer-data';
import { ImportFailure } from '../job-error';
import { SKIPPED_ROWS_LISTED, type PointsLoaded, type SkippedRow } from './geocoding-report';
import { OgrToPostgis } from './ogr-to-postgis';

/**
 * Workbooks (and CSV whose coordinate column names GDAL cannot be given): GDAL loads the rows as
 * text into an unlogged staging table, then one SQL statement builds the points (ST_MakePoint,
 * ST_Transform) from the rows whose coordinates are numbers within range.
 */
@Injectable()
export class StagingPoints {
  constructor(
    private readonly ogr: OgrToPostgis,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async load(
    lyrId: string,
    source: string,
    plan: GeocodingPlan,
    table: TableRef,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<PointsLoaded> {
    const staging = stagingTableOf(lyrId);
    await this.db.query(dropTableSql(staging));
    try {
      await this.loadStaging(lyrId, source, plan, staging, (f) => onProgress(f * 0.8));
      const columns = await this.sourceColumns(staging);
      const x = columns[plan.xIndex]?.name;
      const y = columns[plan.yIndex]?.name;
      if (!x || !y) throw new ImportFailure('upload.coordinateColumnsNotFound');
      await this.buildTable(table, staging, columns, x, y, plan);
      // One pass decides which rows are usable; the others are read again only when there are any.
      const [{ total, kept }]: Array<{ total: string; kept: string }> = await this.db.query(
        keptRowsSql(staging, table),
      );
      return Number(total) > Number(kept)
        ? await this.skipped(staging, x, y, plan)
        : { skippedCnt: 0, skippedRows: [] };
    } finally {
      await this.db.query(dropTableSql(staging));
    }
  }

  /** GDAL loads the table's rows as text into the (unlogged) staging table, keyed by row. */
  async loadStaging(
    lyrId: string,
    source: string,
    plan: TableSource,
    staging: TableRef,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<void> {
    await this.ogr.load({
      args: [...stagingArgs(plan, staging), source, ...(plan.layerName ? [plan.layerName] : [])],
      applicationName: `nuri-import-${lyrId}`,
      expectedRows: plan.expectedCount,
      onProgress,
    });
  }

  /** The staging table's source columns in file order (without the key or any geometry). */
  async sourceColumns(staging: TableRef): Promise<StagingColumn[]> {
    const rows: Array<StagingColumn & { udtName: string }> = await this.db.query(TABLE_COLUMNS_SQL, [
      staging.name,
    ]);
    return rows.filter((c) => c.name !== FID_COLUMN && c.udtName !== 'geometry');
  }

  private async skipped(staging: TableRef, x: string, y: string, plan: GeocodingPlan): Promise<PointsLoaded> {
    const rows: Array<{
      gid: number;
      x: string | null;
      y: string | null;
      reason: SkippedRow['reason'];
      total: string;
    }> = await this.db.query(badCoordinatesSql(staging, x, y), [
      NUMBER_PATTERN,
      plan.geographic,
      SKIPPED_ROWS_LISTED,
    ]);
    const offset = plan.rowNumbering === 'line' ? 1 : 0;
    return {
      skippedCnt: Number(rows[0]?.total ?? 0),
      skippedRows: rows.map((r) => ({ row: Number(r.gid) + offset, reason: r.reason, x: r.x, y: r.y })),
    };
  }

  private async buildTable(
    table: TableRef,
    staging: TableRef,
    columns: StagingColumn[],
    x: string,
    y: string,
    plan: GeocodingPlan,
  ): Promise<void> {
    // A source column named like the geometry column would clash with it.
    const clash = columns.find((c) => c.name === GEOM_COLUMN);
    if (clash) throw new ImportFailure('upload.import.reservedColumn', { column: clash.name });
    await this.db.transaction(async (tx) => {
      await tx.query(createPointTableSql(table, columns, [x, y], plan.targetSrid));
      const params = [NUMBER_PATTERN, plan.geographic, plan.sourceSrid, plan.targetSrid];
      await tx.query(insertPointsSql(table, staging, columns, x, y), params);
      const [{ any }]: Array<{ any: boolean }> = await tx.query(anyRowSql(table));
      if (!any)
        throw new ImportFailure('upload.import.noValidRows', {
          xColumn: plan.xColumn,
          yColumn: plan.yColumn,
        });
      for (const sql of identityKeySql(table)) await tx.query(sql);
      await tx.query(spatialIndexSql(table));
    });
  }
}

function stagingArgs(plan: TableSource, staging: TableRef): string[] {
  const args = ['-nln', staging.gdalName, '-nlt', 'NONE', '-preserve_fid', '-gt', 'unlimited'];
  args.push(
    '-lco',
    `FID=${FID_COLUMN}`,
    '-lco',
    'UNLOGGED=ON',
    '-lco',
    'SPATIAL_INDEX=NONE',
    '-lco',
    'PRECISION=NO',
  );
  if (plan.driver === 'CSV') args.push('-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO');
  // Workbooks: the first row names the columns; every cell is read as text, checked in SQL.
  else
    args.push(
      '--config',
      `OGR_${plan.driver}_HEADERS`,
      'FORCE',
      '--config',
      `OGR_${plan.driver}_FIELD_TYPES`,
      'STRING',
    );
  return args;
}
