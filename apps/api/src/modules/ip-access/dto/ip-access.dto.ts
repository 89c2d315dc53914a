import { INSTT_CODE_PARAM_PATTERN } from '@nuri/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Query strings carry 'true' / 'false'; anything else stays as sent and fails @IsBoolean.
const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Which institution's list: the caller's own for its admins; required for provider admins. */
export class IpAccessScopeQueryDto {
  /** Institution code (provider admins must name one; an institution admin may only name their own). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN)
  insttCode?: string;
}

/** Paging and search over an institution's allow-list (sort: registDt, ipAddr). */
export class IpAccessListQueryDto extends PageQueryDto {
  /** Institution code (required for provider admins; an institution admin may only name their own). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN)
  insttCode?: string;
}

export class IpAccessCreateDto {
  /** A single IPv4/IPv6 address or a CIDR network (IPv4 /0–/32, IPv6 /0–/128) whose host bits are zero. */
  @Transform(trim)
  @IsString()
  @MaxLength(64)
  ipAddr!: string;

  /** Description of the entry (e.g. 'head office'). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  ipDc?: string;

  /** Save even though the caller's own address would be refused afterwards (the admin saw the warning). */
  @IsOptional()
  @IsBoolean()
  confirmSelfLockout?: boolean;
}

export class IpSnParamDto {
  /** Serial number of the entry. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  ipSn!: number;
}

export class IpAccessDeleteQueryDto extends IpAccessScopeQueryDto {
  /** Delete even though the caller's own address would be refused afterwards. */
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  confirmSelfLockout?: boolean;
}

/** One allow-list entry. */
export class IpAccessRuleDto {
  /** Serial number. */
  ipSn!: number;
  /** A single address (no prefix) or a network in CIDR form, canonical. */
  ipAddr!: string;
  /** Description. */
  ipDc!: string | null;
  /** Who registered it. */
  registerId!: string;
  /** When it was registered. */
  registDt!: string;
}

/** A page of the allow-list plus the caller's address, so the screen can show 'your address'. */
export class IpAccessListDto {
  @ApiProperty({ type: () => [IpAccessRuleDto] })
  content!: IpAccessRuleDto[];
  totalElements!: number;
  pageIndex!: number;
  pageSize!: number;
  last!: boolean;
  /** The caller's address as the server sees it (socket, or X-Forwarded-For through trusted proxies). */
  callerIp!: string | null;
  /** Whether members of the institution may act from callerIp under the current list. */
  callerAllowed!: boolean;
}

/** Sort names of the list and the columns behind them. */
export const IP_ACCESS_SORTS = { registDt: 'regist_dt', ipAddr: 'ip_addr' } as const;
