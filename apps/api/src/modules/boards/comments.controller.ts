import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { CommentsService } from './comments.service';
import {
  CommentDto,
  CommentManageQueryDto,
  CommentParamDto,
  CommentTextDto,
  ContentCommentCreateDto,
  ContentCommentsQueryDto,
  NoticeCommentCreateDto,
  NoticeCommentsQueryDto,
  ReviewCreateDto,
  ReviewDto,
  ReviewListQueryDto,
  ReviewParamDto,
  ReviewSaveDto,
  ReviewSummaryDto,
  ReviewTargetQueryDto,
} from './dto/comment.dto';
import { ReviewsService } from './reviews.service';

/**
 * Comments on contents (maps, themed apps, layers): whoever may view the content reads them
 * (403/404 as the content); members who may view it write; authors edit; authors and admins
 * (provider; the content's institution's) delete. Plain text up to 1000 characters.
 */
@ApiTags('boards')
@Controller('comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** Comments of a content, newest first (totalElements is the count). */
  @Get()
  @Public()
  @ApiPagedEnvelope(CommentDto)
  async list(@CurrentUser() user: AuthUser | undefined, @Query() q: ContentCommentsQueryDto): Promise<Paged<CommentDto>> {
    return this.comments.list(await this.comments.contentTarget(user, q.cntntsId), q);
  }

  /** Comments admins moderate (contents and notices): provider admins all (insttCode filter), institution admins their institution's. */
  @Get('manage')
  @Roles(4, 14)
  @ApiPagedEnvelope(CommentDto)
  manage(@CurrentUser() user: AuthUser, @Query() q: CommentManageQueryDto): Promise<Paged<CommentDto>> {
    return this.comments.manage(user, q);
  }

  /** Comments on a content (members who may view it). */
  @Post()
  @ApiEnvelope(CommentDto, { status: 201 })
  async create(@CurrentUser() user: AuthUser, @Body() dto: ContentCommentCreateDto): Promise<CommentDto> {
    return this.comments.create(user, await this.comments.contentTarget(user, dto.cntntsId), dto.commentCn);
  }

  /** Changes a comment (its author). */
  @Put(':commentId')
  @ApiEnvelope(CommentDto)
  update(@CurrentUser() user: AuthUser, @Param() p: CommentParamDto, @Body() dto: CommentTextDto): Promise<CommentDto> {
    return this.comments.update(user, p.commentId, dto.commentCn, 'content');
  }

  /** Deletes a comment on a content or a notice (its author or an admin). */
  @Delete(':commentId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: CommentParamDto): Promise<null> {
    await this.comments.remove(user, p.commentId);
    return null;
  }
}

/** Comments on notices (provider's and institutions'): anyone reads, members write. */
@ApiTags('boards')
@Controller('notice/comments')
export class NoticeCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** Comments of a notice, newest first. */
  @Get()
  @Public()
  @ApiPagedEnvelope(CommentDto)
  async list(@Query() q: NoticeCommentsQueryDto): Promise<Paged<CommentDto>> {
    return this.comments.list(await this.comments.noticeTarget(q.nttId), q);
  }

  /** Comments on a notice (members). */
  @Post()
  @ApiEnvelope(CommentDto, { status: 201 })
  async create(@CurrentUser() user: AuthUser, @Body() dto: NoticeCommentCreateDto): Promise<CommentDto> {
    return this.comments.create(user, await this.comments.noticeTarget(dto.nttId), dto.commentCn);
  }

  /** Changes a notice comment (its author). */
  @Put(':commentId')
  @ApiEnvelope(CommentDto)
  update(@CurrentUser() user: AuthUser, @Param() p: CommentParamDto, @Body() dto: CommentTextDto): Promise<CommentDto> {
    return this.comments.update(user, p.commentId, dto.commentCn, 'notice');
  }

  /** Deletes a notice comment (its author, provider admins, the notice's institution's admins). */
  @Delete(':commentId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: CommentParamDto): Promise<null> {
    await this.comments.remove(user, p.commentId, 'notice');
    return null;
  }
}

/**
 * Reviews of maps and themed apps (gallery contents): a score of 1–5 and a text, one per member
 * and content (409 the second time); read by whoever may view the content.
 */
@ApiTags('boards')
@Controller('review')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly comments: CommentsService,
  ) {}

  /** Reviews of a content, newest first. */
  @Get()
  @Public()
  @ApiPagedEnvelope(ReviewDto)
  async list(@CurrentUser() user: AuthUser | undefined, @Query() q: ReviewListQueryDto): Promise<Paged<ReviewDto>> {
    return this.reviews.list(await this.comments.contentTarget(user, q.cntntsId), q);
  }

  /** Count, average score and my review of a content. */
  @Get('summary')
  @Public()
  @ApiEnvelope(ReviewSummaryDto)
  async summary(@CurrentUser() user: AuthUser | undefined, @Query() q: ReviewTargetQueryDto): Promise<ReviewSummaryDto> {
    return this.reviews.summary(user, await this.comments.contentTarget(user, q.cntntsId));
  }

  /** Reviews a map or themed app (members who may view it; once). */
  @Post()
  @ApiEnvelope(ReviewDto, { status: 201 })
  async create(@CurrentUser() user: AuthUser, @Body() dto: ReviewCreateDto): Promise<ReviewDto> {
    return this.reviews.create(user, await this.comments.contentTarget(user, dto.cntntsId), dto);
  }

  /** Changes my review. */
  @Put(':reviewId')
  @ApiEnvelope(ReviewDto)
  update(@CurrentUser() user: AuthUser, @Param() p: ReviewParamDto, @Body() dto: ReviewSaveDto): Promise<ReviewDto> {
    return this.reviews.update(user, p.reviewId, dto);
  }

  /** Deletes a review (its author or an admin). */
  @Delete(':reviewId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: ReviewParamDto): Promise<null> {
    await this.reviews.remove(user, p.reviewId);
    return null;
  }
}
