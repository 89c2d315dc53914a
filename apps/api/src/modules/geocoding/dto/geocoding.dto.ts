import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Longest address accepted (a written address with its detail fits easily). */
export const ADDRESS_QUERY_MAX = 200;

export class AddressSearchQueryDto {
  /** A road-name or lot-number address, or a building name: "서울 종로구 세종대로 209", "세종로 1-68번지". */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(ADDRESS_QUERY_MAX)
  q!: string;

  /** Most candidates returned (default 10). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  size?: number;
}

export class AddressSuggestQueryDto {
  /** What the user has typed so far (2 characters or more). */
  @Transform(trim)
  @IsString()
  @MinLength(2)
  @MaxLength(ADDRESS_QUERY_MAX)
  q!: string;
}

export const REVERSE_CRS = ['EPSG:4326', 'EPSG:3857', 'EPSG:5179', 'EPSG:5186'] as const;

export class AddressCoordQueryDto {
  /** X (longitude in EPSG:4326). */
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  x!: number;

  /** Y (latitude in EPSG:4326). */
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  y!: number;

  /** Coordinate system of x and y (default EPSG:4326). */
  @IsOptional()
  @IsIn(REVERSE_CRS)
  crs?: (typeof REVERSE_CRS)[number];
}

export class DistrictSearchQueryDto {
  /** Part of a district's name: "종로", "종로구", "서울 종로구". */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  q!: string;

  /** Only this level. */
  @IsOptional()
  @IsIn(['sido', 'sigungu', 'eupmyeondong'])
  level?: 'sido' | 'sigungu' | 'eupmyeondong';
}

/** One address found, with its point (EPSG:4326) and how well it matches. */
export class AddressCandidateDto {
  roadAddr!: string | null;
  jibunAddr!: string | null;
  bldNm!: string | null;
  zip!: string | null;
  sido!: string | null;
  sigungu!: string | null;
  emd!: string | null;
  /** Longitude (EPSG:4326). */
  x!: number;
  /** Latitude (EPSG:4326). */
  y!: number;
  /** exact, partial (main number only), road (nearest building on the road), text (similar text or building name). */
  quality!: 'exact' | 'partial' | 'road' | 'text';
  /** 0–1, the answer's order. */
  score!: number;
  /** gazetteer (built in), juso (national road-name address API) or vworld. */
  provider!: 'gazetteer' | 'juso' | 'vworld';
}

export class AddressSearchResultDto {
  query!: string;
  /** The address as read: province in full, spacing fixed, detail dropped. */
  normalized!: string;
  /** road, jibun (lot number) or text. */
  kind!: 'road' | 'jibun' | 'text';
  /** Trailing detail dropped from the search (floors, rooms, building names in brackets). */
  detail!: string | null;
  /** More than one candidate with the best score: the address needs a district to be sure. */
  ambiguous!: boolean;
  /** The provider that answered (null when none found it). */
  provider!: 'gazetteer' | 'juso' | 'vworld' | null;
  @Type(() => AddressCandidateDto)
  candidates!: AddressCandidateDto[];
}

export class AddressSuggestionDto {
  /** Text to show: the road-name address, with the building name when there is one. */
  label!: string;
  roadAddr!: string;
  jibunAddr!: string;
  bldNm!: string | null;
  x!: number;
  y!: number;
}

export class DistrictRefDto {
  admCode!: string;
  level!: 'sido' | 'sigungu' | 'eupmyeondong';
  name!: string;
  fullName!: string;
}

export class AddressCoordResultDto {
  /** Longitude and latitude of the point asked (EPSG:4326). */
  x!: number;
  y!: number;
  /** The nearest address within 1 km (null when none). */
  address!: AddressSuggestionDto | null;
  /** Distance to that address's entrance, in metres. */
  distanceM!: number | null;
  /** Districts containing the point, province first. */
  @Type(() => DistrictRefDto)
  districts!: DistrictRefDto[];
}

export class DistrictDto extends DistrictRefDto {
  /** Extent for zooming: [minX, minY, maxX, maxY] in EPSG:4326. */
  extent!: number[];
  /** Boundary (GeoJSON MultiPolygon, EPSG:4326) for highlighting. */
  geometry!: Record<string, unknown>;
}
