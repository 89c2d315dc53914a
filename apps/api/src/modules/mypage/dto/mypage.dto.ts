import { CursorProperty } from '../../../common/paging/keyset-cursor';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_USE_PBLONSIP_SE_CODES,
  CONTENTS_TYPES,
  type ContentsType,
  type UsePblonsipSeCode,
} from '@nuri/domain';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

/** How a content shared with me reaches me (the shared list's sharedVia filter). */
export const SHARED_VIA = ['user', 'group', 'instt'] as const;
export type SharedVia = (typeof SHARED_VIA)[number];

/**
 * My page content lists (spec 001 §3 "My contents"): contentsType MAP | APP | LYR (absent: all
 * three), contentsSj (title contains), bookmarkedOnly Y (only contents I bookmarked), groupNm
 * (only contents shared with a group whose name contains it); sort updtDt (default), registDt,
 * contentsSj; DESC by default. On the shared list, sharedVia user | group | instt keeps the
 * contents that reach me through that kind of share (a share to me by name, to a group I am in,
 * to my institution).
 */
export class MyContentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CONTENTS_TYPES })
  @IsOptional()
  @IsIn(CONTENTS_TYPES)
  contentsType?: ContentsType;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  contentsSj?: string;

  /** Y: only contents I bookmarked (on /mypage/contents: every content I bookmarked and may still view). */
  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  bookmarkedOnly?: 'Y' | 'N';

  @IsOptional()
  @IsString()
  @MaxLength(100)
  groupNm?: string;

  /** Shared list only: how the content reaches me (user: shared with me by name, group: with a group I am in, instt: with my institution). */
  @ApiPropertyOptional({ enum: SHARED_VIA })
  @IsOptional()
  @IsIn(SHARED_VIA)
  sharedVia?: SharedVia;

  /** Keyset paging (sort updtDt or registDt). */
  @CursorProperty()
  cursor?: string;
}

/** One content of my page lists. */
export class MyContentDto {
  /** userMapId, webappTmplatId or lyrId. */
  contentsId!: string;
  @ApiProperty({ enum: CONTENTS_TYPES })
  contentsType!: ContentsType;
  contentsSj!: string;
  registDt!: string;
  updtDt!: string;
  registerId!: string;
  registerNm!: string | null;
  insttCode!: string;
  /** Signed thumbnail address, or null. */
  thumbnailUrl!: string | null;
  @ApiProperty({ enum: ['Y', 'N'] })
  bookmarkAt!: 'Y' | 'N';
  /** 01 private, 02 users/groups, 03 institution, 04 everyone (layers: from their shares). */
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
}

/** My page counts. */
export class MyContentCountDto {
  /** My web maps. */
  mapCnt!: number;
  /** My themed apps. */
  appCnt!: number;
  /** My layers. */
  lyrCnt!: number;
  /** Contents of others shared with me (the 'shared' list). */
  sharedCnt!: number;
  /** Contents I bookmarked and may still view. */
  bookmarkCnt!: number;
}
