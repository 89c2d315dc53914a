import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { BOARD_TEXT_MAX_LENGTH, BOARD_TITLE_MAX_LENGTH, trim } from './inquiry.dto';

/** Q&A list query: paged, newest first; searchNm matches titles and content; insttCode: that institution's questions. */
export class QnaListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]{1,30}$/)
  insttCode?: string;
}

/** One Q&A question. */
export class QnaDto {
  qnaId!: number;
  qnaSj!: string;
  /** Content (sanitized HTML). */
  qnaCn!: string;
  /** The asker's institution. */
  @ApiProperty({ type: String, nullable: true })
  insttCode!: string | null;
  answerCnt!: number;
  /** View count. */
  rdcnt!: number;
  registerId!: string;
  registerNm!: string;
  registDt!: string;
  updtDt!: string;
}

/** A question to create, or its new title and content (PUT). */
export class QnaSaveDto {
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TITLE_MAX_LENGTH)
  qnaSj!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TEXT_MAX_LENGTH)
  qnaCn!: string;
}

/** One answer to a question. */
export class QnaAnswerDto {
  answerId!: number;
  qnaId!: number;
  /** Content (sanitized HTML). */
  answerCn!: string;
  registerId!: string;
  registerNm!: string;
  registDt!: string;
  updtDt!: string;
}

export class QnaAnswerSaveDto {
  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TEXT_MAX_LENGTH)
  answerCn!: string;
}

export class QnaParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  qnaId!: number;
}

export class QnaAnswerParamDto extends QnaParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  answerId!: number;
}

/** Answers list query (paged; newest first by default). */
export class QnaAnswerListQueryDto extends PageQueryDto {}
