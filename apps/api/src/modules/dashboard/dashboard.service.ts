import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { InstitutionContentCounters, type InstitutionFigures } from '../institutions';
import {
  CONTENTS_BY_MEMBER_SQL,
  DAILY_CREATED_SQL,
  INSTT_DASHBOARD_SQL,
  INSTT_GALLERY_SQL,
  MONTHLY_CREATED_SQL,
  PROVIDER_NEW_INSTT_SQL,
  PROVIDER_PLANS_SQL,
  PROVIDER_REVENUE_SQL,
  PROVIDER_STATES_SQL,
  PROVIDER_TOP_CONTENTS_SQL,
  PROVIDER_TOTALS_SQL,
  PROVIDER_UNPAID_SQL,
} from './dashboard.queries';
import type {
  DailyCreatedDto,
  GalleryStatsDto,
  InsttDashboardDto,
  MemberContentsDto,
  MonthlyCreatedDto,
  ProviderDashboardDto,
} from './dto/dashboard.dto';

/** The dashboard's own columns; the counts come from the institutions' counters. */
type OwnFigures = Omit<InsttDashboardDto, 'gallery' | 'lyrCnt' | 'mapCnt' | 'appCnt' | 'constituentCnt' | 'groupCnt' | 'storageBytes'>;

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly counters: InstitutionContentCounters,
  ) {}

  async institution(insttCode: string): Promise<InsttDashboardDto> {
    const [rows, gallery, figures]: [OwnFigures[], GalleryStatsDto[], InstitutionFigures] = await Promise.all([
      this.db.query(INSTT_DASHBOARD_SQL, [insttCode]),
      this.db.query(INSTT_GALLERY_SQL, [insttCode]),
      this.counters.figures(insttCode),
    ]);
    if (rows.length === 0) throw new DomainError('NOT_FOUND', 'instt.notFound');
    const { lyrCnt, mapCnt, appCnt, memberCnt, groupCnt, storageBytes } = figures;
    return { ...rows[0], lyrCnt, mapCnt, appCnt, constituentCnt: memberCnt, groupCnt, storageBytes, gallery: gallery[0] };
  }

  dailyCreated(insttCode: string): Promise<DailyCreatedDto[]> {
    return this.db.query(DAILY_CREATED_SQL, [insttCode]);
  }

  contentsByMember(insttCode: string): Promise<MemberContentsDto[]> {
    return this.db.query(CONTENTS_BY_MEMBER_SQL, [insttCode]);
  }

  monthlyCreated(insttCode: string, searchYear?: number): Promise<MonthlyCreatedDto[]> {
    const year = searchYear ?? new Date().getFullYear();
    return this.db.query(MONTHLY_CREATED_SQL, [insttCode, year]);
  }

  async provider(searchYear?: number): Promise<ProviderDashboardDto> {
    const revenueYear = searchYear ?? new Date().getFullYear();
    const [states, totals, newInstitutions, topContents, subscriptionsByPlan, revenueByMonth, unpaid] = await Promise.all([
      this.db.query(PROVIDER_STATES_SQL),
      this.db.query(PROVIDER_TOTALS_SQL),
      this.db.query(PROVIDER_NEW_INSTT_SQL),
      this.db.query(PROVIDER_TOP_CONTENTS_SQL),
      this.db.query(PROVIDER_PLANS_SQL),
      this.db.query(PROVIDER_REVENUE_SQL, [revenueYear]),
      this.db.query(PROVIDER_UNPAID_SQL),
    ]);
    return {
      institutionsByState: states,
      ...totals[0],
      newInstitutions,
      topContents,
      subscriptionsByPlan,
      revenueYear,
      revenueByMonth,
      unpaidAmount: unpaid[0].unpaidAmount,
    };
  }
}
