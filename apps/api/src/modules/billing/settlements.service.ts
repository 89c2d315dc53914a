import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { seoulDate } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { SettlementCreateDto, SettlementDto, SettlementListQueryDto } from './dto/billing.dto';
import { InsttStatusService } from './instt-status.service';
import { SETTLEMENT_COLUMNS, SETTLEMENT_FROM } from './billing.queries';

type SettlementRow = Omit<SettlementDto, 'registDt'> & { registDt: Date };

const toDto = (r: SettlementRow): SettlementDto => ({ ...r, registDt: new Date(r.registDt).toISOString() });

/** Payments recorded by provider admins; each updates its claim and, in the same transaction, the institution's status. */
@Injectable()
export class SettlementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly status: InsttStatusService,
  ) {}

  async list(q: SettlementListQueryDto): Promise<Paged<SettlementDto>> {
    const params = [q.insttCode ?? null, q.claimId ?? null];
    const where = `WHERE ($1::text IS NULL OR c.instt_code = $1) AND ($2::int IS NULL OR s.claim_id = $2)`;
    const dir = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.query<SettlementRow[]>(
      `SELECT ${SETTLEMENT_COLUMNS} ${SETTLEMENT_FROM} ${where} ORDER BY s.regist_dt ${dir}, s.settlement_id ${dir} LIMIT $3 OFFSET $4`,
      [...params, q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${SETTLEMENT_FROM} ${where}`,
      params,
    );
    return toPaged(rows.map(toDto), total, q);
  }

  async create(user: AuthUser, dto: SettlementCreateDto): Promise<SettlementDto> {
    const now = await this.clock.now();
    const id = await this.db.transaction(async (m) => {
      const [claim] = await m.query<{ insttCode: string; total: number; paid: number }[]>(
        `SELECT instt_code AS "insttCode", total_amount::float8 AS total, paid_amount::float8 AS paid FROM claim WHERE claim_id = $1 FOR UPDATE`,
        [dto.claimId],
      );
      if (!claim) throw new DomainError('NOT_FOUND', 'billing.claimNotFound');
      const balance = claim.total - claim.paid;
      if (balance <= 0) throw new DomainError('CONFLICT', 'billing.claimAlreadyPaid');
      if (dto.amount > balance) {
        throw new ValidationFailedError([
          { field: 'amount', message: 'billing.amountOverBalance', params: { balance } },
        ]);
      }
      const [row] = await m.query<{ settlementId: number }[]>(
        `INSERT INTO settlement (claim_id, method, amount, paid_de, reference, register_id, regist_dt)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7) RETURNING settlement_id AS "settlementId"`,
        [dto.claimId, dto.method, dto.amount, dto.paidDe, dto.reference || null, user.userId, now],
      );
      await m.query(`UPDATE claim SET paid_amount = paid_amount + $2, updt_dt = now() WHERE claim_id = $1`, [
        dto.claimId,
        dto.amount,
      ]);
      await this.status.refresh(claim.insttCode, seoulDate(now), 'settle', m);
      return row.settlementId;
    });
    const [row] = await this.db.query<SettlementRow[]>(
      `SELECT ${SETTLEMENT_COLUMNS} ${SETTLEMENT_FROM} WHERE s.settlement_id = $1`,
      [id],
    );
    return toDto(row);
  }
}
