import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { SORT_DIRECTIONS, type SortDirection } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageDto } from '../../../common/paging/page-query.dto';
import { FILTER_LIMITS } from '../../layer-data';

/** The grammar, shown in Swagger beside the field (FILTER.md has the full text). */
export const ATTRIBUTE_FILTER_DOC = [
  'Attribute filter in a small safe language (never SQL), e.g.',
  "`name = '종로구' AND (pop >= 1000 OR code IN (1, 2)) AND NOT name LIKE '%구' AND note IS NULL`.",
  'Conditions: `column op value` with op = != <> < <= > >=; `column [NOT] IN (v1, v2, …)`;',
  "`column [NOT] LIKE|ILIKE 'pattern'` (% any text, _ one character); `column [NOT] BETWEEN v1 AND v2`;",
  '`column IS [NOT] NULL`. Combine with AND, OR, NOT and parentheses (AND binds tighter than OR).',
  "Values: 'text' (a quote inside is written twice: 'it''s'), numbers (-12, 3.5, 1e3), TRUE, FALSE.",
  'Columns: the layer\'s own columns (GET /layers/{lyrId}/columns); quote other spellings with "double quotes".',
  'Keywords are case-insensitive. Numbers go with numeric columns, TRUE/FALSE with boolean columns, text with text,',
  `date and other columns. At most ${FILTER_LIMITS.maxConditions} conditions, ${FILTER_LIMITS.maxDepth} levels of`,
  `nesting, ${FILTER_LIMITS.maxLength} characters. Errors are 400 naming the character position.`,
].join(' ');

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class AttributeFilterQueryDto {
  @ApiPropertyOptional({ description: ATTRIBUTE_FILTER_DOC, maxLength: FILTER_LIMITS.maxLength })
  @IsOptional()
  @IsString()
  @MaxLength(FILTER_LIMITS.maxLength)
  attributeFilter?: string;
}

/** Query of the extent route: the filter and the map the layer is seen through. */
export class LayerBboxQueryDto extends AttributeFilterQueryDto {
  /** Web map whose TOC holds the layer (see ThroughMapQueryDto). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;
}

/** Attribute query (spec: attribute query): one page of a layer's features. */
export class AttributeQueryDto extends IntersectionType(AttributeFilterQueryDto, PageDto) {
  /** Column to sort by (default: the feature id). */
  @IsOptional()
  @IsString()
  @MaxLength(63)
  sortColumnName?: string;

  /** Sort direction (default ASC: features in the order they were stored). */
  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'ASC' })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS)
  sortBy: SortDirection = 'ASC';

  /** Leave the geometry out (attribute grids). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  excludeGeometry: boolean = false;
}

export class LayerColumnDto {
  /** Column name as stored. */
  name!: string;
  /** PostgreSQL type, e.g. integer, character varying(50), geometry(MultiPolygon,5186). */
  type!: string;
  /** How filters treat it: numeric, boolean, text, temporal, geometry or other. */
  @ApiProperty({ enum: ['numeric', 'boolean', 'text', 'temporal', 'geometry', 'other'] })
  kind!: string;
  nullable!: boolean;
  /** The feature id column. */
  isKey!: boolean;
  /** The layer's geometry column (the others are attributes). */
  isGeometry!: boolean;
  /** Geometry type of a geometry column (e.g. MultiPolygon). */
  geometryType!: string | null;
  srid!: number | null;
}

/** A GeoJSON feature: properties and, unless excluded, the geometry in EPSG:4326. */
export class FeatureDto {
  @ApiProperty({ enum: ['Feature'] })
  type!: 'Feature';
  /** The feature id (gid). */
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }] })
  id!: number | string;
  @ApiProperty({ type: 'object', additionalProperties: true })
  properties!: Record<string, unknown>;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'GeoJSON geometry (EPSG:4326)' })
  geometry!: Record<string, unknown> | null;
}

/** The extent of a layer's data (GET /layers/{lyrId}/extent). */
export class LayerExtentDto {
  /** [minx, miny, maxx, maxy] in EPSG:4326 (longitude, latitude); null when the layer has no feature. */
  @ApiProperty({ type: [Number], nullable: true })
  bbox!: number[] | null;
}

export class LayerBboxDto {
  /** [minx, miny, maxx, maxy] in EPSG:4326 (longitude, latitude); null when nothing matches. */
  @ApiProperty({ type: [Number], nullable: true })
  bbox!: number[] | null;
  /** The same extent in the layer's own coordinate system. */
  @ApiProperty({ type: [Number], nullable: true })
  nativeBbox!: number[] | null;
  /** The layer's coordinate system (EPSG code). */
  srid!: number;
  /** Features that matched the filter. */
  featureCnt!: number;
}
