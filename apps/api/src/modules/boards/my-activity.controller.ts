import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CommentsService } from './comments.service';
import { ActivityDto, ActivityQueryDto, type ActivityType } from './dto/activity.dto';
import { CommentDto } from './dto/comment.dto';
import { QnaDto } from './dto/qna.dto';
import { QnaService } from './qna.service';

// One SELECT per kind of activity, each on the author's index; the union is sorted and paged.
const PARTS: Record<ActivityType, string> = {
  INQUIRY: `SELECT 'INQUIRY' AS ty, inqry_id AS id, inqry_sj AS sj, NULL::varchar AS cntnts_ty, inqry_id::text AS target, regist_dt
            FROM inqry WHERE register_id = $1`,
  QNA: `SELECT 'QNA' AS ty, qna_id AS id, qna_sj AS sj, NULL::varchar AS cntnts_ty, qna_id::text AS target, regist_dt
        FROM qna WHERE register_id = $1`,
  QNA_ANSWER: `SELECT 'QNA_ANSWER' AS ty, a.answer_id AS id, q.qna_sj AS sj, NULL::varchar AS cntnts_ty, a.qna_id::text AS target, a.regist_dt
               FROM qna_answer a JOIN qna q ON q.qna_id = a.qna_id WHERE a.register_id = $1`,
  COMMENT: `SELECT 'COMMENT' AS ty, comment_id AS id, left(comment_cn, 100) AS sj, cntnts_ty_code AS cntnts_ty, cntnts_id AS target, regist_dt
            FROM cntnts_comment WHERE register_id = $1`,
  REVIEW: `SELECT 'REVIEW' AS ty, review_id AS id, left(review_cn, 100) AS sj, cntnts_ty_code AS cntnts_ty, cntnts_id AS target, regist_dt
           FROM cntnts_review WHERE register_id = $1`,
};

/** My page: what I wrote on the boards (members; 401 without a login). */
@ApiTags('mypage')
@Controller('mypage')
export class MyActivityController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly comments: CommentsService,
    private readonly qna: QnaService,
  ) {}

  /** My inquiries, questions, answers, comments and reviews in one list (newest first). */
  @Get('activity')
  @ApiPagedEnvelope(ActivityDto)
  async activity(@CurrentUser() user: AuthUser, @Query() q: ActivityQueryDto): Promise<Paged<ActivityDto>> {
    const union = (q.activityTy ? [PARTS[q.activityTy]] : Object.values(PARTS)).join(' UNION ALL ');
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM (${union}) x`, [user.userId])) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ty AS "activityTy", id AS "activityId", sj AS "activitySj", cntnts_ty AS "cntntsTyCode", target AS "targetId",
              regist_dt AS "registDt"
       FROM (${union}) x ORDER BY regist_dt ${order}, ty, id ${order} LIMIT $2 OFFSET $3`,
      [user.userId, q.pageSize, offsetOf(q)],
    )) as (Omit<ActivityDto, 'registDt'> & { registDt: Date })[];
    return toPaged(
      rows.map((r) => ({ ...r, registDt: new Date(r.registDt).toISOString() })),
      total,
      q,
    );
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
