import { Type } from 'class-transformer';
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
