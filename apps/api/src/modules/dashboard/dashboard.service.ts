import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import {
  DAILY_CREATED_SQL,
  INSTT_DASHBOARD_SQL,
  INSTT_GALLERY_SQL,
  MONTHLY_CREATED_SQL,
  PROVIDER_NEW_INSTT_SQL,
  PROVIDER_STATES_SQL,
  PROVIDER_TOP_CONTENTS_SQL,
  PROVIDER_TOTALS_SQL,
} from './dashboard.queries';
import type {
  DailyCreatedDto,
  GalleryStatsDto,
  InsttDashboardDto,
  MonthlyCreatedDto,
  ProviderDashboardDto,
} from './dto/dashboard.dto';

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async institution(insttCode: string): Promise<InsttDashboardDto> {
    const [rows, gallery]: [
      Omit<InsttDashboardDto, 'qnaCnt' | 'gallery'>[],
      GalleryStatsDto[],
    ] = await Promise.all([
      this.db.query(INSTT_DASHBOARD_SQL, [insttCode]),
      this.db.query(INSTT_GALLERY_SQL, [insttCode]),
    ]);
    if (rows.length === 0) throw new DomainError('NOT_FOUND', 'instt.notFound');
    return { ...rows[0], qnaCnt: 0, gallery: gallery[0] };
  }

  dailyCreated(insttCode: string): Promise<DailyCreatedDto[]> {
    return this.db.query(DAILY_CREATED_SQL, [insttCode]);
  }

  monthlyCreated(insttCode: string, searchYear?: number): Promise<MonthlyCreatedDto[]> {
    const year = searchYear ?? new Date().getFullYear();
    return this.db.query(MONTHLY_CREATED_SQL, [insttCode, year]);
  }

  async provider(): Promise<ProviderDashboardDto> {
    const [states, totals, newInstitutions, topContents] = await Promise.all([
      this.db.query(PROVIDER_STATES_SQL),
      this.db.query(PROVIDER_TOTALS_SQL),
      this.db.query(PROVIDER_NEW_INSTT_SQL),
      this.db.query(PROVIDER_TOP_CONTENTS_SQL),
    ]);
    return { institutionsByState: states, ...totals[0], newInstitutions, topContents };
  }
}
