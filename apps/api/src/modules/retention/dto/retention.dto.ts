import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

/** The shortest and longest history retention a plan may have (days). */
export const HISTORY_KEEP_DAYS_MIN = 7;
export const HISTORY_KEEP_DAYS_MAX = 3650;

export class PlanCodeParamDto {
  /** Price plan code (e.g. 000001). */
  @IsString()
  @MaxLength(6)
  planCode!: string;
}

export class PlanRetentionSaveDto {
  /** How many days layer versions and web map revisions are kept (7–3650); the latest is always kept. */
  @IsDefined({ message: 'billing.plan.retentionInvalid' })
  @Type(() => Number)
  @IsInt({ message: 'billing.plan.retentionInvalid' })
  @Min(HISTORY_KEEP_DAYS_MIN, { message: 'billing.plan.retentionInvalid' })
  @Max(HISTORY_KEEP_DAYS_MAX, { message: 'billing.plan.retentionInvalid' })
  historyKeepDays!: number;
}

/** A price plan's history retention. */
export class PlanRetentionDto {
  planCode!: string;
  /** Plan name, Korean. */
  planNm!: string;
  planNmEn!: string;
  /** Days layer versions and web map revisions are kept. */
  historyKeepDays!: number;
}

/** What one pruning run deleted. */
export class HistoryPruneResultDto {
  /** Layer versions deleted (their feature changes with them). */
  layerVersions!: number;
  /** Web map revisions deleted. */
  mapRevisions!: number;
}
