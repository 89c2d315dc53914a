import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INSTT_STATUS_CODES, PLAN_CODES, type InsttStatusCode } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { AtLeastOneField } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const STATUS_CODES = Object.values(INSTT_STATUS_CODES);
// Telephone as people write it: digits with hyphens, spaces, parentheses or a leading +.
const TEL_PATTERN = /^\+?[0-9][0-9 ()-]{1,28}$/;
// A path of this site ('/seoul-gu') or an http(s) address.
const URL_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/;

export class InsttCodeParamDto {
  /** Institution code. */
  @IsString()
  @MaxLength(30)
  insttCode!: string;
}

export class InsttListQueryDto extends PageQueryDto {
  /** Operational status filter. */
  @ApiPropertyOptional({ enum: STATUS_CODES })
  @IsOptional()
  @IsIn(STATUS_CODES)
  insttSttusCode?: InsttStatusCode;

  /** Deleted flag filter (Y deleted, N active); both when absent. */
  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  deleteAt?: 'Y' | 'N';
}

export class InsttListRowDto {
  insttCode!: string;
  insttNm!: string;
  planCode!: string;
  @ApiProperty({ enum: STATUS_CODES })
  insttSttusCode!: InsttStatusCode;
  @ApiProperty({ enum: ['Y', 'N'] })
  deleteAt!: 'Y' | 'N';
  /** Creation time (ISO 8601). */
  creatDt!: string;
  /** The master admin account, if any. */
  masterUserId!: string | null;
  /** Members (not withdrawn) of the institution. */
  memberCnt!: number;
}

export class InsttExistsQueryDto {
  /** Institution code to check (give this or insttNm). */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  /** Institution name to check (give this or insttCode). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  insttNm?: string;
}

class InsttContactFields {
  /** Institution telephone (stored encrypted). null clears it. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(TEL_PATTERN, { message: 'instt.telInvalid' })
  insttTel?: string | null;

  /** Institution address (stored encrypted). null clears it. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  insttAddr?: string | null;

  /** Site address: a path of this site ('/seoul-gu') or an http(s) address. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  @Matches(URL_PATTERN, { message: 'instt.urlInvalid' })
  insttUrl?: string;
}

export class CreateInsttDto extends InsttContactFields {
  /** Institution code: the prefix of the institution's site paths (not a reserved route name). */
  @IsString()
  @MaxLength(30)
  insttCode!: string;

  @Transform(trim)
  @IsString()
  @Length(2, 100)
  insttNm!: string;

  /** Price plan (basic when absent). */
  @ApiPropertyOptional({ enum: Object.values(PLAN_CODES), default: PLAN_CODES.BASIC })
  @IsOptional()
  @IsIn(Object.values(PLAN_CODES), { message: 'auth.unknownPlan' })
  planCode?: string;
}

export class UpdateInsttDto extends InsttContactFields {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 100)
  insttNm?: string;
}

export class InstitutionDto {
  /** Creation time (ISO 8601). */
  creatDt!: string;
  /** Who created the institution. */
  creatmanId!: string | null;
  insttCode!: string;
  insttNm!: string;
  /** Address of the institution image, or null. */
  imageCn!: string | null;
  /** Address of the thumbnail image (the same image), or null. */
  thumbnail!: string | null;
  /** Institution site address. */
  insttUrl!: string | null;
}

export class InstitutionDetailDto extends InstitutionDto {
  /** Institution telephone, decrypted. */
  insttTel!: string | null;
  /** Institution address, decrypted. */
  insttAddr!: string | null;
  planCode!: string;
  @ApiProperty({ enum: STATUS_CODES })
  insttSttusCode!: InsttStatusCode;
  @ApiProperty({ enum: ['Y', 'N'] })
  deleteAt!: 'Y' | 'N';
  /** The master admin account. */
  masterUserId!: string | null;
  masterUserNm!: string | null;
  /** The master's mobile number, masked ('010-****-5678'). */
  masterMbtlnum!: string | null;
}

export class InsttStatusDto {
  @ApiProperty({ enum: STATUS_CODES })
  statusCode!: InsttStatusCode;
  /** 'normal operation', 'billing in progress' or 'paused', in the caller's language. */
  statusMsg!: string;
}

/** New state: at least one of the two. */
@AtLeastOneField()
export class InsttStateDto {
  /** New operational status. */
  @ApiPropertyOptional({ enum: STATUS_CODES })
  @IsOptional()
  @IsIn(STATUS_CODES)
  insttSttusCode?: InsttStatusCode;

  /** Y hides the institution and refuses its members; N restores it. */
  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  deleteAt?: 'Y' | 'N';
}

export class InsttStateResultDto {
  insttCode!: string;
  @ApiProperty({ enum: STATUS_CODES })
  insttSttusCode!: InsttStatusCode;
  @ApiProperty({ enum: ['Y', 'N'] })
  deleteAt!: 'Y' | 'N';
}
