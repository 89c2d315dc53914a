// Requests of the billing routes (subscriptions, claims, settlements, discounts, coupons).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  ADDON_CODES,
  BILL_DAY_MAX,
  BILL_DAY_MIN,
  BILLING_DATE_PATTERN,
  CLAIM_MONTH_PATTERN,
  CLAIM_STATUSES,
  COUPON_CODE_PATTERN,
  COUPON_MONTHS_MAX,
  COUPON_MONTHS_MIN,
  COUPON_NAME_MAX_LENGTH,
  DISCOUNT_KINDS,
  DISCOUNT_MEMO_MAX_LENGTH,
  DISCOUNT_TARGETS,
  INSTT_STATUS_CODES,
  PLAN_CODES,
  SETTLEMENT_METHODS,
  SETTLEMENT_REFERENCE_MAX_LENGTH,
  type ClaimStatus,
  type DscntSe,
  type DscntTargetSe,
  type SettlementMethod,
  INSTT_CODE_PARAM_PATTERN,
} from '@nuri/domain';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const PLAN_CODE_LIST = Object.values(PLAN_CODES);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const MAX_AMOUNT = 1_000_000_000;

/** The institution a /subscribes route is about (its admins, or provider admins). */
export class InsttQueryDto {
  /** Institution code. */
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode!: string;
}

/** Period of a daily series (YYYY-MM-DD, both inclusive; default: the current month so far). */
export class DailyQueryDto extends InsttQueryDto {
  /** First day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(BILLING_DATE_PATTERN, { message: 'billing.dateInvalid' })
  beginDe?: string;

  /** Last day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(BILLING_DATE_PATTERN, { message: 'billing.dateInvalid' })
  endDe?: string;
}

/** One institution's claims, paged. */
export class InsttPageQueryDto extends PageQueryDto {
  /** Institution code. */
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode!: string;
}

export class ClaimParamDto {
  /** Claim id. */
  @Type(() => Number)
  @IsInt({ message: 'billing.claimIdInvalid' })
  @Min(1, { message: 'billing.claimIdInvalid' })
  claimId!: number;
}

/** A plan and add-on change, effective from the next billing month. */
export class SubscriptionChangeDto {
  /** Price plan code (000001, 000004, 000005). */
  @ApiProperty({ enum: PLAN_CODE_LIST })
  @IsIn(PLAN_CODE_LIST, { message: 'billing.planInvalid' })
  planCode!: string;

  /** Add-on codes (may be empty). */
  @ApiProperty({ enum: ADDON_CODES, isArray: true })
  @IsArray({ message: 'billing.addonInvalid' })
  @ArrayMaxSize(ADDON_CODES.length, { message: 'billing.addonInvalid' })
  @ArrayUnique({ message: 'billing.addonInvalid' })
  @IsIn(ADDON_CODES, { each: true, message: 'billing.addonInvalid' })
  addonCodes!: string[];
}

/** A provider's change of a subscription: plan and add-ons from next month, bill day at once. */
export class ProviderSubscriptionChangeDto extends SubscriptionChangeDto {
  /** Due day of month (1–28). */
  @Type(() => Number)
  @IsInt({ message: 'billing.billDayInvalid' })
  @Min(BILL_DAY_MIN, { message: 'billing.billDayInvalid' })
  @Max(BILL_DAY_MAX, { message: 'billing.billDayInvalid' })
  billDay!: number;
}

export class InsttParamDto {
  /** Institution code. */
  @IsString()
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode!: string;
}

export class CouponApplyDto {
  /** Institution the coupon is for. */
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode!: string;

  /** Coupon code (case-insensitive). */
  @Transform(upper)
  @Matches(COUPON_CODE_PATTERN, { message: 'billing.couponCodeInvalid' })
  couponCode!: string;
}

/** Institutions with their subscription figures (view 41). */
export class SuperInsttQueryDto extends PageQueryDto {
  /** Operational state. */
  @ApiPropertyOptional({ enum: Object.values(INSTT_STATUS_CODES) })
  @IsOptional()
  @IsIn(Object.values(INSTT_STATUS_CODES), { message: 'billing.insttSttusInvalid' })
  insttSttusCode?: string;

