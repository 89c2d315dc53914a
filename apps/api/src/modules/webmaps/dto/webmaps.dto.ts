import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_CONFM_STTUS_CODES,
  ALL_LYR_TY_SE_CODES,
  ALL_TOC_ENTRY_SE_CODES,
  type ConfmSttusCode,
  ALL_USE_PBLONSIP_SE_CODES,
  ALL_USE_STTUS_SE_CODES,
  POINT_SHAPES,
  LABEL_PLACEMENTS,
  MAX_LABEL_PRIORITY,
  MAX_RULE_FILTER_LENGTH,
  type LabelPlacement,
  STYLE_KINDS,
  TOC_ENTRY_SE_CODES,
  TOC_NM_MAX_LENGTH,
  WEBMAP_CN_MAX_LENGTH,
  WEBMAP_LEGEND_ID_MAX_LENGTH,
  WEBMAP_LIST_SCOPES,
  WEBMAP_MAX_GROUPS,
  WEBMAP_MAX_LAYERS,
  WEBMAP_MAX_ZOOM,
  WEBMAP_MIN_ZOOM,
  WEBMAP_NCM_MAX_LENGTH,
  WEBMAP_PROJECTIONS,
  WEBMAP_SJ_MAX_LENGTH,
  type LabelStyle,
  type LayerStyle,
  type LyrTySeCode,
  type PointShape,
  type PopupSetting,
  type StyleClass,
  type StyleKind,
  type SymbolStyle,
  type TocEntrySeCode,
  type UsePblonsipSeCode,
  type UseSttusSeCode,
  type WebMapLegend,
  type WebMapListScope,
  type WebMapProjection,
  TIME_MODES,
  TIME_SPEEDS,
  TIME_STEPS,
  type TimeMode,
  type TimeSetting,
  type TimeSpeed,
  type TimeStep,
} from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export class WebMapIdParamDto {
  /** Web map id. */
  @IsString()
  @MaxLength(40)
  userMapId!: string;
}

// ---- The layer style format of @nuri/domain (map-style.ts), documented for the client. ----
// Validation is validateLayerStyle / validatePopupSetting (the service reports field errors).

export class WebMapSymbolDto implements SymbolStyle {
  /** '#rrggbb' or '#rrggbbaa'. */
  fillColor!: string;
  strokeColor!: string;
  /** Pixels, 0–20. */
  strokeWidth!: number;
  @ApiProperty({ enum: POINT_SHAPES })
  pointShape!: PointShape;
  /** Pixels, 1–40. */
  pointRadius!: number;
}

export class WebMapStyleClassDto implements StyleClass {
  /** Categorised: the column value (as text). */
  value?: string;
  /** Graduated: lower bound (inclusive). */
  min?: number;
  /** Graduated: upper bound (exclusive; the last class includes it). */
  max?: number;
  /** Rule-based: the attribute filter (the attribute table's language) its features match; the first matching rule wins. */
  @ApiProperty({ required: false, maxLength: MAX_RULE_FILTER_LENGTH })
  filter?: string;
  label!: string;
  symbol!: WebMapSymbolDto;
}

export class WebMapLabelDto implements LabelStyle {
  enabled!: boolean;
  column!: string | null;
  /** Pixels, 8–40. */
  fontSize!: number;
  color!: string;
  haloColor!: string;
  /** Pixels, 0–10. */
  haloWidth!: number;
  /** Declutter order 0–10 (absent: 5): where labels collide the higher priority is drawn. */
  @ApiProperty({ required: false, minimum: 0, maximum: MAX_LABEL_PRIORITY })
  priority?: number;
  /** Line layers: 'line' writes labels along the line, 'point' (absent) at one point on it. */
  @ApiProperty({ required: false, enum: LABEL_PLACEMENTS })
  placement?: LabelPlacement;
}

/** ProportionalSize of @nuri/domain: point markers sized by a numeric column (square-root scale). */
export class WebMapSizeDto {
  /** The numeric column. */
  column!: string;
  /** The column's range when chosen: minValue and below get minRadius, maxValue and above maxRadius. */
  minValue!: number;
  maxValue!: number;
  /** Pixels, 1–60. */
  minRadius!: number;
  /** Pixels, 1–60. */
  maxRadius!: number;
}

/** HeatmapStyle of @nuri/domain: point layers drawn as a heatmap (issue 24). */
export class WebMapHeatmapDto {
  enabled!: boolean;
  /** Numeric column weighting each point (null: equal weights). */
  @ApiProperty({ type: String, nullable: true })
  weightColumn!: string | null;
  /** Pixels, 1–50. */
  radius!: number;
  /** Pixels, 1–50. */
  blur!: number;
}

