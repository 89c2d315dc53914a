import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isProviderAdminCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { normalizeIp } from '../../common/auth/client-ip';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { RateLimiter, type RateRule } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { PasswordCipher } from '../auth/password-cipher.service';
import { containsPattern } from '../constituents/search-text';
import { NotificationsService } from '../notifications/notifications.service';
import { hashPassword, verifyPassword } from '../users/password-hasher';
import { boardText, maskName } from './board-text';
import { CaptchaService } from './captcha.service';
import {
  INQUIRY_PASSWORD_MAX_LENGTH,
  INQUIRY_PASSWORD_MIN_LENGTH,
  type InquiryAnswerDto,
  type InquiryCreateDto,
  type InquiryDeleteDto,
  type InquiryDto,
  type InquiryListQueryDto,
  type InquiryPasswordDto,
  type InquirySummaryDto,
} from './dto/inquiry.dto';

interface InquiryRow {
  inqryId: number;
  inqrySj: string;
  inqryCn: string;
  registerId: string | null;
  insttCode: string | null;
  writerNm: string;
  emailaddr: string;
  passwordHash: string | null;
  answerCn: string | null;
  answererId: string | null;
  answerDt: Date | null;
  registDt: Date;
}

const COLUMNS = `q.inqry_id AS "inqryId", q.inqry_sj AS "inqrySj", q.inqry_cn AS "inqryCn", q.register_id AS "registerId",
  q.instt_code AS "insttCode", q.writer_nm AS "writerNm", q.emailaddr, q.password_hash AS "passwordHash",
  q.answer_cn AS "answerCn", q.answerer_id AS "answererId", q.answer_dt AS "answerDt", q.regist_dt AS "registDt"`;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * Online inquiries (/main/inquiry): anyone writes (members linked to their account, guests with a
 * name, e-mail and password); everyone sees titles; the author and admins read; provider admins
 * answer, and the author gets the answer by e-mail. Wrong guest passwords count towards the
 * captcha requirement of the client's address.
 */
