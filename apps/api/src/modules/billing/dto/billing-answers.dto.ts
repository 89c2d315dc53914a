// Answers of the billing routes (plans, subscriptions, usage, claims, settlements, discounts, coupons, runs).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import {
  CLAIM_LINE_TYPES,
  CLAIM_STATUSES,
  DISCOUNT_KINDS,
  DISCOUNT_TARGETS,
  SETTLEMENT_METHODS,
  SUBSCRIPTION_STATES,
  type ClaimLineSe,
  type ClaimStatus,
  type DscntSe,
  type DscntTargetSe,
  type SettlementMethod,
  type SubscriptionState,
  INSTT_CODE_PARAM_PATTERN,
} from '@nuri/domain';

/** A price plan (table price_plan). */
export class PlanDto {
  planCode!: string;
  /** Plan name, Korean (spec 000 §3). */
  planName!: string;
  /** The same name: an alias of planName, kept for existing clients. */
  planNm!: string;
  planNmEn!: string;
  /** Monthly base fee (KRW). */
  baseFee!: number;
  /** Monthly fee per member over the included count. */
  perUserFee!: number;
  /** Monthly fee per GB over the included storage. */
  perGbFee!: number;
  includedUsers!: number;
  includedGb!: number;
  /** Education discount (percent). */
  dscntRate!: number;
  education!: boolean;
}

/** A monthly add-on (table price_addon). */
export class AddonDto {
  addonCode!: string;
  addonNm!: string;
  addonNmEn!: string;
  monthlyFee!: number;
}

/** A coupon applied to an institution. */
export class CouponUseDto {
  couponCode!: string;
  couponNm!: string;
  @ApiProperty({ enum: DISCOUNT_KINDS })
  dscntSe!: DscntSe;
  dscntValue!: number;
  /** First month discounted (YYYY-MM). */
  appliedMonth!: string;
  /** Last month discounted (YYYY-MM). */
  lastMonth!: string;
}

/** A coupon use as the provider sees it. */
export class CouponUseRowDto extends CouponUseDto {
  insttCode!: string;
  insttNm!: string;
  /** When it was applied. */
  useDt!: string;
  /** Who applied it. */
  userId!: string;
}

/** The plan change waiting for the next billing month. */
export class PendingChangeDto {
  planCode!: string;
  addonCodes!: string[];
  /** Month it takes effect (YYYY-MM). */
  effectiveMonth!: string;
}

export class SubscriptionDto {
  insttCode!: string;
  insttNm!: string;
  planCode!: string;
  /** Plan name, Korean (spec 000 §3). */
  planName!: string;
  /** The same name: an alias of planName, kept for existing clients. */
  planNm!: string;
  addonCodes!: string[];
  /** Subscription start (YYYY-MM-DD): the institution's creation day. */
  beginDe!: string;
  /** Due day of month (1–28). */
  billDay!: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATES })
  sttus!: SubscriptionState;
  @ApiProperty({ type: PendingChangeDto, nullable: true })
  pending!: PendingChangeDto | null;
  coupons!: CouponUseDto[];
  /** NORMAL, BILLING or PAUSED. */
  insttSttusCode!: string;
  /** Last day of service when the subscription is cancelled (YYYY-MM-DD; unsubscribe), else null. */
  @ApiProperty({ type: String, nullable: true })
  endDe!: string | null;
  /** Day the data of an ended subscription is deleted (endDe + 3 months), else null. */
  @ApiProperty({ type: String, nullable: true })
  dataDeletionDe!: string | null;
  /** When the cancellation was asked for (ISO date-time), else null. */
  @ApiProperty({ type: String, nullable: true })
  cancelReqstDt!: string | null;
}

/** Live usage of an institution. */
export class UsageSimpleDto {
  /** Active members now. */
  userCnt!: number;
  includedUsers!: number;
  /** Measured volume now (layer tables, raster and upload files, attachments). */
  volumeBytes!: number;
  /** volumeBytes in GB, one decimal. */
  volumeGb!: number;
  includedGb!: number;
  /** When it was measured (ISO date-time). */
  measuredAt!: string;
}

export class DailyUserDto {
  /** YYYY-MM-DD */
  useDe!: string;
  userCnt!: number;
}

export class DailyVolumeDto {
  useDe!: string;
  volumeBytes!: number;
}

export class DailyPaymentDto {
  /** YYYY-MM-DD */
  accrualDe!: string;
  /** Month-to-date expected charge (total with VAT) on that day. */
  amount!: number;
}

export class ClaimLineDto {
  @ApiProperty({ enum: CLAIM_LINE_TYPES })
  lineSe!: ClaimLineSe;
  /** Label, Korean. */
  label!: string;
  labelEn!: string;
  quantity!: number;
  unitPrice!: number;
  /** Amount (negative for discounts). */
  amount!: number;
}