/** LayerStyle of @nuri/domain. */
export class WebMapStyleDto implements LayerStyle {
  @ApiProperty({ enum: STYLE_KINDS })
  kind!: StyleKind;
  /** The attribute column of categorised and graduated styles (rule-based styles name columns in their filters). */
  column!: string | null;
  base!: WebMapSymbolDto;
  classes!: WebMapStyleClassDto[];
  label!: WebMapLabelDto;
  /** Point layers: a heatmap instead of markers. */
  heatmap?: WebMapHeatmapDto;
  /** Point layers: marker radius from a numeric column (proportional symbols). */
  @ApiProperty({ type: WebMapSizeDto, nullable: true, required: false })
  size?: WebMapSizeDto | null;
  /** Hidden at this zoom and below (null: no limit). */
  @ApiProperty({ type: Number, nullable: true, required: false })
  minZoom?: number | null;
  /** Hidden above this zoom (null: no limit). */
  @ApiProperty({ type: Number, nullable: true, required: false })
  maxZoom?: number | null;
}

/** PopupSetting of @nuri/domain. */
export class WebMapPopupDto implements PopupSetting {
  enabled!: boolean;
  /** Columns shown in the popup. */
  columns!: string[];
}

/** TimeSetting of @nuri/domain: the time slider of a vector layer (issue 24). */
export class WebMapTimeDto implements TimeSetting {
  /** The layer's date/time column (date, timestamp or timestamptz). */
  column!: string;
  /** instant: one step at a time; range: a window of several steps. Default instant. */
  @ApiProperty({ enum: TIME_MODES })
  mode!: TimeMode;
  /** The slider's step (Korean calendar). Default month. */
  @ApiProperty({ enum: TIME_STEPS })
  step!: TimeStep;
  /** Steps per second while playing. Default 1. */
  @ApiProperty({ enum: TIME_SPEEDS })
  speed!: TimeSpeed;
  /** The window shown, ISO instants (from included, to excluded); null: the first step of the data. */
  @ApiProperty({ type: String, nullable: true })
  from!: string | null;
  @ApiProperty({ type: String, nullable: true })
  to!: string | null;
}

// ---- Saving a map ----

/** The saved view (stored as user_map_scope_value). */
export class WebMapViewDto {
  /** The view's projection (EPSG:5186 by default in the builder). */
  @ApiProperty({ enum: WEBMAP_PROJECTIONS })
  @IsIn(WEBMAP_PROJECTIONS)
  projection!: WebMapProjection;

  /** Centre [x, y] in the projection's units (finite numbers). */
  @ApiProperty({ type: [Number], minItems: 2, maxItems: 2 })
  @IsArray({ message: 'webmap.centerInvalid' })
  @ArrayMinSize(2, { message: 'webmap.centerInvalid' })
  @ArrayMaxSize(2, { message: 'webmap.centerInvalid' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'webmap.centerInvalid' })
  center!: [number, number];

  /** Zoom level. */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(WEBMAP_MIN_ZOOM)
  @Max(WEBMAP_MAX_ZOOM)
  zoom!: number;
}

/**
 * One TOC entry as saved: a group (01) holding layers, or a layer (02). Checked by the service
 * (field paths like `toc[2].lyrId`, `toc[0].children[1].style.base.fillColor`). Read-only fields
 * of the detail (tocSn, parentTocSn, layer) may be sent back and are ignored.
 */
export class TocEntryDto {
  /** 01 group, 02 layer. */
  @ApiProperty({ enum: ALL_TOC_ENTRY_SE_CODES })
  lyrGroupSeCode!: TocEntrySeCode;
  /** Name shown in the TOC (1–200 characters). */
  @ApiProperty({ minLength: 1, maxLength: TOC_NM_MAX_LENGTH })
  tocNm!: string;
  /** Shown on the map (default Y). */
  @ApiPropertyOptional({ enum: ['Y', 'N'], default: 'Y' })
  visibleAt?: 'Y' | 'N';
  /** 0–1 (default 1). */
  @ApiPropertyOptional({ minimum: 0, maximum: 1, default: 1 })
  opacity?: number;
  /** Groups only: their layers (layers only, one level), first drawn on top. */
  children?: TocEntryDto[];
  /** Layers only: the layer (must exist and be viewable by the saving member). */
  lyrId?: string;
  /** Layers only: the style (null: the layer's own or the default style). */
  style?: WebMapStyleDto | null;
  /** Layers only: the popup setting. */
  popup?: WebMapPopupDto | null;
  /** Point layers only: draw as clusters (distance 50). Default N. */
  @ApiPropertyOptional({ enum: ['Y', 'N'], default: 'N' })
  clusterAt?: 'Y' | 'N';
  /** Point, line and polygon layers only: the time slider (null: none). */
  time?: WebMapTimeDto | null;
}