  /** Price plan. */
  @ApiPropertyOptional({ enum: PLAN_CODE_LIST })
  @IsOptional()
  @IsIn(PLAN_CODE_LIST, { message: 'billing.planInvalid' })
  planCode?: string;
}

export class ClaimListQueryDto extends PageQueryDto {
  /** Billing month YYYY-MM. */
  @IsOptional()
  @Matches(CLAIM_MONTH_PATTERN, { message: 'billing.monthInvalid' })
  claimMonth?: string;

  /** One institution. */
  @IsOptional()
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode?: string;

  /** Status. */
  @ApiPropertyOptional({ enum: CLAIM_STATUSES })
  @IsOptional()
  @IsIn(CLAIM_STATUSES, { message: 'billing.claimSttusInvalid' })
  sttus?: ClaimStatus;
}

export class SendBillDto {
  /** Claims to mail to their institutions' admins. */
  @IsArray({ message: 'billing.claimIdsInvalid' })
  @ArrayNotEmpty({ message: 'billing.claimIdsInvalid' })
  @ArrayMaxSize(1000, { message: 'billing.claimIdsInvalid' })
  @IsInt({ each: true, message: 'billing.claimIdsInvalid' })
  claimIds!: number[];
}

export class ClaimRunDto {
  /** Institution. */
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode!: string;

  /** Billing month YYYY-MM (a past month). */
  @Matches(CLAIM_MONTH_PATTERN, { message: 'billing.monthInvalid' })
  claimMonth!: string;

  /** true: answer the computed claim without writing it. */
  @IsOptional()
  @IsBoolean({ message: 'billing.dryRunInvalid' })
  dryRun?: boolean;
}

export class SettlementListQueryDto extends PageQueryDto {
  @IsOptional()
  @Matches(INSTT_CODE_PARAM_PATTERN, { message: 'billing.insttCodeRequired' })
  insttCode?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'billing.claimIdInvalid' })
  @Min(1, { message: 'billing.claimIdInvalid' })
  claimId?: number;
}

export class SettlementCreateDto {
  /** Claim paid. */
  @IsInt({ message: 'billing.claimIdInvalid' })
  @Min(1, { message: 'billing.claimIdInvalid' })
  claimId!: number;

  /** Payment method. */
  @ApiProperty({ enum: SETTLEMENT_METHODS })
  @IsIn(SETTLEMENT_METHODS, { message: 'billing.methodInvalid' })
  method!: SettlementMethod;

  /** Amount in won (more than 0, at most the claim's balance). */
  @IsInt({ message: 'billing.amountInvalid' })
  @Min(1, { message: 'billing.amountInvalid' })
  @Max(MAX_AMOUNT, { message: 'billing.amountInvalid' })
  amount!: number;

  /** Day paid (YYYY-MM-DD). */
  @Matches(BILLING_DATE_PATTERN, { message: 'billing.dateInvalid' })
  paidDe!: string;

  /** Bank or card reference (at most 100 characters). */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'billing.referenceTooLong' })
  @MaxLength(SETTLEMENT_REFERENCE_MAX_LENGTH, { message: 'billing.referenceTooLong' })
  reference?: string;
}

export class DiscountListQueryDto extends PageQueryDto {}

export class DiscountCandidateQueryDto {
  /** Institution name or code contains. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchNm?: string;
}

export class DiscountParamDto {
  @Type(() => Number)
  @IsInt({ message: 'billing.discountIdInvalid' })
  @Min(1, { message: 'billing.discountIdInvalid' })
  dscntId!: number;
}

export class DiscountSaveDto {
  /** INSTT: one institution; PLAN: every institution on a plan. */
  @ApiProperty({ enum: DISCOUNT_TARGETS })
  @IsIn(DISCOUNT_TARGETS, { message: 'billing.targetSeInvalid' })
  targetSe!: DscntTargetSe;

