import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { containsPattern } from '../constituents/search-text';
import { assertAuthor, assertAuthorOrModerator, writeRules } from './board-access';
import { boardText } from './board-text';
import type {
  QnaAnswerDto,
  QnaAnswerListQueryDto,
  QnaAnswerSaveDto,
  QnaDto,
  QnaListQueryDto,
  QnaSaveDto,
} from './dto/qna.dto';

type Row<T> = Omit<T, 'registDt' | 'updtDt'> & { registDt: Date; updtDt: Date };
const dates = <T>(r: Row<T>): T =>
  ({ ...r, registDt: new Date(r.registDt).toISOString(), updtDt: new Date(r.updtDt).toISOString() }) as T;

const QNA_COLUMNS = `q.qna_id AS "qnaId", q.qna_sj AS "qnaSj", q.qna_cn AS "qnaCn", q.instt_code AS "insttCode",
  q.answer_cnt AS "answerCnt", q.rdcnt, q.register_id AS "registerId", u.user_nm AS "registerNm",
  q.regist_dt AS "registDt", q.updt_dt AS "updtDt"`;
const ANSWER_COLUMNS = `a.answer_id AS "answerId", a.qna_id AS "qnaId", a.answer_cn AS "answerCn",
  a.register_id AS "registerId", u.user_nm AS "registerNm", a.regist_dt AS "registDt", a.updt_dt AS "updtDt"`;

/**
 * The customer-support Q&A board (/qna): anyone reads; members ask and answer; authors edit and
 * delete theirs; provider admins (and an institution's admins, for its members' questions)
 * delete any. Texts are sanitized HTML. Questions record the asker's institution.
 */