/**
 * The legend of a map as saved (issue 24). Checked by the service (field paths `legend.order[2]`,
 * `legend.hidden`); ids of layers the TOC does not hold are left out.
 */
export class WebMapLegendSaveDto implements Partial<WebMapLegend> {
  /** Layer ids (`lyrId` of TOC layers) in legend order, top first, each once; layers left out follow in TOC order. */
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', minLength: 1, maxLength: WEBMAP_LEGEND_ID_MAX_LENGTH }, maxItems: WEBMAP_MAX_LAYERS })
  order?: string[];
  /** The legend opens folded (readers may unfold it). Default false. */
  @ApiPropertyOptional({ default: false })
  hidden?: boolean;
}

/** The legend of a saved map (issue 24). */
export class WebMapLegendDto implements WebMapLegend {
  /** Layer ids in legend order, top first (only layers the TOC holds; the others follow in TOC order). Empty: the TOC's order. */
  @ApiProperty({ type: [String] })
  order!: string[];
  /** The legend opens folded (readers may unfold it). */
  hidden!: boolean;
}

/** Create or replace a web map (the TOC is replaced as a whole). */
export class WebMapSaveDto {
  /** Title (1–100 characters). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(WEBMAP_SJ_MAX_LENGTH)
  userMapSj!: string;

  /**
   * Description (at most 4000 characters). PUT replaces the map: absent or empty clears it (the
   * client's request cleanup drops empty fields, spec 000 §5).
   */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(WEBMAP_CN_MAX_LENGTH)
  userMapCn?: string | null;

