import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INSTITUTION_MEMBER_CODES, SEARCH_TEXT_MAX_LENGTH, type UserSeCode } from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

/** Levels a member of an institution can hold: 11 editor, 12 member, 13 viewer, 14 admin. */
export type MemberSeCode = Exclude<UserSeCode, 4>;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class InsttParamDto {
  /** Institution code. */
  @IsString()
  @MaxLength(30)
  insttCode!: string;
}

export class InsttMemberParamDto extends InsttParamDto {
  /** The member's user id. */
  @IsString()
  @MaxLength(30)
  userId!: string;
}

/**
 * Member list query. `sort` accepts registDt (default), userNm, userId, userSeCode; `searchNm`
 * matches the name, id or e-mail address.
 */
export class ConstituentQueryDto extends PageQueryDto {
  /** Part of the member's name (at most 100 characters). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  userNm?: string;

  /** true leaves the caller out of the list (the share dialog's user search). */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  excludeMyId?: boolean;

  /** Only members of this level. */
  @ApiPropertyOptional({ enum: INSTITUTION_MEMBER_CODES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(INSTITUTION_MEMBER_CODES)
  userSeCode?: MemberSeCode;
}

export class ConstituentDto {
  userId!: string;
  userNm!: string;
  emailaddr!: string;
  /** Level: 11 editor, 12 member, 13 viewer, 14 institution admin. */
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  /** When the account was registered (ISO 8601). */
  registDt!: string;
  /** true for the institution's master account, whose row cannot be edited or removed. */
  isCreatman!: boolean;
}

export class LevelDto {
  userId!: string;
  userNm!: string;
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  /** true for the master account (its level cannot be lowered). */
  isCreatman!: boolean;
}

export class LevelUpdateDto {
  /** New level: 11 editor, 12 member, 13 viewer, 14 institution admin. */
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  @IsInt()
  @IsIn(INSTITUTION_MEMBER_CODES)
  userSeCode!: MemberSeCode;
}
