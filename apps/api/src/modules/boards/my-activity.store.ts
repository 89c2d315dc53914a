import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { ActivityDto, ActivityQueryDto, ActivityType } from './dto/activity.dto';

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

/** What a member wrote on the boards (inquiries, Q&A, comments, reviews) as one list: the store of my page's activity. */
@Injectable()
export class MyActivityStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of the author's activity, newest first unless `direction` is ASC. */
  async page(userId: string, q: ActivityQueryDto): Promise<Paged<ActivityDto>> {
    const union = (q.activityTy ? [PARTS[q.activityTy]] : Object.values(PARTS)).join(' UNION ALL ');
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM (${union}) x`, [userId])) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ty AS "activityTy", id AS "activityId", sj AS "activitySj", cntnts_ty AS "cntntsTyCode", target AS "targetId",
              regist_dt AS "registDt"
       FROM (${union}) x ORDER BY regist_dt ${order}, ty, id ${order} LIMIT $2 OFFSET $3`,
      [userId, q.pageSize, offsetOf(q)],
    )) as (Omit<ActivityDto, 'registDt'> & { registDt: Date })[];
    return toPaged(
      rows.map((r) => ({ ...r, registDt: new Date(r.registDt).toISOString() })),
      total,
      q,
    );
  }
}
