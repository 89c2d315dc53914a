import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LayerIdParamDto } from '../../tiles';

export const OGC_DEFAULT_LIMIT = 10;
export const OGC_DEFAULT_COLLECTIONS_LIMIT = 100;
/** Larger limits are reduced to this (OGC API – Features /req/core/fc-limit-response-1). */
export const OGC_MAX_LIMIT = 1000;
const MAX_OFFSET = 2_147_483_647;

/** The optional output-format switch of OGC APIs (only JSON here). */
export class OgcFormatQueryDto {
  /** Output format: json (the only one offered). */
  @IsOptional()
  @IsIn(['json', 'geojson'])
  f?: string;
}

export class OgcPageQueryDto extends OgcFormatQueryDto {
  /** Entries per page (items 10, collections 100 by default); values above 1000 are reduced to 1000. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_OFFSET)
  limit?: number;

  /** Items to skip (the next and prev links carry it). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset: number = 0;
}

/** Query of one collection or feature: the format switch and the map the layer is seen through. */
export class OgcLayerQueryDto extends OgcFormatQueryDto {
  /** Web map whose TOC holds the layer: the layer is readable "through" it (see ThroughMapQueryDto). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;
}

export class OgcItemsQueryDto extends OgcPageQueryDto {
  /** Web map whose TOC holds the layer (kept in the paging links). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;

  /** west,south,east,north in CRS84 (longitude, latitude); a 6-number 3D box is accepted, heights ignored. */
  @IsOptional()
  @IsString()
  @Matches(/^[-+0-9.eE]+(,[-+0-9.eE]+){3}(,[-+0-9.eE]+,[-+0-9.eE]+)?$/)
  bbox?: string;
}

export class OgcItemParamsDto extends LayerIdParamDto {
  /** Feature id (the layer table's gid); an id that cannot exist answers 404. */
  @IsString()
  @MaxLength(40)
  featureId!: string;
}
