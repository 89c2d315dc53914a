import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { PLAN_RETENTIONS_SQL, UPDATE_PLAN_RETENTION_SQL } from '../billing';
import type { PlanRetentionDto } from './dto/retention.dto';

/** The plans' history retention (price_plan.history_keep_days; the statements are billing's, which owns the table). */
@Injectable()
export class PlanRetentions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<PlanRetentionDto[]> {
    return this.db.query(PLAN_RETENTIONS_SQL);
  }

  /** 404 for an unknown plan. */
  async update(planCode: string, historyKeepDays: number): Promise<PlanRetentionDto> {
    const [rows] = (await this.db.query(UPDATE_PLAN_RETENTION_SQL, [planCode, historyKeepDays])) as [PlanRetentionDto[], number];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'billing.planNotFound');
    return rows[0];
  }
}
