import { ApiProperty } from '@nestjs/swagger';

/** Statistics of one band of a raster layer, computed when it was imported (gdalinfo -stats). */
export class RasterBandDto {
  /** Band number, from 1. */
  band!: number;
  /** GDAL data type (Byte, Int16, Float32, …). */
  type!: string;
  /** Smallest and largest valid value (nodata pixels left out); null when GDAL gave none. */
  @ApiProperty({ type: Number, nullable: true })
  min!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  max!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  mean!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  stdDev!: number | null;
  /** The value that marks "no data", or null. */
  @ApiProperty({ type: Number, nullable: true })
  nodata!: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The band statistics a raster import stored in lyr.import_report (bandStats), or null when it kept none. */
export function rasterBandsOf(stored: Record<string, unknown> | null): RasterBandDto[] | null {
  const list = stored?.bandStats;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.map((b: Record<string, unknown>, i) => ({
    band: Number.isInteger(b.band) ? Number(b.band) : i + 1,
    type: typeof b.type === 'string' ? b.type : '',
    min: num(b.min),
    max: num(b.max),
    mean: num(b.mean),
    stdDev: num(b.stdDev),
    nodata: num(b.nodata),
  }));
}