  /** Short name (nickname, at most 50 characters) shown where the title does not fit; absent or empty clears it. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(WEBMAP_NCM_MAX_LENGTH)
  userMapNcm?: string | null;

  /** The base map (null or absent: the default one). */
  @ApiProperty({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(40)
  bcrnMapId?: string | null;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => WebMapViewDto)
  view!: WebMapViewDto;

  /** Entries in drawing order: the first is drawn on top. */
  @ApiProperty({ type: () => [TocEntryDto], maxItems: WEBMAP_MAX_LAYERS + WEBMAP_MAX_GROUPS })
  @IsArray({ message: 'webmap.toc.listInvalid' })
  @ArrayMaxSize(WEBMAP_MAX_LAYERS + WEBMAP_MAX_GROUPS)
  toc!: TocEntryDto[];

  /** 01 in use (default), 02 not in use. */
  @ApiPropertyOptional({ enum: ALL_USE_STTUS_SE_CODES })
  @IsOptional()
  @IsIn(ALL_USE_STTUS_SE_CODES)
  useSttusSeCode?: UseSttusSeCode;
  /**
   * The legend's order and folded state (null or absent: the TOC's order, unfolded; PUT replaces
   * it like every field).
   */
  @ApiPropertyOptional({ type: () => WebMapLegendSaveDto, nullable: true })
  @IsOptional()
  legend?: WebMapLegendSaveDto | null;
}

// ---- Reading ----

/** What the map shows of a TOC layer. */
export class WebMapTocLayerDto {
  lyrId!: string;
  lyrNm!: string;
  /** 0 TIFF, 1 point, 2 line, 3 polygon, 5 layer group. */
  @ApiProperty({ enum: ALL_LYR_TY_SE_CODES })
  lyrTySeCode!: LyrTySeCode;
  /** shp, geocoding, dxf, geotiff, image, web, custom, group. */
  uploadTy!: string;
  /** Source kind of a remote layer. */
  lyrStleCode!: string | null;
  /** Remote layer address (null when the caller may not view the layer). */
  mapUrl!: string | null;
  mapUrlParamtr!: Record<string, unknown> | null;
  srid!: number | null;
  /** Geometry type of a vector layer. */
  geomType!: string | null;
  /** Bumped on data and style changes (tile addresses carry it). */
  dataVersion!: number;
  /** READY, IMPORTING or FAILED. */
  status!: string;
  /** Whether the caller may view the layer (its tiles, features). */
  viewable!: boolean;
}

/** One TOC entry of a saved map. */
export class WebMapTocEntryDto {
  tocSn!: number;
  /** The group holding this layer, or null at the top level. */
  parentTocSn!: number | null;
  @ApiProperty({ enum: ALL_TOC_ENTRY_SE_CODES })
  lyrGroupSeCode!: TocEntrySeCode;
  tocNm!: string;
  @ApiProperty({ enum: ['Y', 'N'] })
  visibleAt!: 'Y' | 'N';
  opacity!: number;
  @ApiProperty({ enum: ['Y', 'N'] })
  clusterAt!: 'Y' | 'N';
  style!: WebMapStyleDto | null;
  popup!: WebMapPopupDto | null;
  /** The time slider (null: none). */
  @ApiProperty({ type: () => WebMapTimeDto, nullable: true })
  time!: WebMapTimeDto | null;
  /** A group's layers (empty for layers). */
  children!: WebMapTocEntryDto[];
  lyrId!: string | null;
  /** The layer (null for groups). */
  layer!: WebMapTocLayerDto | null;
}

/** A web map row of the lists. */
export class WebMapSummaryDto {
  userMapId!: string;
  userMapSj!: string;
  userMapCn!: string | null;
  userMapNcm!: string | null;
  insttCode!: string;
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  /** Address of the thumbnail image, or null. */
  thumbnailUrl!: string | null;
  /** Layers in the TOC. */
  layerCnt!: number;
  /** Views of the map (one per viewer and day, the gallery's counter). */
  viewCnt!: number;
  /** Gallery state: the status of its approved request, else of its newest one (01 requested, 02 approved, 03 rejected); null when never applied. */
  @ApiProperty({ enum: ALL_CONFM_STTUS_CODES, nullable: true })
  galleryConfmSttusCode!: ConfmSttusCode | null;
  bcrnMapId!: string | null;
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  @ApiProperty({ enum: ALL_USE_STTUS_SE_CODES })
  useSttusSeCode!: UseSttusSeCode;
}

/** A web map with its view and TOC, and what the caller may do. */
export class WebMapDetailDto {
  userMapId!: string;
  userMapSj!: string;
  userMapCn!: string | null;
  userMapNcm!: string | null;
  insttCode!: string;
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  bcrnMapId!: string | null;
  view!: WebMapViewDto;
  thumbnailUrl!: string | null;
  /** Whether the caller may change the map (owner, admins). */
  canEdit!: boolean;
  /** Whether the caller may delete and share it (owner, admins). */
  canDelete!: boolean;
  /** 01 private, 02 shared with users/groups, 03 institution, 04 everyone. */
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  /** 01 in use, 02 not in use. */
  @ApiProperty({ enum: ALL_USE_STTUS_SE_CODES })
  useSttusSeCode!: UseSttusSeCode;
  /** Entries in drawing order (first on top). */
  toc!: WebMapTocEntryDto[];
  /** The legend's order (layers still in the TOC) and folded state. */
  legend!: WebMapLegendDto;
}

/**
 * Web map lists: scope mine (default: maps I registered), shared (maps of others I may view:
 * through a share, or as an admin of their institution / the provider) or instt (my institution's
 * maps I may view, mine included); searchNm matches the
 * title; sort: updtDt (default), registDt, userMapSj; DESC by default.
 */
export class WebMapListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WEBMAP_LIST_SCOPES, default: 'mine' })
  @IsOptional()
  @IsIn(WEBMAP_LIST_SCOPES)
  scope: WebMapListScope = 'mine';

  /** Only maps with this use status. */
  @ApiPropertyOptional({ enum: ALL_USE_STTUS_SE_CODES })
  @IsOptional()
  @IsIn(ALL_USE_STTUS_SE_CODES)
  useSttusSeCode?: UseSttusSeCode;
}

/** A map seen through a themed app: the app's id (see GET /webmap/{userMapId}). */
export class WebMapThroughAppQueryDto {
  /** A themed app I may view whose tabs show this map. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  webappTmplatId?: string;
}

export class TocSelectQueryDto extends WebMapThroughAppQueryDto {
  /** 02 (default): the layers; 01: the groups. */
  @ApiPropertyOptional({ enum: ALL_TOC_ENTRY_SE_CODES, default: TOC_ENTRY_SE_CODES.LAYER })
  @IsOptional()
  @IsIn(ALL_TOC_ENTRY_SE_CODES)
  lyrGroupSeCode: TocEntrySeCode = TOC_ENTRY_SE_CODES.LAYER;
}
