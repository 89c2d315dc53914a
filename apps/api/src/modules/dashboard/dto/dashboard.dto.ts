import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class DashboardYearQueryDto {
  /** Year of the monthly series (default: the current year). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  searchYear?: number;
}

/** Figures of one institution's dashboard. */
export class InsttDashboardDto {
  insttCode!: string;
  /** Layers of the institution. */
  lyrCnt!: number;
  /** Themed apps of the institution. */
  appCnt!: number;
  /** Web maps of the institution. */
  mapCnt!: number;
  /** Q&A questions asked by members of the institution. */
  qnaCnt!: number;
  /** The institution's own notices (/instt/{insttCode}/ntcn). */
  noticeCnt!: number;
  /** Members of the institution (not withdrawn): memberCnt of the institutions' counters, as the operator's detail shows. */
  constituentCnt!: number;
  /** Invitations waiting for an answer. */
  waitingCnt!: number;
  /** Groups of the institution's members. */
  groupCnt!: number;
  /** Members who signed in during the last 7 days (users.last_login_dt). */
  weeklyUserCnt!: number;
  /** The institution's price plan code. */
  planCode!: string;
  /** The plan's name (common code group PLAN), Korean; null when the code is not in the group. */
  planNmKo!: string | null;
  /** The plan's name in English. */
  planNmEn!: string | null;
  /** Bytes used by the institution's layer tables (the institutions' counters' storage measure, pg_total_relation_size; raster files are not counted: their sizes are not recorded). */
  storageBytes!: number;
  gallery!: GalleryStatsDto;
}

/** The institution gallery: applications by approval state; views and recommendations of the approved ones. */
export class GalleryStatsDto {
  approvedCnt!: number;
  requestedCnt!: number;
  rejectedCnt!: number;
  viewCnt!: number;
  recommendCnt!: number;
}

/** Contents (layers, web maps, themed apps) created on one day. */
export class DailyCreatedDto {
  /** YYYY-MM-DD */
  day!: string;
  cnt!: number;
}

/** One owner's contents in the institution. */
export class MemberContentsDto {
  userId!: string;
  /** null when the account no longer exists. */
  userNm!: string | null;
  lyrCnt!: number;
  mapCnt!: number;
  appCnt!: number;
}

/** Contents created in one month. */
export class MonthlyCreatedDto {
  /** 1..12 */
  month!: number;
  lyrCnt!: number;
  mapCnt!: number;
  appCnt!: number;
}

/** Institutions in one operational state. */
export class StateCountDto {
  insttSttusCode!: string;
  cnt!: number;
}

/** Figures of the provider dashboard. */
export class ProviderDashboardDto {
  /** Institutions (not deleted) by operational state. */
  institutionsByState!: StateCountDto[];
  /** Active members of all institutions. */
  memberCnt!: number;
  lyrCnt!: number;
  mapCnt!: number;
  appCnt!: number;
  /** Institutions created per month over the last 12 months. */
  newInstitutions!: MonthCountDto[];
  /** The 5 most viewed contents. */
  topContents!: TopContentDto[];
  /** Subscriptions (institutions not deleted) by price plan. */
  subscriptionsByPlan!: PlanCountDto[];
  /** Year of revenueByMonth (searchYear, default the current year). */
  revenueYear!: number;
  /** Claimed and paid amounts (KRW, VAT included) per month of revenueYear (12 rows). */
  revenueByMonth!: RevenueMonthDto[];
  /** Unpaid balance of every claim (KRW). */
  unpaidAmount!: number;
}

/** Institutions subscribed to one price plan. */
export class PlanCountDto {
  planCode!: string;
  /** Plan name, Korean (spec 000 §3). */
  planName!: string;
  /** The same name: an alias of planName, kept for existing clients. */
  planNm!: string;
  cnt!: number;
}

/** One month of billing revenue. */
export class RevenueMonthDto {
  /** 1..12 */
  month!: number;
  /** Total of the claims of that billing month. */
  claimedAmount!: number;
  /** Payments recorded with a payment day in that month. */
  paidAmount!: number;
}

export class MonthCountDto {
  /** YYYY-MM */
  month!: string;
  cnt!: number;
}

export class TopContentDto {
  /** MAP, APP or LYR */
  cntntsTyCode!: string;
  cntntsId!: string;
  cntntsSj!: string;
  insttCode!: string;
  viewCnt!: number;
}
