import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export const COMMENT_MAX_LENGTH = 1000;
export const REVIEW_MAX_LENGTH = 1000;

/** One comment (plain text; screens show it as text). */
export class CommentDto {
  commentId!: number;
  /** MAP, APP, LYR (a content) or NTT (a notice). */
  @ApiProperty({ enum: ['MAP', 'APP', 'LYR', 'NTT'] })
  cntntsTyCode!: 'MAP' | 'APP' | 'LYR' | 'NTT';
  /** The content id, or the notice id as text. */
  cntntsId!: string;
  commentCn!: string;
  registerId!: string;
  registerNm!: string;
  registDt!: string;
  updtDt!: string;
}

/** Comments of one content (paged, newest first). */
export class ContentCommentsQueryDto extends PageQueryDto {
  /** A web map, themed app or layer id the caller may view. */
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

/** Comments of one notice (paged, newest first). */
export class NoticeCommentsQueryDto extends PageQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  nttId!: number;
}

/** Comments admins moderate: the provider's all, an institution admin's their institution's (paged, newest first). */
export class CommentManageQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]{1,30}$/)
  insttCode?: string;
}

export class CommentTextDto {
  @IsString()
  @MinLength(1)
  @MaxLength(COMMENT_MAX_LENGTH)
  commentCn!: string;
}

export class ContentCommentCreateDto extends CommentTextDto {
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

export class NoticeCommentCreateDto extends CommentTextDto {
  @IsInt()
  @Min(1)
  nttId!: number;
}

export class CommentParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  commentId!: number;
}

/** One review: a score of 1–5 and a text, one per member and content. */
export class ReviewDto {
  reviewId!: number;
  @ApiProperty({ enum: ['MAP', 'APP'] })
  cntntsTyCode!: 'MAP' | 'APP';
  cntntsId!: string;
  score!: number;
  reviewCn!: string;
  registerId!: string;
  registerNm!: string;
  registDt!: string;
  updtDt!: string;
}

export class ReviewListQueryDto extends PageQueryDto {
  /** A web map or themed app id the caller may view. */
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

export class ReviewTargetQueryDto {
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

/** Review count, average score (null without reviews) and the caller's own review. */
export class ReviewSummaryDto {
  reviewCnt!: number;
  @ApiProperty({ type: Number, nullable: true })
  scoreAvg!: number | null;
  @ApiProperty({ type: () => ReviewDto, nullable: true })
  myReview!: ReviewDto | null;
}

export class ReviewSaveDto {
  @IsInt()
  @Min(1)
  @Max(5)
  score!: number;

  @IsString()
  @MinLength(1)
  @MaxLength(REVIEW_MAX_LENGTH)
  reviewCn!: string;
}

export class ReviewCreateDto extends ReviewSaveDto {
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

export class ReviewParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  reviewId!: number;
}
