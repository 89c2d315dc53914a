import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isProviderAdminCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { containsPattern } from '../constituents/search-text';
import { ContentReactions } from '../gallery/content-reactions.service';
import { assertAuthor, assertAuthorOrModerator, writeRules } from './board-access';
import { plainText } from './board-text';
import type { CommentDto, CommentManageQueryDto } from './dto/comment.dto';
import { AppConfig } from '../../config/app-config';

/** What a comment is on: a content (MAP, APP, LYR) or a notice (NTT). */
export interface CommentTarget {
  type: CommentDto['cntntsTyCode'];
  id: string;
  /** The target's institution (moderation scope); null for the provider's. */
  insttCode: string | null;
}

type Row = Omit<CommentDto, 'registDt' | 'updtDt'> & { registDt: Date; updtDt: Date; insttCode: string | null };

const COLUMNS = `c.comment_id AS "commentId", c.cntnts_ty_code AS "cntntsTyCode", c.cntnts_id AS "cntntsId",
  c.comment_cn AS "commentCn", c.register_id AS "registerId", u.user_nm AS "registerNm", c.instt_code AS "insttCode",
  c.regist_dt AS "registDt", c.updt_dt AS "updtDt"`;

const toDto = ({ insttCode: _insttCode, ...r }: Row): CommentDto => ({
  ...r,
  registDt: new Date(r.registDt).toISOString(),
  updtDt: new Date(r.updtDt).toISOString(),
});

/**
 * Comments on contents (whoever may view the content reads; members who may view it write) and
 * on notices (anyone reads, members write). Authors edit theirs; authors and moderators (provider
 * admins; the target institution's admins) delete.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly reactions: ContentReactions,
  ) {}

  /** A content the caller may view (404 unknown, 403 not viewable). */
  async contentTarget(user: AuthUser | undefined, cntntsId: string): Promise<CommentTarget> {
    const row = await this.reactions.findViewable(user, cntntsId);
    return { type: row.cntntsTyCode, id: row.cntntsId, insttCode: row.insttCode ?? null };
  }

  async noticeTarget(nttId: number): Promise<CommentTarget> {
    const rows = (await this.db.query(`SELECT instt_code AS "insttCode" FROM notice WHERE ntt_id = $1`, [nttId])) as {
      insttCode: string | null;
    }[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'notice.notFound');
    return { type: 'NTT', id: String(nttId), insttCode: rows[0].insttCode };
  }

  list(target: CommentTarget, q: PageQueryDto): Promise<Paged<CommentDto>> {
    return this.page('c.cntnts_ty_code = $1 AND c.cntnts_id = $2', [target.type, target.id], q);
  }

  /** My comments (my page). */
  mine(user: AuthUser, q: PageQueryDto): Promise<Paged<CommentDto>> {
    return this.page('c.register_id = $1', [user.userId], q);
  }

  /** Comments a moderator may delete: all for provider admins, their institution's for institution admins. */
  manage(user: AuthUser, q: CommentManageQueryDto): Promise<Paged<CommentDto>> {
    const params: unknown[] = [];
    const where = ['true'];
    const insttCode = isProviderAdminCode(user.userSeCode) ? q.insttCode : user.insttCode;
    if (insttCode) {
      params.push(insttCode);
      where.push(`c.instt_code = $${params.length}`);
    }
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where.push(`c.comment_cn ILIKE $${params.length}`);
    }
    return this.page(where.join(' AND '), params, q);
  }

  async create(user: AuthUser, target: CommentTarget, raw: string): Promise<CommentDto> {
    await this.limiter.hit(...writeRules(this.config, user, 'comment'));
    const text = plainText('commentCn', raw);
    const now = await this.clock.now();
    const [{ commentId }] = (await this.db.query(
      `INSERT INTO cntnts_comment (cntnts_ty_code, cntnts_id, instt_code, comment_cn, register_id, regist_dt, updt_dt)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING comment_id AS "commentId"`,
      [target.type, target.id, target.insttCode, text, user.userId, now],
    )) as { commentId: number }[];
    return toDto(await this.find(commentId));
  }

  async update(user: AuthUser, commentId: number, raw: string, kind: 'content' | 'notice'): Promise<CommentDto> {
    const row = await this.find(commentId, kind);
    assertAuthor(user, row.registerId);
    await this.db.query(`UPDATE cntnts_comment SET comment_cn = $2, updt_dt = $3 WHERE comment_id = $1`, [
      commentId,
      plainText('commentCn', raw),
      await this.clock.now(),
    ]);
    return toDto(await this.find(commentId));
  }

  async remove(user: AuthUser, commentId: number, kind?: 'content' | 'notice'): Promise<void> {
    const row = await this.find(commentId, kind);
    assertAuthorOrModerator(user, row.registerId, row.insttCode);
    await this.db.query(`DELETE FROM cntnts_comment WHERE comment_id = $1`, [commentId]);
  }

  private async find(commentId: number, kind?: 'content' | 'notice'): Promise<Row> {
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM cntnts_comment c JOIN users u ON u.user_id = c.register_id WHERE c.comment_id = $1`,
      [commentId],
    )) as Row[];
    const row = rows[0];
    if (!row || (kind && (row.cntntsTyCode === 'NTT') !== (kind === 'notice'))) {
      throw new DomainError('NOT_FOUND', 'comment.notFound');
    }
    return row;
  }

  private async page(clause: string, params: unknown[], q: PageQueryDto): Promise<Paged<CommentDto>> {
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM cntnts_comment c WHERE ${clause}`, params)) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM cntnts_comment c JOIN users u ON u.user_id = c.register_id WHERE ${clause}
       ORDER BY c.regist_dt ${order}, c.comment_id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offsetOf(q)],
    )) as Row[];
    return toPaged(rows.map(toDto), total, q);
  }
}
