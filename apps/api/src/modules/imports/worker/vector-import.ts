import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { FID_COLUMN, GEOM_COLUMN, type TableRef } from '../../layer-data';
import type { VectorPlan } from '../import-plan';
import { OgrToPostgis } from './ogr-to-postgis';

/**
 * Shapefiles and DXF drawings go straight into the layer's table with ogr2ogr: geometry column
 * geom, key gid, a GiST index, laundered (SQL-safe) column names, the source's SRID kept, in one
 * transaction (a failure leaves no half table).
 */
@Injectable()
export class VectorImport {
  constructor(private readonly ogr: OgrToPostgis) {}

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
    return {
      format: plan.driver,
      sourceSrid: plan.srid,
      encoding: plan.encoding,
      ...(Object.keys(plan.leftOut).length ? { leftOut: plan.leftOut } : {}),
    };
  }
}
