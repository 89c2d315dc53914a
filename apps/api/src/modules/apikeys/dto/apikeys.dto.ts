import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  API_KEY_IP_ALLOW_LIST_MAX,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyScope,
  INSTT_CODE_PARAM_PATTERN,
} from '@nuri/domain';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const KEY_ID = /^ak_[0-9a-f]{16}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Which institution's keys (institution admins: their own, the default; provider admins: any, or every one when absent). */
export class ApiKeyListQueryDto extends PageQueryDto {
  /** Institution code. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN)
  insttCode?: string;
}

export class ApiKeyCreateDto {
  /** Institution of the key (an institution admin's own by default; provider admins must name one). */
  @IsOptional()
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN)
  insttCode?: string;

  /** Name telling the key's use (e.g. 'GIS server'). */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(API_KEY_NAME_MAX_LENGTH)
  keyNm!: string;

  /** Scopes: contents:read, layers:write, members:manage (at least one). */
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes!: ApiKeyScope[];

  /** Expiry (ISO 8601 date-time, in the future); none: the key lasts until revoked. */
  @IsOptional()
  @IsDateString()
  expireDt?: string;

  /** The key's own IP allow-list (addresses or CIDR networks); empty or absent: any address (the institution's restriction still applies). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(API_KEY_IP_ALLOW_LIST_MAX)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  ipAllowList?: string[];
}

/** Changes of a key; absent fields stay as they are. */
export class ApiKeyUpdateDto {
  /** New name. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(API_KEY_NAME_MAX_LENGTH)
  keyNm?: string;

  /** New scopes (at least one). */
  @ApiPropertyOptional({ enum: API_KEY_SCOPES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes?: ApiKeyScope[];

  /** New expiry (in the future). */
  @IsOptional()
  @IsDateString()
  expireDt?: string;

  /** true: the key no longer expires (wins over expireDt). */
  @IsOptional()
  @IsBoolean()
  noExpiry?: boolean;

  /** New IP allow-list; [] removes it. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(API_KEY_IP_ALLOW_LIST_MAX)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  ipAllowList?: string[];
}

export class ApiKeyParamDto {
  /** Key id (ak_ and 16 hexadecimal digits). */
  @IsString()
  @Matches(KEY_ID)
  keyId!: string;
}

/** An API key as lists show it: never its secret. */
export class ApiKeyDto {
  /** Key id. */
  keyId!: string;
  /** Institution the key acts for. */
  insttCode!: string;
  /** Name. */
  keyNm!: string;
  /** The secret's first characters, to tell keys apart. */
  keyPrefix!: string;
  /** Scopes. */
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes!: ApiKeyScope[];
  /** Expiry (ISO date-time) or null (until revoked). */
  expireDt!: string | null;
  /** The key's own IP allow-list (empty: any address). */
  ipAllowList!: string[];
  /** Y in use, N revoked. */
  @ApiProperty({ enum: ['Y', 'N'] })
  useAt!: 'Y' | 'N';
  /** Who created it. */
  registerId!: string;
  /** When it was created. */
  registDt!: string;
  /** Last accepted request (ISO date-time), or null. */
  lastUsedDt!: string | null;
}

/** A key just created: the one answer that holds its secret. */
export class ApiKeyCreatedDto extends ApiKeyDto {
  /** The secret (send it as the X-API-Key header or the crtfckey query parameter). Shown only now: it is stored hashed. */
  secret!: string;
}

/** Usage log filter: period (YYYY-MM-DD, both inclusive) and key. */
export class ApiUseListQueryDto extends PageQueryDto {
  /** Institution code (institution admins: their own, the default; provider admins: any, or all when absent). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN)
  insttCode?: string;

  /** One key. */
  @IsOptional()
  @IsString()
  @Matches(KEY_ID)
  keyId?: string;

  /** First day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DATE)
  startDt?: string;

  /** Last day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DATE)
  endDt?: string;
}

/** Requests of one key on one day to one route group (the first path segment after /api). */
export class ApiUseDto {
  keyId!: string;
  keyNm!: string;
  keyPrefix!: string;
  insttCode!: string;
  /** Day (YYYY-MM-DD, server time). */
  useDe!: string;
  /** Route group, e.g. webmap, layer, tiles. */
  routeGroup!: string;
  /** Requests counted. */
  reqCnt!: number;
}
