import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  QnaAnswerDto,
  QnaAnswerListQueryDto,
  QnaAnswerParamDto,
  QnaAnswerSaveDto,
  QnaDto,
  QnaListQueryDto,
  QnaParamDto,
  QnaSaveDto,
} from './dto/qna.dto';
import { QnaService } from './qna.service';

/**
 * The Q&A board: anyone reads; members ask and answer; authors edit and delete theirs; provider
 * admins (and an institution's admins for its members' questions) delete any question or answer.
 */
@ApiTags('boards')
@Controller('qna')
export class QnaController {
  constructor(private readonly qna: QnaService) {}

  /** Questions, newest first (insttCode: that institution's members' questions; searchNm: title and content). */
  @Get()
  @Public()
  @ApiPagedEnvelope(QnaDto)
  list(@Query() q: QnaListQueryDto): Promise<Paged<QnaDto>> {
    return this.qna.list(q);
  }

  /** Asks a question (members). */
  @Post()
  @ApiEnvelope(QnaDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: QnaSaveDto): Promise<QnaDto> {
    return this.qna.create(user, dto);
  }

  /** One question. */
  @Get(':qnaId')
  @Public()
  @ApiEnvelope(QnaDto)
  get(@Param() p: QnaParamDto): Promise<QnaDto> {
    return this.qna.get(p.qnaId);
  }

  /** Counts one view; answers the question with its new count. */
  @Post(':qnaId/view-count')
  @Public()
  @HttpCode(200)
  @ApiEnvelope(QnaDto)
  view(@Param() p: QnaParamDto): Promise<QnaDto> {
    return this.qna.countView(p.qnaId);
  }

  /** Changes a question (its author). */
  @Put(':qnaId')
  @ApiEnvelope(QnaDto)
  update(@CurrentUser() user: AuthUser, @Param() p: QnaParamDto, @Body() dto: QnaSaveDto): Promise<QnaDto> {
    return this.qna.update(user, p.qnaId, dto);
  }

  /** Deletes a question and its answers (its author or an admin). */
  @Delete(':qnaId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: QnaParamDto): Promise<null> {
    await this.qna.remove(user, p.qnaId);
    return null;
  }

  /** The answers of a question (paged, newest first; direction=ASC for the thread order). */
  @Get(':qnaId/answers')
  @Public()
  @ApiPagedEnvelope(QnaAnswerDto)
  answers(@Param() p: QnaParamDto, @Query() q: QnaAnswerListQueryDto): Promise<Paged<QnaAnswerDto>> {
    return this.qna.answers(p.qnaId, q);
  }

  /** Answers a question (members). */
  @Post(':qnaId/answers')
  @ApiEnvelope(QnaAnswerDto, { status: 201 })
  answer(@CurrentUser() user: AuthUser, @Param() p: QnaParamDto, @Body() dto: QnaAnswerSaveDto): Promise<QnaAnswerDto> {
    return this.qna.answer(user, p.qnaId, dto);
  }

  /** Changes an answer (its author). */
  @Put(':qnaId/answers/:answerId')
  @ApiEnvelope(QnaAnswerDto)
  updateAnswer(
    @CurrentUser() user: AuthUser,
    @Param() p: QnaAnswerParamDto,
    @Body() dto: QnaAnswerSaveDto,
  ): Promise<QnaAnswerDto> {
    return this.qna.updateAnswer(user, p.qnaId, p.answerId, dto);
  }

  /** Deletes an answer (its author or an admin). */
  @Delete(':qnaId/answers/:answerId')
  @ApiEnvelope(null)
  async removeAnswer(@CurrentUser() user: AuthUser, @Param() p: QnaAnswerParamDto): Promise<null> {
    await this.qna.removeAnswer(user, p.qnaId, p.answerId);
    return null;
  }
}