  /** Institution code (INSTT) or plan code (PLAN). */
  @IsString({ message: 'billing.targetCodeInvalid' })
  @MinLength(2, { message: 'billing.targetCodeInvalid' })
  @MaxLength(30, { message: 'billing.targetCodeInvalid' })
  targetCode!: string;

  @ApiProperty({ enum: DISCOUNT_KINDS })
  @IsIn(DISCOUNT_KINDS, { message: 'billing.dscntSeInvalid' })
  dscntSe!: DscntSe;

  /** Won (AMOUNT) or 1–100 (PERCENT). */
  @IsInt({ message: 'billing.dscntValueInvalid' })
  @Min(1, { message: 'billing.dscntValueInvalid' })
  @Max(MAX_AMOUNT, { message: 'billing.dscntValueInvalid' })
  dscntValue!: number;

  /** First month (YYYY-MM). */
  @Matches(CLAIM_MONTH_PATTERN, { message: 'billing.monthInvalid' })
  beginMonth!: string;

  /** Last month (YYYY-MM); absent: no end. */
  @IsOptional()
  @Matches(CLAIM_MONTH_PATTERN, { message: 'billing.monthInvalid' })
  endMonth?: string | null;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'billing.memoTooLong' })
  @MaxLength(DISCOUNT_MEMO_MAX_LENGTH, { message: 'billing.memoTooLong' })
  memo?: string | null;
}

export class CouponParamDto {
  @Transform(upper)
  @Matches(COUPON_CODE_PATTERN, { message: 'billing.couponCodeInvalid' })
  couponCode!: string;
}

export class CouponListQueryDto extends PageQueryDto {}

/** Fields of a coupon (the code is given on creation only). */
export class CouponUpdateDto {
  /** Name shown to institutions. */
  @Transform(trim)
  @IsString({ message: 'billing.couponNmInvalid' })
  @MinLength(1, { message: 'billing.couponNmInvalid' })
  @MaxLength(COUPON_NAME_MAX_LENGTH, { message: 'billing.couponNmInvalid' })
  couponNm!: string;

  @ApiProperty({ enum: DISCOUNT_KINDS })
  @IsIn(DISCOUNT_KINDS, { message: 'billing.dscntSeInvalid' })
  dscntSe!: DscntSe;

  /** Won (AMOUNT) or 1–100 (PERCENT). */
  @IsInt({ message: 'billing.dscntValueInvalid' })
  @Min(1, { message: 'billing.dscntValueInvalid' })
  @Max(MAX_AMOUNT, { message: 'billing.dscntValueInvalid' })
  dscntValue!: number;

  /** Billing months discounted, starting with the month the coupon is applied in (1–36). */
  @IsInt({ message: 'billing.couponMonthsInvalid' })
  @Min(COUPON_MONTHS_MIN, { message: 'billing.couponMonthsInvalid' })
  @Max(COUPON_MONTHS_MAX, { message: 'billing.couponMonthsInvalid' })
  months!: number;

  /** First day it may be applied (YYYY-MM-DD). */
  @Matches(BILLING_DATE_PATTERN, { message: 'billing.dateInvalid' })
  validBeginDe!: string;

  /** Last day it may be applied (YYYY-MM-DD). */
  @Matches(BILLING_DATE_PATTERN, { message: 'billing.dateInvalid' })
  validEndDe!: string;

  /** Y usable, N deactivated. */
  @ApiProperty({ enum: ['Y', 'N'] })
  @IsIn(['Y', 'N'], { message: 'billing.useAtInvalid' })
  useAt!: 'Y' | 'N';
}

export class CouponCreateDto extends CouponUpdateDto {
  /** Code: 4–20 upper-case letters, digits and hyphens (lower case is upper-cased). */
  @Transform(upper)
  @Matches(COUPON_CODE_PATTERN, { message: 'billing.couponCodeInvalid' })
  couponCode!: string;
}
