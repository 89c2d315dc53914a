import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export const ACTIVITY_TYPES = ['INQUIRY', 'QNA', 'QNA_ANSWER', 'COMMENT', 'REVIEW'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** My activity list query (paged, newest first; activityTy: one kind only). */
export class ActivityQueryDto extends PageQueryDto {
  @ApiProperty({ enum: ACTIVITY_TYPES, required: false })
  @IsOptional()
  @IsIn(ACTIVITY_TYPES)
  activityTy?: ActivityType;
}

/** One thing I wrote: an inquiry, a question, an answer, a comment or a review. */
export class ActivityDto {
  @ApiProperty({ enum: ACTIVITY_TYPES })
  activityTy!: ActivityType;
  /** Id of the row (inqryId, qnaId, answerId, commentId, reviewId). */
  activityId!: number;
  /** Title (inquiries, questions; the question's for answers) or the text's start (comments, reviews). */
  activitySj!: string;
  /** Where it was written: MAP, APP, LYR, NTT for comments and reviews; null otherwise. */
  @ApiProperty({ type: String, nullable: true, enum: ['MAP', 'APP', 'LYR', 'NTT'] })
  cntntsTyCode!: 'MAP' | 'APP' | 'LYR' | 'NTT' | null;
  /** The target: inqryId, qnaId (questions and answers), the content id or notice id (comments, reviews). */
  targetId!: string;
  registDt!: string;
}
