import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_INSTT_CODE, insttStatusForOverdue, type InsttStatusCode } from '@nuri/domain';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';

const RANK: Record<InsttStatusCode, number> = { NORMAL: 0, BILLING: 1, PAUSED: 2 };

/**
 * The institution status that unpaid claims lead to (docs/billing.md): an overdue claim →
 * BILLING, overdue more than BILLING_GRACE_DAYS → PAUSED, no overdue balance left → NORMAL.
 * The daily job only escalates; a payment (or a replaced claim) settles it either way.
 */
@Injectable()
export class InsttStatusService {
  private readonly logger = new Logger(InsttStatusService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async refresh(
    insttCode: string,
    today: string,
    mode: 'escalate' | 'settle',
    manager: EntityManager = this.db.manager,
  ): Promise<InsttStatusCode | null> {
    if (insttCode === DEFAULT_INSTT_CODE) return null;
    const [row] = await manager.query<{ current: InsttStatusCode; oldest: string | null; claims: number }[]>(
      `SELECT i.instt_sttus_code AS current,
              (SELECT to_char(min(c.due_de), 'YYYY-MM-DD') FROM claim c
                WHERE c.instt_code = i.instt_code AND c.paid_amount < c.total_amount AND c.due_de < $2::date) AS oldest,
              (SELECT count(*)::int FROM claim c WHERE c.instt_code = i.instt_code) AS claims
         FROM instt i WHERE i.instt_code = $1`,
      [insttCode, today],
    );
    // Institutions without a claim are never billed, so never moved by billing.
    if (!row || row.claims === 0) return null;
    const target = insttStatusForOverdue(row.oldest, today, this.config.values.BILLING_GRACE_DAYS);
    const change = mode === 'escalate' ? RANK[target] > RANK[row.current] : target !== row.current;
    if (!change) return row.current;
    await manager.query(`UPDATE instt SET instt_sttus_code = $2, updt_dt = now() WHERE instt_code = $1`, [
      insttCode,
      target,
    ]);
    this.logger.log(`institution ${insttCode}: ${row.current} → ${target}`);
    return target;
  }
}
