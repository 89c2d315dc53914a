import { ApiProperty } from '@nestjs/swagger';
import { INSTITUTION_MEMBER_CODES, SEARCH_TEXT_MAX_LENGTH } from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { ClearableText } from '../../../common/text/clearable-text';
import type { MemberSeCode } from '../../constituents';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** At most this many user ids in one request. */
export const GROUP_USER_ID_LIST_MAX = 1000;
const GROUP_NM_MAX_LENGTH = 100;
const GROUP_DC_MAX_LENGTH = 500;

export class GroupParamDto {
  /** Group serial number. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  groupSn!: number;
}

/** Group list query; sort: registDt (default), groupNm, memberCnt. */
export class GroupQueryDto extends PageQueryDto {
  /** Part of the group name (at most 100 characters). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  groupNm?: string;

  /**
   * Which of my groups: all (default: those I own and those I belong to, the share wizard's
   * list), owned, or member (those I belong to). Ignored with insttCode.
   */
  @IsOptional()
  @IsIn(['all', 'owned', 'member'])
  relation?: 'all' | 'owned' | 'member';

  /** Admins only: every group of this institution instead of the caller's own groups (screen 543's default). */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;
}

export class GroupCreateDto {
  /** Group name (1–100 characters, unique among the owner's groups; banned words refused, restricted words with X-Restricted-Word-Confirm: Y only). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(GROUP_NM_MAX_LENGTH)
  groupNm!: string;

  /** Description. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(GROUP_DC_MAX_LENGTH)
  groupDc?: string;

  /** Initial members: active members of the owner's institution. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(GROUP_USER_ID_LIST_MAX)
  @IsString({ each: true })
  @MaxLength(30, { each: true })
  userIdList?: string[];
}

export class GroupUpdateDto {
  /** New group name (unique among the owner's groups; banned words refused, restricted words with X-Restricted-Word-Confirm: Y only). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(GROUP_NM_MAX_LENGTH)
  groupNm?: string;

  /** New description: absent keeps it, null or empty text clears it. */
  @ClearableText(GROUP_DC_MAX_LENGTH)
  groupDc?: string | null;
}

export class GroupMembersDto {
  /** User ids to add or remove (active members of the group's institution when adding). */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(GROUP_USER_ID_LIST_MAX)
  @IsString({ each: true })
  @MaxLength(30, { each: true })
  userIdList!: string[];
}

export class GroupSummaryDto {
  groupSn!: number;
  groupNm!: string;
  groupDc!: string | null;
  /** The member who owns (manages) the group. */
  ownerId!: string;
  ownerNm!: string | null;
  /** Active members of the group. */
  memberCnt!: number;
  registDt!: string;
}

export class GroupMemberDto {
  userId!: string;
  userNm!: string;
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  /** When the member was added to the group. */
  registDt!: string;
}

export class GroupDetailDto extends GroupSummaryDto {
  insttCode!: string;
  updtDt!: string;
  /** Active members, in the order they were added. */
  @ApiProperty({ type: [GroupMemberDto] })
  memberList!: GroupMemberDto[];
}