/** A computed claim (not stored). */
export class ClaimPreviewDto {
  insttCode!: string;
  claimMonth!: string;
  planCode!: string;
  lines!: ClaimLineDto[];
  supplyAmount!: number;
  vat!: number;
  totalAmount!: number;
}

export class ClaimDto {
  claimId!: number;
  insttCode!: string;
  insttNm!: string;
  /** YYYY-MM */
  claimMonth!: string;
  planCode!: string;
  /** Plan name, Korean (spec 000 §3). */
  planName!: string;
  /** The same name: an alias of planName, kept for existing clients. */
  planNm!: string;
  lines!: ClaimLineDto[];
  supplyAmount!: number;
  vat!: number;
  totalAmount!: number;
  paidAmount!: number;
  balance!: number;
  @ApiProperty({ enum: CLAIM_STATUSES })
  sttus!: ClaimStatus;
  /** YYYY-MM-DD */
  issueDe!: string;
  /** YYYY-MM-DD */
  dueDe!: string;
  /** When the bill was mailed, or null. */
  sentDt!: string | null;
}

/** A manual run's answer: the claim written, or the computed one on a dry run. */
export class ClaimRunResultDto {
  dryRun!: boolean;
  @ApiPropertyOptional({ type: ClaimDto, nullable: true })
  claim!: ClaimDto | null;
  @ApiPropertyOptional({ type: ClaimPreviewDto, nullable: true })
  preview!: ClaimPreviewDto | null;
}

export class SendBillResultDto {
  /** Bills mailed now. */
  sent!: number;
}

export class SuperInsttDto {
  insttCode!: string;
  insttNm!: string;
  planCode!: string;
  /** Plan name, Korean (spec 000 §3). */
  planName!: string;
  /** The same name: an alias of planName, kept for existing clients. */
  planNm!: string;
  insttSttusCode!: string;
  /** Active members now. */
  userCnt!: number;
  /** Last measured volume (latest daily snapshot, bytes). */
  volumeBytes!: number;
  /** Unpaid balance of its claims. */
  unpaidAmount!: number;
  /** Latest claim month or null. */
  lastClaimMonth!: string | null;
  /** ACTIVE, or CANCELLED once a cancelled subscription has ended. */
  @ApiProperty({ enum: SUBSCRIPTION_STATES })
  subscriptionSttus!: SubscriptionState;
  /** Last day of service when the subscription is cancelled (YYYY-MM-DD; unsubscribe), else null. */
  @ApiProperty({ type: String, nullable: true })
  endDe!: string | null;
  /** Day the data of an ended subscription is deleted (endDe + 3 months), else null. */
  @ApiProperty({ type: String, nullable: true })
  dataDeletionDe!: string | null;
}

export class SettlementDto {
  settlementId!: number;
  claimId!: number;
  insttCode!: string;
  insttNm!: string;
  claimMonth!: string;
  @ApiProperty({ enum: SETTLEMENT_METHODS })
  method!: SettlementMethod;
  amount!: number;
  /** YYYY-MM-DD */
  paidDe!: string;
  reference!: string | null;
  registerId!: string;
  registDt!: string;
}

export class DiscountDto {
  dscntId!: number;
  @ApiProperty({ enum: DISCOUNT_TARGETS })
  targetSe!: DscntTargetSe;
  targetCode!: string;
  /** Institution name (INSTT) or plan name (PLAN). */
  targetNm!: string;
  @ApiProperty({ enum: DISCOUNT_KINDS })
  dscntSe!: DscntSe;
  dscntValue!: number;
  beginMonth!: string;
  endMonth!: string | null;
  memo!: string | null;
  registerId!: string;
  registDt!: string;
}

export class DiscountCandidateDto {
  insttCode!: string;
  insttNm!: string;
  planCode!: string;
}

export class CouponDto {
  couponCode!: string;
  couponNm!: string;
  @ApiProperty({ enum: DISCOUNT_KINDS })
  dscntSe!: DscntSe;
  dscntValue!: number;
  months!: number;
  validBeginDe!: string;
  validEndDe!: string;
  @ApiProperty({ enum: ['Y', 'N'] })
  useAt!: 'Y' | 'N';
  /** Institutions that applied it. */
  useCnt!: number;
  registDt!: string;
}

/** Development tool: which institutions the daily run covers (absent: all). */
export class DevBillingRunDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @Matches(INSTT_CODE_PARAM_PATTERN, { each: true })
  insttCodes?: string[];
}

/** One institution's result of a daily billing run. */
export class BillingRunItemDto {
  insttCode!: string;
  @ApiProperty({ enum: ['OK', 'FAILED'] })
  status!: 'OK' | 'FAILED';
  /** Claim created in this run, if any. */
  claimId!: number | null;
  error!: string | null;
}

export class BillingRunReportDto {
  /** Day processed (YYYY-MM-DD, Asia/Seoul). */
  runDe!: string;
  items!: BillingRunItemDto[];
}
