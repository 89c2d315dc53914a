import { Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TIME_COLUMN_TYPES, TIME_PARAM_MAX_LENGTH } from '@nuri/domain';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ThroughMapQueryDto } from '../../access';
import { MAX_TILE_ZOOM } from '../../../common/geo/tile-grid';

/** Layer ids are opaque strings: UUIDs or prefixed serials. */
export const LYR_ID_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

export class LayerIdParamDto {
  /** Layer id. */
  @Matches(LYR_ID_PATTERN)
  lyrId!: string;
}

export class TileParamsDto extends LayerIdParamDto {
  /** Zoom level, 0–22. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_TILE_ZOOM)
  z!: number;

  /** Column, 0 to 2^z − 1. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  x!: number;

  /** Row from the north, 0 to 2^z − 1. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  y!: number;
}

/** Query of tile, TileJSON and raster requests: the map the layer is seen through, and a cache-busting version. */
export class TileQueryDto extends ThroughMapQueryDto {
  /** Data version (cache busting; ignored by the server). */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  v?: string;
}

/** Query of a vector tile: the tile query and the time slider's window. */
export class VectorTileQueryDto extends TileQueryDto {
  /**
   * Only features whose `timeColumn` value lies in this window: `<from>/<to>`, ISO 8601 instants
   * with their zone, from included, to excluded (e.g. `2024-03-01T00:00:00+09:00/2024-04-01T00:00:00+09:00`).
   * Dates and local timestamps are read in Korean time. Given with `timeColumn` only.
   */
  @ApiPropertyOptional({ maxLength: TIME_PARAM_MAX_LENGTH, example: '2024-03-01T00:00:00+09:00/2024-04-01T00:00:00+09:00' })
  @IsOptional()
  @IsString()
  @MaxLength(TIME_PARAM_MAX_LENGTH)
  time?: string;

  /** The layer's date/time column (date, timestamp or timestamptz) the window filters. */
  @IsOptional()
  @IsString()
  @MaxLength(63)
  timeColumn?: string;
}

/** Query of the time extent: the date/time column and the map the layer is seen through. */
export class TimeExtentQueryDto extends ThroughMapQueryDto {
  /** The layer's date/time column (date, timestamp or timestamptz). Required (400 after the access check). */
  @IsOptional()
  @IsString()
  @MaxLength(63)
  timeColumn?: string;
}

/** The range of a date/time column (the time slider's ends). */
export class TimeExtentDto {
  /** The column as the layer's table spells it. */
  column!: string;
  @ApiProperty({ enum: TIME_COLUMN_TYPES })
  type!: string;
  /** The earliest value as an instant (dates and local timestamps read in Korean time); null when no feature has one. */
  @ApiProperty({ type: String, nullable: true })
  min!: string | null;
  /** The latest value as an instant; null when no feature has one. */
  @ApiProperty({ type: String, nullable: true })
  max!: string | null;
  /** Features with a value. */
  count!: number;
}

export class TileJsonVectorLayerDto {
  /** Name of the layer inside the tiles (the lyrId). */
  id!: string;
  /** Attribute names with their kind (Number, String, Boolean). */
  fields!: Record<string, string>;
  minzoom!: number;
  maxzoom!: number;
}

/** TileJSON 3.0.0 description of a layer's vector tiles. */
export class TileJsonDto {
  tilejson!: string;
  name!: string;
  description?: string;
  scheme!: string;
  /** Tile URL template. */
  tiles!: string[];
  minzoom!: number;
  maxzoom!: number;
  /** Data extent in CRS84: west, south, east, north. */
  bounds?: number[];
  /** Longitude, latitude and zoom to open at. */
  center?: number[];
  vector_layers!: TileJsonVectorLayerDto[];
}
