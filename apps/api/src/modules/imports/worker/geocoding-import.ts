import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type { AddressPlan, GeocodingPlan, TableSource } from '../import-plan';
import { AddressImport, type StagedProgress } from './address-import';
import type { TableRef } from '../../layer-data';
import { GdalPoints } from './geocoding-gdal-points';
import { StagingPoints } from './geocoding-staging';

/**
 * Tables with coordinate columns become point layers in the target SRID (5186); tables with an
 * address column are geocoded (AddressImport). CSV/TXT go the
 * short way (GDAL builds the points while reading); workbooks, and CSV whose column names GDAL
 * cannot be given, through a text staging table and SQL. Either way the rows with bad coordinates
 * are reported with their row number and reason, and skipped, never dropped silently.
 */
@Injectable()
export class GeocodingImport {
  constructor(
    private readonly gdalPoints: GdalPoints,
    private readonly stagingPoints: StagingPoints,
    private readonly addresses: AddressImport,
  ) {}

  async run(
    lyrId: string,
    workDir: string,
    plan: GeocodingPlan | AddressPlan,
    table: TableRef,
    onProgress: StagedProgress,
  ): Promise<Record<string, unknown>> {
    const source = await utf8Source(workDir, plan);
    if (plan.kind === 'address') return this.addresses.run(lyrId, source, plan, table, onProgress);
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
async function utf8Source(workDir: string, plan: TableSource): Promise<string> {
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
