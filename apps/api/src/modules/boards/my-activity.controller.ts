import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CommentsService } from './comments.service';
import { ActivityDto, ActivityQueryDto } from './dto/activity.dto';
import { CommentDto } from './dto/comment.dto';
import { QnaDto } from './dto/qna.dto';
import { MyActivityStore } from './my-activity.store';
import { QnaService } from './qna.service';

/** My page: what I wrote on the boards (members; 401 without a login). */
@ApiTags('mypage')
@Controller('mypage')
export class MyActivityController {
  constructor(
    private readonly store: MyActivityStore,
    private readonly comments: CommentsService,
    private readonly qna: QnaService,
  ) {}

  /** My inquiries, questions, answers, comments and reviews in one list (newest first). */
  @Get('activity')
  @ApiPagedEnvelope(ActivityDto)
  activity(@CurrentUser() user: AuthUser, @Query() q: ActivityQueryDto): Promise<Paged<ActivityDto>> {
    return this.store.page(user.userId, q);
  }

  /** My comments on contents and notices (newest first). */
  @Get('comments')
  @ApiPagedEnvelope(CommentDto)
  myComments(@CurrentUser() user: AuthUser, @Query() q: PageQueryDto): Promise<Paged<CommentDto>> {
    return this.comments.mine(user, q);
  }

  /** My Q&A questions (newest first). */
  @Get('qna')
  @ApiPagedEnvelope(QnaDto)
  myQna(@CurrentUser() user: AuthUser, @Query() q: PageQueryDto): Promise<Paged<QnaDto>> {
    return this.qna.mine(user, q);
  }
}
