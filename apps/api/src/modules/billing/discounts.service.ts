import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DscntTargetSe } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, ValidationFailedError, type FieldError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { returningRows } from './sql';
import type {
  DiscountCandidateDto,
  DiscountDto,
  DiscountListQueryDto,
  DiscountSaveDto,
} from './dto/billing.dto';
import { DISCOUNT_COLUMNS, DISCOUNT_FROM } from './billing.queries';

type DiscountRow = Omit<DiscountDto, 'registDt'> & { registDt: Date };

const toDto = (r: DiscountRow): DiscountDto => ({ ...r, registDt: new Date(r.registDt).toISOString() });

/** Provider discounts for one institution or every institution on a plan, valid over a month range. */
@Injectable()
export class DiscountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(targetSe: DscntTargetSe, q: DiscountListQueryDto): Promise<Paged<DiscountDto>> {
    const search = q.searchNm?.trim() ? q.searchNm.trim().replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    const dir = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const where = `WHERE d.target_se = $1 AND ($2::text IS NULL OR d.target_code ILIKE '%' || $2 || '%'
      OR coalesce(i.instt_nm, p.plan_nm, '') ILIKE '%' || $2 || '%')`;
    const rows = await this.db.query<DiscountRow[]>(
      `SELECT ${DISCOUNT_COLUMNS} ${DISCOUNT_FROM} ${where} ORDER BY d.regist_dt ${dir}, d.dscnt_id ${dir} LIMIT $3 OFFSET $4`,
      [targetSe, search, q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${DISCOUNT_FROM} ${where}`,
      [targetSe, search],
    );
    return toPaged(rows.map(toDto), total, q);
  }

  /** Institutions without a discount of their own, by name or code (at most 50). */
  async candidates(searchNm?: string): Promise<DiscountCandidateDto[]> {
    const search = searchNm?.trim() ? searchNm.trim().replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    return this.db.query<DiscountCandidateDto[]>(
      `SELECT i.instt_code AS "insttCode", i.instt_nm AS "insttNm", i.plan_code AS "planCode"
         FROM instt i
        WHERE i.delete_at = 'N' AND i.instt_code <> 'openbiz'
          AND NOT EXISTS (SELECT 1 FROM dscnt d WHERE d.target_se = 'INSTT' AND d.target_code = i.instt_code)
          AND ($1::text IS NULL OR i.instt_nm ILIKE '%' || $1 || '%' OR i.instt_code ILIKE '%' || $1 || '%')
        ORDER BY i.instt_nm LIMIT 50`,
      [search],
    );
  }

  private async get(id: number): Promise<DiscountDto> {
    const [row] = await this.db.query<DiscountRow[]>(
      `SELECT ${DISCOUNT_COLUMNS} ${DISCOUNT_FROM} WHERE d.dscnt_id = $1`,
      [id],
    );
    if (!row) throw new DomainError('NOT_FOUND', 'billing.discountNotFound');
    return toDto(row);
  }

  private async check(dto: DiscountSaveDto): Promise<void> {
    const fields: FieldError[] = [];
    if (dto.dscntSe === 'PERCENT' && dto.dscntValue > 100)
      fields.push({ field: 'dscntValue', message: 'billing.percentInvalid' });
    if (dto.endMonth && dto.endMonth < dto.beginMonth)
      fields.push({ field: 'endMonth', message: 'billing.periodInvalid' });
    const [target] =
      dto.targetSe === 'INSTT'
        ? await this.db.query<unknown[]>(`SELECT 1 FROM instt WHERE instt_code = $1 AND delete_at = 'N'`, [
            dto.targetCode,
          ])
        : await this.db.query<unknown[]>(`SELECT 1 FROM price_plan WHERE plan_code = $1`, [dto.targetCode]);
    if (!target) fields.push({ field: 'targetCode', message: 'billing.targetCodeInvalid' });
    if (fields.length) throw new ValidationFailedError(fields);
  }

  async create(user: AuthUser, dto: DiscountSaveDto): Promise<DiscountDto> {
    await this.check(dto);
    const [row] = await this.db.query<{ dscntId: number }[]>(
      `INSERT INTO dscnt (target_se, target_code, dscnt_se, dscnt_value, begin_month, end_month, memo, register_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING dscnt_id AS "dscntId"`,
      [
        dto.targetSe,
        dto.targetCode,
        dto.dscntSe,
        dto.dscntValue,
        dto.beginMonth,
        dto.endMonth ?? null,
        dto.memo || null,
        user.userId,
      ],
    );
    return this.get(row.dscntId);
  }

  async update(id: number, dto: DiscountSaveDto): Promise<DiscountDto> {
    await this.get(id);
    await this.check(dto);
    await this.db.query(
      `UPDATE dscnt SET target_se = $2, target_code = $3, dscnt_se = $4, dscnt_value = $5, begin_month = $6, end_month = $7,
              memo = $8, updt_dt = now() WHERE dscnt_id = $1`,
      [
        id,
        dto.targetSe,
        dto.targetCode,
        dto.dscntSe,
        dto.dscntValue,
        dto.beginMonth,
        dto.endMonth ?? null,
        dto.memo || null,
      ],
    );
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const rows = await returningRows(this.db, `DELETE FROM dscnt WHERE dscnt_id = $1 RETURNING dscnt_id`, [
      id,
    ]);
    if (!rows.length) throw new DomainError('NOT_FOUND', 'billing.discountNotFound');
  }
}
