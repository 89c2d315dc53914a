import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type { GeocodingPlan } from '../import-plan';
import type { TableRef } from '../../layer-data';
import { GdalPoints } from './geocoding-gdal-points';
import { StagingPoints } from './geocoding-staging';

/**
 * Tables with coordinate columns become point layers in the target SRID (5186). CSV/TXT go the
 * short way (GDAL builds the points while reading); workbooks, and CSV whose column names GDAL
 * cannot be given, through a text staging table and SQL. Either way the rows with bad coordinates
 * are reported with their row number and reason, and skipped, never dropped silently.
 */
@Injectable()
export class GeocodingImport {
  constructor(
    private readonly gdalPoints: GdalPoints,
    private readonly stagingPoints: StagingPoints,
  ) {}

  async run(
    lyrId: string,
    workDir: string,
    plan: GeocodingPlan,
    table: TableRef,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<Record<string, unknown>> {
    const source = await utf8Source(workDir, plan);
    const way = plan.pointsByGdal ? this.gdalPoints : this.stagingPoints;
    const loaded = await way.load(lyrId, source, plan, table, onProgress);
    return {
      format: plan.driver,
      encoding: plan.encoding,
      xColumn: plan.xColumn,
      yColumn: plan.yColumn,
      sourceSrid: plan.sourceSrid,
      targetSrid: plan.targetSrid,
      skippedCnt: loaded.skippedCnt,
      skippedRows: loaded.skippedRows,
    };
  }
}

/**
 * The source as GDAL opens it: workbooks as they are; CSV/TXT through the CSV driver only
 * ('CSV:' prefix), converted to UTF-8 first (streaming) when the file is CP949 (EUC-KR).
 */
async function utf8Source(workDir: string, plan: GeocodingPlan): Promise<string> {
  const source = path.join(workDir, plan.source);
  if (plan.driver !== 'CSV') return source;
  if (plan.encoding === 'UTF-8') return `CSV:${source}`;
  const converted = path.join(workDir, `utf8-${plan.source}`);
  const decoder = new TextDecoder('euc-kr');
  await pipeline(
    createReadStream(source),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
      },
      flush(done) {
        done(null, Buffer.from(decoder.decode(), 'utf8'));
      },
    }),
    createWriteStream(converted),
  );
  return `CSV:${converted}`;
}
