import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VectorPlan } from '../import-plan';
import { deleteEmptyGeometriesSql, emptyGeometriesSql } from '../imports.queries';
import { FID_COLUMN, GEOM_COLUMN, type TableRef } from '../layer-tables';
import { SKIPPED_ROWS_LISTED, type PointsLoaded } from './geocoding-report';
import { OgrToPostgis } from './ogr-to-postgis';

/**
 * Shapefiles and DXF drawings go straight into the layer's table with ogr2ogr: geometry column
 * geom, key gid, a GiST index, laundered (SQL-safe) column names, the source's SRID kept, in one
 * transaction (a failure leaves no half table). Features without a geometry (or with an empty
 * one) cannot be drawn: they are left out and reported with their number in reading order.
 */
@Injectable()
export class VectorImport {
  constructor(
    private readonly ogr: OgrToPostgis,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async run(
    lyrId: string,
    workDir: string,
    plan: VectorPlan,
    table: TableRef,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<Record<string, unknown>> {
    const args = [
      '-nln',
      table.gdalName,
      '-lco',
      `GEOMETRY_NAME=${GEOM_COLUMN}`,
      '-lco',
      `FID=${FID_COLUMN}`,
      '-lco',
      'SPATIAL_INDEX=GIST',
      '-lco',
      'PRECISION=NO',
      '-lco',
      'LAUNDER=YES',
      '-gt',
      'unlimited',
      '-a_srs',
      `EPSG:${plan.srid}`,
    ];
    if (plan.encoding && plan.driver === 'ESRI Shapefile') args.push('-oo', `ENCODING=${plan.encoding}`);
    if (plan.encoding && plan.driver === 'DXF') args.push('--config', 'DXF_ENCODING', plan.encoding);
    if (plan.geometryType) args.push('-nlt', plan.geometryType);
    // CAD drawings carry Z = 0 everywhere; the map is two-dimensional.
    if (plan.driver === 'DXF') args.push('-dim', 'XY');
    if (plan.where) args.push('-where', plan.where);
    args.push(path.join(workDir, plan.source), plan.layerName);
    await this.ogr.load({
      args,
      applicationName: `nuri-import-${lyrId}`,
      expectedRows: plan.expectedCount,
      onProgress,
    });
    const skipped = await this.skipEmptyGeometries(table);
    return {
      format: plan.driver,
      sourceSrid: plan.srid,
      encoding: plan.encoding,
      ...(Object.keys(plan.leftOut).length ? { leftOut: plan.leftOut } : {}),
      skippedCnt: skipped.skippedCnt,
      skippedRows: skipped.skippedRows,
    };
  }

  private async skipEmptyGeometries(table: TableRef): Promise<PointsLoaded> {
    const empty: Array<{ gid: string | number; total: string }> = await this.db.query(emptyGeometriesSql(table), [
      SKIPPED_ROWS_LISTED,
    ]);
    if (!empty.length) return { skippedCnt: 0, skippedRows: [] };
    await this.db.query(deleteEmptyGeometriesSql(table));
    return {
      skippedCnt: Number(empty[0].total),
      skippedRows: empty.map((r) => ({ row: Number(r.gid), reason: 'emptyGeometry', x: null, y: null })),
    };
  }
}