@Injectable()
export class InquiriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly cipher: PasswordCipher,
    private readonly captcha: CaptchaService,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

  async list(user: AuthUser | undefined, q: InquiryListQueryDto): Promise<Paged<InquirySummaryDto>> {
    const params: unknown[] = [];
    const where: string[] = ['true'];
    if (q.mine === 'Y') {
      if (!user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
      params.push(user.userId);
      where.push(`q.register_id = $${params.length}`);
    }
    if (q.insttCode) {
      params.push(q.insttCode);
      where.push(`q.instt_code = $${params.length}`);
    }
    if (q.processAt) where.push(q.processAt === 'Y' ? 'q.answer_dt IS NOT NULL' : 'q.answer_dt IS NULL');
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where.push(`q.inqry_sj ILIKE $${params.length}`);
    }
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const clause = where.join(' AND ');
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM inqry q WHERE ${clause}`, params)) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM inqry q WHERE ${clause}
       ORDER BY q.regist_dt ${order}, q.inqry_id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offsetOf(q)],
    )) as InquiryRow[];
    return toPaged(
      rows.map((r) => this.summary(r, user)),
      total,
      q,
    );
  }

  async summaryOf(user: AuthUser | undefined, inqryId: number): Promise<InquirySummaryDto> {
    return this.summary(await this.find(inqryId), user);
  }

  /** The author (member) or an admin; guests use checkPassword. */
  async get(user: AuthUser | undefined, inqryId: number): Promise<InquiryDto> {
    const row = await this.find(inqryId);
    if (!this.mayRead(row, user)) {
      if (row.registerId === null) throw new DomainError('FORBIDDEN', 'inquiry.passwordRequired');
      throw new DomainError('FORBIDDEN', 'inquiry.notOwner');
    }
    return this.detail(row, user);
  }

  async create(user: AuthUser | undefined, ip: string | undefined, dto: InquiryCreateDto): Promise<InquiryDto> {
    const addr = normalizeIp(ip) ?? 'unknown';
    const limits = this.config.values;
    // Members count per account (and generously per address: offices share one); guests per address.
    const who = user ? `user:${user.userId}` : `ip:${addr}`;
    await this.limited(
      ip,
      { key: `inquiry:post:${who}`, limit: limits.INQUIRY_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
      { key: `inquiry:post:h:${who}`, limit: limits.INQUIRY_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 },
      ...(user ? [{ key: `inquiry:post:ip:h:${addr}`, limit: limits.INQUIRY_RATE_LIMIT_PER_ADDRESS, windowSeconds: 3600 }] : []),
    );
    await this.captcha.guard(ip, dto);
    const inqrySj = dto.inqrySj;
    const inqryCn = boardText('inqryCn', dto.inqryCn);
    const now = await this.clock.now();
    let writer: { registerId: string | null; insttCode: string | null; writerNm: string; emailaddr: string; passwordHash: string | null };
    if (user) {
      const [member] = (await this.db.query(
        `SELECT user_nm AS "userNm", emailaddr, instt_code AS "insttCode" FROM users WHERE user_id = $1`,
        [user.userId],
      )) as { userNm: string; emailaddr: string; insttCode: string }[];
      if (!member) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
      writer = { registerId: user.userId, insttCode: member.insttCode, writerNm: member.userNm, emailaddr: member.emailaddr, passwordHash: null };
    } else {
      if (!dto.writerNm || !dto.emailaddr || !dto.password) {
        const missing = (['writerNm', 'emailaddr', 'password'] as const).filter((f) => !dto[f]);
        throw new ValidationFailedError(missing.map((field) => ({ field, message: 'inquiry.writerRequired' })));
      }
      const plain = this.cipher.decrypt(dto.password, 'password');
      const length = [...plain].length;
      if (length < INQUIRY_PASSWORD_MIN_LENGTH || length > INQUIRY_PASSWORD_MAX_LENGTH) {
        throw new ValidationFailedError([{ field: 'password', message: 'inquiry.passwordLength' }]);
      }
      writer = { registerId: null, insttCode: null, writerNm: dto.writerNm, emailaddr: dto.emailaddr, passwordHash: await hashPassword(plain) };
    }
    const [{ inqryId }] = (await this.db.query(
      `INSERT INTO inqry (inqry_sj, inqry_cn, register_id, instt_code, writer_nm, emailaddr, password_hash, regist_dt, updt_dt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING inqry_id AS "inqryId"`,
      [inqrySj, inqryCn, writer.registerId, writer.insttCode, writer.writerNm, writer.emailaddr, writer.passwordHash, now],
    )) as { inqryId: number }[];
    return this.detail(await this.find(inqryId), user, true);
  }

  /** A guest (or anyone knowing it) opens an inquiry with its password. */
  async checkPassword(ip: string | undefined, inqryId: number, dto: InquiryPasswordDto): Promise<InquiryDto> {
    await this.limited(ip, { key: `inquiry:pw:ip:${normalizeIp(ip) ?? 'unknown'}`, limit: this.config.values.GUEST_PASSWORD_RATE_LIMIT_PER_ADDRESS, windowSeconds: 60 });
    await this.captcha.guard(ip, dto);
    const row = await this.find(inqryId);
    await this.assertPassword(ip, row, dto.password);
    return this.detail(row, undefined, true);
  }

  /** The author (members; guests with the password) or an admin deletes. */
  async remove(user: AuthUser | undefined, ip: string | undefined, inqryId: number, dto: InquiryDeleteDto): Promise<void> {
    const row = await this.find(inqryId);
    if (!this.mayDelete(row, user)) {
      if (row.registerId !== null) throw new DomainError('FORBIDDEN', 'inquiry.notOwner');
      await this.limited(ip, { key: `inquiry:pw:ip:${normalizeIp(ip) ?? 'unknown'}`, limit: this.config.values.GUEST_PASSWORD_RATE_LIMIT_PER_ADDRESS, windowSeconds: 60 });
      await this.captcha.guard(ip, dto);
      if (!dto.password) throw new ValidationFailedError([{ field: 'password', message: 'inquiry.passwordRequired' }]);
      await this.assertPassword(ip, row, dto.password);
    }
    await this.db.query(`DELETE FROM inqry WHERE inqry_id = $1`, [inqryId]);
  }

  /** Provider admins answer (or replace the answer); the author is mailed the answer. */
  async answer(user: AuthUser, inqryId: number, dto: InquiryAnswerDto): Promise<InquiryDto> {
    const row = await this.find(inqryId);
    const answerCn = boardText('answerCn', dto.answerCn);
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE inqry SET answer_cn = $2, answerer_id = $3, answer_dt = $4, updt_dt = $4 WHERE inqry_id = $1`,
        [inqryId, answerCn, user.userId, now],
      );
      // In the transaction: an answer whose mail cannot be sent is not recorded.
      const base = this.config.values.PUBLIC_BASE_URL.replace(/\/$/, '');
      await this.notifications.sendMail({
        to: row.emailaddr,
        subject: translate('mail.inquiryAnswer.subject', { title: row.inqrySj }),
        text: translate('mail.inquiryAnswer.body', {
          name: row.writerNm,
          title: row.inqrySj,
          answer: answerCn.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''),
          url: `${base}/community/inquiry/${inqryId}`,
        }),
      });
    });
    return this.detail(await this.find(inqryId), user);
  }

  /** Rate limits of the public forms; a refused (429) try also counts as a failure towards the captcha. */
  private async limited(ip: string | undefined, ...rules: RateRule[]): Promise<void> {
    try {
      await this.limiter.hit(...rules);
    } catch (e) {
      if (e instanceof DomainError && e.code === 'RATE_LIMITED') await this.captcha.recordFailure(ip);
      throw e;
    }
  }

  private async assertPassword(ip: string | undefined, row: InquiryRow, encrypted: string): Promise<void> {
    const plain = this.cipher.decrypt(encrypted, 'password');
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, plain))) {
      await this.captcha.recordFailure(ip);
      // 422, not 403: the client turns every 403 into "no permission" and leaves the screen.
      throw new DomainError('RULE_VIOLATION', 'inquiry.passwordWrong');
    }
  }

  private isAdminFor(row: InquiryRow, user: AuthUser | undefined): boolean {
    if (!user || user.apiKey) return false;
    if (isProviderAdminCode(user.userSeCode)) return true;
    return user.userSeCode === 14 && row.insttCode !== null && row.insttCode === user.insttCode;
  }

  private mayRead(row: InquiryRow, user: AuthUser | undefined): boolean {
    return this.isAdminFor(row, user) || (!!user && row.registerId === user.userId);
  }

  private mayDelete(row: InquiryRow, user: AuthUser | undefined): boolean {
    return (!!user && isProviderAdminCode(user.userSeCode)) || (!!user && row.registerId === user.userId);
  }

  private async find(inqryId: number): Promise<InquiryRow> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM inqry q WHERE q.inqry_id = $1`, [inqryId])) as InquiryRow[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'inquiry.notFound');
    return rows[0];
  }

  private summary(r: InquiryRow, user: AuthUser | undefined, opened = false): InquirySummaryDto {
    const readable = opened || this.mayRead(r, user);
    return {
      inqryId: r.inqryId,
      inqrySj: r.inqrySj,
      writerNm: readable ? r.writerNm : maskName(r.writerNm),
      memberAt: r.registerId === null ? 'N' : 'Y',
      processAt: r.answerDt ? 'Y' : 'N',
      readableAt: readable,
      registDt: new Date(r.registDt).toISOString(),
    };
  }

  private detail(r: InquiryRow, user: AuthUser | undefined, opened = false): InquiryDto {
    return {
      ...this.summary(r, user, opened),
      inqryCn: r.inqryCn,
      emailaddr: r.emailaddr,
      registerId: r.registerId,
      insttCode: r.insttCode,
      answerCn: r.answerCn,
      answerDt: iso(r.answerDt),
      answererId: r.answererId,
    };
  }
}
