import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The "through the map" query of a layer's reading routes (tiles, features, attributes,
 * thumbnails, OGC): the web map the layer is seen in. The policy then also allows a caller who
 * may view that map, when its TOC holds the layer (ContentAccessPolicy.canViewLayer).
 */
export class ThroughMapQueryDto {
  /** Web map whose TOC holds the layer (the viewer of a shared map or themed app sends it). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;
}
