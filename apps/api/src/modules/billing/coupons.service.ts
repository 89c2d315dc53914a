import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { billingMonthOf, couponLastMonth, DEFAULT_INSTT_CODE, seoulDate } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { BillingService } from './billing.service';
import { returningRows } from './sql';
import type {
  CouponApplyDto,
  CouponCreateDto,
  CouponDto,
  CouponListQueryDto,
  CouponUpdateDto,
  CouponUseDto,
  CouponUseRowDto,
} from './dto/billing.dto';
import { COUPON_COLUMNS } from './billing.queries';

type CouponRow = Omit<CouponDto, 'registDt'> & { registDt: Date };

const toDto = (r: CouponRow): CouponDto => ({ ...r, registDt: new Date(r.registDt).toISOString() });

/**
 * Coupons: provider admins create them; an institution admin applies one, once per institution
 * (coupon_use UNIQUE (coupon_code, instt_code)); it discounts `months` billing months starting
 * with the month it was applied in.
 */
@Injectable()
export class CouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly billing: BillingService,
  ) {}

  async apply(user: AuthUser, dto: CouponApplyDto): Promise<CouponUseDto> {
    if (dto.insttCode === DEFAULT_INSTT_CODE) throw new DomainError('RULE_VIOLATION', 'billing.notBilled');
    await this.billing.ensure(dto.insttCode);
    const now = await this.clock.now();
    const today = seoulDate(now);
    const month = billingMonthOf(now);
    const [coupon] = await this.db.query<CouponRow[]>(
      `SELECT ${COUPON_COLUMNS} FROM coupon c WHERE c.coupon_code = $1`,
      [dto.couponCode],
    );
    if (!coupon) throw new DomainError('NOT_FOUND', 'billing.couponNotFound');
    if (coupon.useAt !== 'Y') throw new DomainError('RULE_VIOLATION', 'billing.couponInactive');
    if (today < coupon.validBeginDe)
      throw new DomainError('RULE_VIOLATION', 'billing.couponNotYetValid', { date: coupon.validBeginDe });
    if (today > coupon.validEndDe)
      throw new DomainError('RULE_VIOLATION', 'billing.couponExpired', { date: coupon.validEndDe });
    const inserted = await this.db.query<{ couponCode: string }[]>(
      `INSERT INTO coupon_use (coupon_code, instt_code, applied_month, user_id, use_dt) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (coupon_code, instt_code) DO NOTHING RETURNING coupon_code AS "couponCode"`,
      [coupon.couponCode, dto.insttCode, month, user.userId, now],
    );
    if (!inserted.length) throw new DomainError('CONFLICT', 'billing.couponAlreadyUsed');
    return {
      couponCode: coupon.couponCode,
      couponNm: coupon.couponNm,
      dscntSe: coupon.dscntSe,
      dscntValue: coupon.dscntValue,
      appliedMonth: month,
      lastMonth: couponLastMonth(month, coupon.months),
    };
  }

  async list(q: CouponListQueryDto): Promise<Paged<CouponDto>> {
    const search = q.searchNm?.trim() ? q.searchNm.trim().replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    const dir = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const where = `WHERE ($1::text IS NULL OR c.coupon_code ILIKE '%' || $1 || '%' OR c.coupon_nm ILIKE '%' || $1 || '%')`;
    const rows = await this.db.query<CouponRow[]>(
      `SELECT ${COUPON_COLUMNS} FROM coupon c ${where} ORDER BY c.regist_dt ${dir}, c.coupon_code ${dir} LIMIT $2 OFFSET $3`,
      [search, q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM coupon c ${where}`,
      [search],
    );
    return toPaged(rows.map(toDto), total, q);
  }

  private async get(code: string): Promise<CouponDto> {
    const [row] = await this.db.query<CouponRow[]>(
      `SELECT ${COUPON_COLUMNS} FROM coupon c WHERE c.coupon_code = $1`,
      [code],
    );
    if (!row) throw new DomainError('NOT_FOUND', 'billing.couponNotFound');
    return toDto(row);
  }

  private check(dto: CouponUpdateDto): void {
    const fields = [];
    if (dto.dscntSe === 'PERCENT' && dto.dscntValue > 100)
      fields.push({ field: 'dscntValue', message: 'billing.percentInvalid' });
    if (dto.validBeginDe > dto.validEndDe)
      fields.push({ field: 'validEndDe', message: 'billing.periodInvalid' });
    if (fields.length) throw new ValidationFailedError(fields);
  }

  async create(user: AuthUser, dto: CouponCreateDto): Promise<CouponDto> {
    this.check(dto);
    const rows = await this.db.query<{ couponCode: string }[]>(
      `INSERT INTO coupon (coupon_code, coupon_nm, dscnt_se, dscnt_value, months, valid_begin_de, valid_end_de, use_at, register_id, regist_dt)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10) ON CONFLICT (coupon_code) DO NOTHING RETURNING coupon_code AS "couponCode"`,
      [
        dto.couponCode,
        dto.couponNm,
        dto.dscntSe,
        dto.dscntValue,
        dto.months,
        dto.validBeginDe,
        dto.validEndDe,
        dto.useAt,
        user.userId,
        await this.clock.now(),
      ],
    );
    if (!rows.length) throw new DomainError('CONFLICT', 'billing.couponExists');
    return this.get(dto.couponCode);
  }

  async update(code: string, dto: CouponUpdateDto): Promise<CouponDto> {
    this.check(dto);
    const rows = await returningRows<{ couponCode: string }>(
      this.db,
      `UPDATE coupon SET coupon_nm = $2, dscnt_se = $3, dscnt_value = $4, months = $5, valid_begin_de = $6::date,
              valid_end_de = $7::date, use_at = $8, updt_dt = now()
        WHERE coupon_code = $1 RETURNING coupon_code AS "couponCode"`,
      [
        code,
        dto.couponNm,
        dto.dscntSe,
        dto.dscntValue,
        dto.months,
        dto.validBeginDe,
        dto.validEndDe,
        dto.useAt,
      ],
    );
    if (!rows.length) throw new DomainError('NOT_FOUND', 'billing.couponNotFound');
    return this.get(code);
  }

  /** Deletes an unused coupon; a used one stays (409: deactivate it with useAt N). */
  async remove(code: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const [row] = await m.query<{ couponCode: string }[]>(
        `SELECT coupon_code AS "couponCode" FROM coupon WHERE coupon_code = $1 FOR UPDATE`,
        [code],
      );
      if (!row) throw new DomainError('NOT_FOUND', 'billing.couponNotFound');
      const [{ cnt }] = await m.query<{ cnt: number }[]>(
        `SELECT count(*)::int AS cnt FROM coupon_use WHERE coupon_code = $1`,
        [code],
      );
      if (cnt > 0) throw new DomainError('CONFLICT', 'billing.couponInUse');
      await m.query(`DELETE FROM coupon WHERE coupon_code = $1`, [code]);
    });
  }

  async uses(code: string): Promise<CouponUseRowDto[]> {
    await this.get(code);
    const rows = await this.db.query<
      (Omit<CouponUseRowDto, 'useDt' | 'lastMonth'> & { useDt: Date; months: number })[]
    >(
      `SELECT u.coupon_code AS "couponCode", c.coupon_nm AS "couponNm", c.dscnt_se AS "dscntSe", c.dscnt_value AS "dscntValue",
              u.applied_month AS "appliedMonth", c.months::int AS months, u.instt_code AS "insttCode", i.instt_nm AS "insttNm",
              u.use_dt AS "useDt", u.user_id AS "userId"
         FROM coupon_use u JOIN coupon c ON c.coupon_code = u.coupon_code JOIN instt i ON i.instt_code = u.instt_code
        WHERE u.coupon_code = $1 ORDER BY u.use_dt DESC`,
      [code],
    );
    return rows.map(({ months, useDt, ...r }) => ({
      ...r,
      lastMonth: couponLastMonth(r.appliedMonth, months),
      useDt: new Date(useDt).toISOString(),
    }));
  }
}
