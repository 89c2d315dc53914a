import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { assertAuthor, assertAuthorOrModerator, writeRules } from './board-access';
import { plainText } from './board-text';
import type { CommentTarget } from './comments.service';
import type { ReviewDto, ReviewSaveDto, ReviewSummaryDto } from './dto/comment.dto';
import { AppConfig } from '../../config/app-config';

type Row = Omit<ReviewDto, 'registDt' | 'updtDt'> & { registDt: Date; updtDt: Date; insttCode: string | null };

const COLUMNS = `r.review_id AS "reviewId", r.cntnts_ty_code AS "cntntsTyCode", r.cntnts_id AS "cntntsId", r.score,
  r.review_cn AS "reviewCn", r.register_id AS "registerId", u.user_nm AS "registerNm", r.instt_code AS "insttCode",
  r.regist_dt AS "registDt", r.updt_dt AS "updtDt"`;

const toDto = ({ insttCode: _insttCode, ...r }: Row): ReviewDto => ({
  ...r,
  registDt: new Date(r.registDt).toISOString(),
  updtDt: new Date(r.updtDt).toISOString(),
});

/** Reviews of maps and themed apps: a score of 1–5 and a text, one per member and content. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async list(target: CommentTarget, q: PageQueryDto): Promise<Paged<ReviewDto>> {
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM cntnts_review WHERE cntnts_ty_code = $1 AND cntnts_id = $2`,
      [target.type, target.id],
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM cntnts_review r JOIN users u ON u.user_id = r.register_id
       WHERE r.cntnts_ty_code = $1 AND r.cntnts_id = $2
       ORDER BY r.regist_dt ${order}, r.review_id ${order} LIMIT $3 OFFSET $4`,
      [target.type, target.id, q.pageSize, offsetOf(q)],
    )) as Row[];
    return toPaged(rows.map(toDto), total, q);
  }

  async summary(user: AuthUser | undefined, target: CommentTarget): Promise<ReviewSummaryDto> {
    const [{ reviewCnt, scoreAvg }] = (await this.db.query(
      `SELECT count(*)::int AS "reviewCnt", round(avg(score), 1)::float AS "scoreAvg"
       FROM cntnts_review WHERE cntnts_ty_code = $1 AND cntnts_id = $2`,
      [target.type, target.id],
    )) as { reviewCnt: number; scoreAvg: number | null }[];
    let myReview: ReviewDto | null = null;
    if (user) {
      const rows = (await this.db.query(
        `SELECT ${COLUMNS} FROM cntnts_review r JOIN users u ON u.user_id = r.register_id
         WHERE r.cntnts_ty_code = $1 AND r.cntnts_id = $2 AND r.register_id = $3`,
        [target.type, target.id, user.userId],
      )) as Row[];
      myReview = rows[0] ? toDto(rows[0]) : null;
    }
    return { reviewCnt, scoreAvg, myReview };
  }

  /** 409 when the member already reviewed the content; 422 for a layer. */
  async create(user: AuthUser, target: CommentTarget, dto: ReviewSaveDto): Promise<ReviewDto> {
    if (target.type !== 'MAP' && target.type !== 'APP') throw new DomainError('RULE_VIOLATION', 'review.notForLayer');
    await this.limiter.hit(...writeRules(this.config, user, 'review'));
    const text = plainText('reviewCn', dto.reviewCn);
    const now = await this.clock.now();
    const rows = (await this.db.query(
      `INSERT INTO cntnts_review (cntnts_ty_code, cntnts_id, instt_code, score, review_cn, register_id, regist_dt, updt_dt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (cntnts_ty_code, cntnts_id, register_id) DO NOTHING RETURNING review_id AS "reviewId"`,
      [target.type, target.id, target.insttCode, dto.score, text, user.userId, now],
    )) as { reviewId: number }[];
    if (!rows.length) throw new DomainError('CONFLICT', 'review.exists');
    return toDto(await this.find(rows[0].reviewId));
  }

  async update(user: AuthUser, reviewId: number, dto: ReviewSaveDto): Promise<ReviewDto> {
    const row = await this.find(reviewId);
    assertAuthor(user, row.registerId);
    await this.db.query(`UPDATE cntnts_review SET score = $2, review_cn = $3, updt_dt = $4 WHERE review_id = $1`, [
      reviewId,
      dto.score,
      plainText('reviewCn', dto.reviewCn),
      await this.clock.now(),
    ]);
    return toDto(await this.find(reviewId));
  }

  async remove(user: AuthUser, reviewId: number): Promise<void> {
    const row = await this.find(reviewId);
    assertAuthorOrModerator(user, row.registerId, row.insttCode);
    await this.db.query(`DELETE FROM cntnts_review WHERE review_id = $1`, [reviewId]);
  }

  private async find(reviewId: number): Promise<Row> {
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM cntnts_review r JOIN users u ON u.user_id = r.register_id WHERE r.review_id = $1`,
      [reviewId],
    )) as Row[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'review.notFound');
    return rows[0];
  }
}
