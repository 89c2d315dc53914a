import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GdalCli } from '../gdal/gdal-cli';
import type { GeocodingPlan } from '../import-plan';
import { anyRowSql, badPointsSql, deleteBadPointsSql, restartKeySql, spatialIndexSql, TABLE_COLUMNS_SQL, transformPointsSql, FID_COLUMN, GEOM_COLUMN, type TableRef } from '../../layer-data';
import { ImportFailure } from '../job-error';
import { SKIPPED_ROWS_LISTED, type PointsLoaded, type SkippedRow } from './geocoding-report';
import { OgrToPostgis } from './ogr-to-postgis';

interface BadPoint {
  gid: number;
  x: string | null;
  y: string | null;
  missing: boolean;
  total: string;
}

/**
 * CSV/TXT: GDAL's CSV driver builds the points while reading (X_POSSIBLE_NAMES), straight into the
 * layer's table in one pass, as a direct ogr2ogr would; a row whose coordinates are empty or not
 * numbers gets no point. Those rows and the ones out of range are then reported (their text read
 * back from the file) and deleted. Longitude/latitude sources are reprojected in PostGIS after the
 * out-of-range rows are gone.
 */
@Injectable()
export class GdalPoints {
  constructor(
    private readonly ogr: OgrToPostgis,
    private readonly gdal: GdalCli,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async load(
    lyrId: string,
    source: string,
    plan: GeocodingPlan,
    table: TableRef,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<PointsLoaded> {
    const reproject = plan.sourceSrid !== plan.targetSrid;
    await this.ogr.load({
      args: [
        ...[
          '-nln',
          table.gdalName,
          '-nlt',
          'POINT',
          '-preserve_fid',
          '-gt',
          'unlimited',
          '-a_srs',
          `EPSG:${plan.sourceSrid}`,
        ],
        ...['-lco', `GEOMETRY_NAME=${GEOM_COLUMN}`, '-lco', `FID=${FID_COLUMN}`, '-lco', 'PRECISION=NO'],
        ...['-lco', `SPATIAL_INDEX=${reproject ? 'NONE' : 'GIST'}`],
        ...['-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO', '-oo', 'KEEP_GEOM_COLUMNS=YES'],
        ...['-oo', `X_POSSIBLE_NAMES=${plan.xColumn}`, '-oo', `Y_POSSIBLE_NAMES=${plan.yColumn}`],
        source,
      ],
      applicationName: `nuri-import-${lyrId}`,
      expectedRows: plan.expectedCount,
      onProgress: (f) => onProgress(f * 0.85),
    });
    const columns: Array<{ name: string; udtName: string }> = await this.db.query(TABLE_COLUMNS_SQL, [
      table.name,
    ]);
    const stored = columns.filter((c) => c.name !== FID_COLUMN && c.udtName !== 'geometry');
    const [x, y] = [stored[plan.xIndex]?.name, stored[plan.yIndex]?.name];
    if (!x || !y) throw new ImportFailure('upload.coordinateColumnsNotFound');
    const bad: BadPoint[] = await this.db.query(badPointsSql(table, x, y), [
      plan.geographic,
      SKIPPED_ROWS_LISTED,
    ]);
    let loaded: PointsLoaded = { skippedCnt: 0, skippedRows: [] };
    if (bad.length) {
      loaded = { skippedCnt: Number(bad[0].total), skippedRows: await this.describe(source, plan, bad) };
      await this.db.query(deleteBadPointsSql(table), [plan.geographic]);
      const [{ any }]: Array<{ any: boolean }> = await this.db.query(anyRowSql(table));
      if (!any)
        throw new ImportFailure('upload.import.noValidRows', {
          xColumn: plan.xColumn,
          yColumn: plan.yColumn,
        });
    }
    if (reproject) {
      await this.db.query(transformPointsSql(table, plan.targetSrid));
      await this.db.query(spatialIndexSql(table));
    }
    // The rows kept their line numbers as ids: new features continue after them.
    await this.db.query(restartKeySql(table));
    return loaded;
  }

  /** Listed rows with their reason and the coordinate text the file holds for them. */
  private async describe(source: string, plan: GeocodingPlan, bad: BadPoint[]): Promise<SkippedRow[]> {
    const raw = await this.rawCoordinates(
      source,
      plan,
      bad.map((b) => Number(b.gid)),
    );
    return bad.map((b) => {
      const row = Number(b.gid) + 1;
      const text = raw.get(Number(b.gid)) ?? { x: b.x, y: b.y };
      if (!b.missing) return { row, reason: 'outOfRange', x: text.x, y: text.y };
      const empty = !text.x?.trim() || !text.y?.trim();
      return { row, reason: empty ? 'empty' : 'notNumeric', x: text.x, y: text.y };
    });
  }

  /** The coordinate cells of some rows as text (GDAL again, without building points); empty when it cannot. */
  private async rawCoordinates(
    source: string,
    plan: GeocodingPlan,
    fids: number[],
  ): Promise<Map<number, RawPair>> {
    const layer = path.basename(source.replace(/^CSV:/, '')).replace(/\.[^.]+$/, '');
    const sql = `SELECT FID AS fid, "${plan.xColumn}" AS x, "${plan.yColumn}" AS y FROM "${layer}" WHERE FID IN (${fids.join(',')})`;
    const out = new Map<number, RawPair>();
    try {
      const { stdout } = await this.gdal.run(
        'ogr2ogr',
        [
          '-f',
          'GeoJSON',
          '/vsistdout/',
          '-oo',
          'HEADERS=YES',
          '-oo',
          'AUTODETECT_TYPE=NO',
          '-sql',
          sql,
          source,
        ],
        {
          timeoutMs: 10 * 60 * 1000,
        },
      );
      const collection = JSON.parse(stdout) as {
        features?: Array<{ properties?: { fid?: number; x?: string | null; y?: string | null } }>;
      };
      for (const f of collection.features ?? []) {
        if (typeof f.properties?.fid === 'number')
          out.set(f.properties.fid, { x: f.properties.x ?? null, y: f.properties.y ?? null });
      }
    } catch {
      // The report then lacks the text: the rows are still counted and listed.
    }
    return out;
  }
}

interface RawPair {
  x: string | null;
  y: string | null;
}