@Injectable()
export class QnaService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async list(q: QnaListQueryDto): Promise<Paged<QnaDto>> {
    const params: unknown[] = [];
    const where = ['true'];
    if (q.insttCode) {
      params.push(q.insttCode);
      where.push(`q.instt_code = $${params.length}`);
    }
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where.push(`(q.qna_sj ILIKE $${params.length} OR q.qna_cn ILIKE $${params.length})`);
    }
    return this.page(where.join(' AND '), params, q);
  }

  /** My questions (my page). */
  mine(user: AuthUser, q: QnaListQueryDto): Promise<Paged<QnaDto>> {
    return this.page('q.register_id = $1', [user.userId], q);
  }

  async get(qnaId: number): Promise<QnaDto> {
    const rows = (await this.db.query(
      `SELECT ${QNA_COLUMNS} FROM qna q JOIN users u ON u.user_id = q.register_id WHERE q.qna_id = $1`,
      [qnaId],
    )) as Row<QnaDto>[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'qna.notFound');
    return dates(rows[0]);
  }

  async countView(qnaId: number): Promise<QnaDto> {
    const [rows] = (await this.db.query(`UPDATE qna SET rdcnt = rdcnt + 1 WHERE qna_id = $1 RETURNING qna_id`, [qnaId])) as [
      unknown[],
      number,
    ];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'qna.notFound');
    return this.get(qnaId);
  }

  async create(user: AuthUser, dto: QnaSaveDto): Promise<QnaDto> {
    await this.limiter.hit(...writeRules(this.config, user, 'qna'));
    const qnaCn = boardText('qnaCn', dto.qnaCn);
    const now = await this.clock.now();
    const [{ qnaId }] = (await this.db.query(
      `INSERT INTO qna (instt_code, qna_sj, qna_cn, register_id, regist_dt, updt_dt)
       SELECT instt_code, $2, $3, user_id, $4, $4 FROM users WHERE user_id = $1 RETURNING qna_id AS "qnaId"`,
      [user.userId, dto.qnaSj, qnaCn, now],
    )) as { qnaId: number }[];
    return this.get(qnaId);
  }

  async update(user: AuthUser, qnaId: number, dto: QnaSaveDto): Promise<QnaDto> {
    const found = await this.get(qnaId);
    assertAuthor(user, found.registerId);
    await this.db.query(`UPDATE qna SET qna_sj = $2, qna_cn = $3, updt_dt = $4 WHERE qna_id = $1`, [
      qnaId,
      dto.qnaSj,
      boardText('qnaCn', dto.qnaCn),
      await this.clock.now(),
    ]);
    return this.get(qnaId);
  }

  /** Deletes a question with its answers. */
  async remove(user: AuthUser, qnaId: number): Promise<void> {
    const found = await this.get(qnaId);
    assertAuthorOrModerator(user, found.registerId, found.insttCode);
    await this.db.query(`DELETE FROM qna WHERE qna_id = $1`, [qnaId]);
  }

  async answers(qnaId: number, q: QnaAnswerListQueryDto): Promise<Paged<QnaAnswerDto>> {
    await this.get(qnaId);
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM qna_answer WHERE qna_id = $1`, [qnaId])) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${ANSWER_COLUMNS} FROM qna_answer a JOIN users u ON u.user_id = a.register_id WHERE a.qna_id = $1
       ORDER BY a.regist_dt ${order}, a.answer_id ${order} LIMIT $2 OFFSET $3`,
      [qnaId, q.pageSize, offsetOf(q)],
    )) as Row<QnaAnswerDto>[];
    return toPaged(rows.map(dates), total, q);
  }

  async answer(user: AuthUser, qnaId: number, dto: QnaAnswerSaveDto): Promise<QnaAnswerDto> {
    await this.get(qnaId);
    await this.limiter.hit(...writeRules(this.config, user, 'qna'));
    const answerCn = boardText('answerCn', dto.answerCn);
    const now = await this.clock.now();
    const answerId = await this.db.transaction(async (tx) => {
      const [{ id }] = (await tx.query(
        `INSERT INTO qna_answer (qna_id, answer_cn, register_id, regist_dt, updt_dt) VALUES ($1, $2, $3, $4, $4)
         RETURNING answer_id AS id`,
        [qnaId, answerCn, user.userId, now],
      )) as { id: number }[];
      await tx.query(`UPDATE qna SET answer_cnt = answer_cnt + 1 WHERE qna_id = $1`, [qnaId]);
      return id;
    });
    return this.findAnswer(qnaId, answerId);
  }

  async updateAnswer(user: AuthUser, qnaId: number, answerId: number, dto: QnaAnswerSaveDto): Promise<QnaAnswerDto> {
    const found = await this.findAnswer(qnaId, answerId);
    assertAuthor(user, found.registerId);
    await this.db.query(`UPDATE qna_answer SET answer_cn = $2, updt_dt = $3 WHERE answer_id = $1`, [
      answerId,
      boardText('answerCn', dto.answerCn),
      await this.clock.now(),
    ]);
    return this.findAnswer(qnaId, answerId);
  }

  async removeAnswer(user: AuthUser, qnaId: number, answerId: number): Promise<void> {
    const question = await this.get(qnaId);
    const found = await this.findAnswer(qnaId, answerId);
    assertAuthorOrModerator(user, found.registerId, question.insttCode);
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM qna_answer WHERE answer_id = $1`, [answerId]);
      await tx.query(`UPDATE qna SET answer_cnt = greatest(answer_cnt - 1, 0) WHERE qna_id = $1`, [qnaId]);
    });
  }

  private async findAnswer(qnaId: number, answerId: number): Promise<QnaAnswerDto> {
    const rows = (await this.db.query(
      `SELECT ${ANSWER_COLUMNS} FROM qna_answer a JOIN users u ON u.user_id = a.register_id
       WHERE a.answer_id = $1 AND a.qna_id = $2`,
      [answerId, qnaId],
    )) as Row<QnaAnswerDto>[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'qna.answerNotFound');
    return dates(rows[0]);
  }

  private async page(clause: string, params: unknown[], q: QnaListQueryDto): Promise<Paged<QnaDto>> {
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM qna q WHERE ${clause}`, params)) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${QNA_COLUMNS} FROM qna q JOIN users u ON u.user_id = q.register_id WHERE ${clause}
       ORDER BY q.regist_dt ${order}, q.qna_id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offsetOf(q)],
    )) as Row<QnaDto>[];
    return toPaged(rows.map(dates), total, q);
  }
}
