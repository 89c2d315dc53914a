import { BYTES_PER_GB } from './files';

// Subscription billing rules (issue 9, docs/billing.md): the monthly claim formula, billing
// months and days in Asia/Seoul, claim status and the institution status an overdue claim
// leads to. Pure functions shared by the API (jobs, previews) and the apps (fee examples).

/** Money is integer Korean won. */
export const VAT_RATE_PERCENT = 10;

/** Korea has no daylight saving time: Asia/Seoul is always UTC+9. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const BILL_DAY_MIN = 1;
export const BILL_DAY_MAX = 28;
export const DEFAULT_BILL_DAY = 25;
/** Days an overdue claim may stay unpaid before the institution is paused (BILLING_GRACE_DAYS default). */
export const DEFAULT_BILLING_GRACE_DAYS = 30;

export const SUBSCRIPTION_STATES = ['ACTIVE', 'CANCELLED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const CLAIM_STATUSES = ['ISSUED', 'PARTIAL', 'PAID', 'OVERDUE'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_LINE_TYPES = [
  'BASE',
  'USERS',
  'STORAGE',
  'ADDON',
  'PLAN_DISCOUNT',
  'DISCOUNT',
  'COUPON',
] as const;
export type ClaimLineSe = (typeof CLAIM_LINE_TYPES)[number];

export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DscntSe = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_TARGETS = ['INSTT', 'PLAN'] as const;
export type DscntTargetSe = (typeof DISCOUNT_TARGETS)[number];

export const SETTLEMENT_METHODS = ['CARD', 'TRANSFER', 'CASH', 'ETC'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

export const ADDON_CODES = ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP'] as const;
export type AddonCode = (typeof ADDON_CODES)[number];

/** Coupon code: 4–20 upper-case letters, digits and hyphens. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;
export const COUPON_MONTHS_MIN = 1;
export const COUPON_MONTHS_MAX = 36;
export const SETTLEMENT_REFERENCE_MAX_LENGTH = 100;
export const DISCOUNT_MEMO_MAX_LENGTH = 200;
export const COUPON_NAME_MAX_LENGTH = 100;

/** Billing month 'YYYY-MM'. */
export const CLAIM_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Day 'YYYY-MM-DD'. */
export const BILLING_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The day 'YYYY-MM-DD' of an instant in Asia/Seoul. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The billing month 'YYYY-MM' of an instant in Asia/Seoul. */
export function billingMonthOf(at: Date): string {
  return seoulDate(at).slice(0, 7);
}

/** 'YYYY-MM' shifted by n months. */
export function addMonthsToMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function previousMonth(month: string): string {
  return addMonthsToMonth(month, -1);
}

export function nextMonth(month: string): string {
  return addMonthsToMonth(month, 1);
}

/** First day of a month, 'YYYY-MM-01'. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** Last day of a month 'YYYY-MM-DD'. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/** A day 'YYYY-MM-DD' shifted by n days. */
export function addDaysToDate(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a), both 'YYYY-MM-DD'. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Every day of [begin, end], both 'YYYY-MM-DD'. */
export function daysOf(begin: string, end: string): string[] {
  const out: string[] = [];
  for (let d = begin; d <= end; d = addDaysToDate(d, 1)) out.push(d);
  return out;
}

/** Issue day of month M's claim: the 1st of M+1. */
export function claimIssueDate(claimMonth: string): string {
  return firstDayOf(nextMonth(claimMonth));
}

/** Due day of month M's claim: the subscription's bill day in M+1. */
export function claimDueDate(claimMonth: string, billDay: number): string {
  const day = Math.min(Math.max(Math.trunc(billDay), BILL_DAY_MIN), BILL_DAY_MAX);
  return `${nextMonth(claimMonth)}-${pad(day)}`;
}

/**
 * A month is billed when the subscription started before the month's 1st (no pro-rata: the
 * start month is free).
 */
export function isMonthBillable(beginDe: string, claimMonth: string): boolean {
  return beginDe < firstDayOf(claimMonth);
}

/** Storage counted for billing: whole GB, rounded up. */
export function billableGb(bytes: number): number {
  return bytes <= 0 ? 0 : Math.ceil(bytes / BYTES_PER_GB);
}

/** GB with one decimal for display. */
export function displayGb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_GB) * 10) / 10;
}

export interface PlanFees {
  planCode: string;
  planNm: string;
  planNmEn: string;
  baseFee: number;
  perUserFee: number;
  perGbFee: number;
  includedUsers: number;
  includedGb: number;
  /** Education discount in percent (0 for the basic plan). */
  dscntRate: number;
}

export interface AddonFee {
  addonCode: string;
  addonNm: string;
  addonNmEn: string;
  monthlyFee: number;
}

export interface DiscountRule {
  dscntSe: DscntSe;
  /** Won for AMOUNT, 1–100 for PERCENT. */
  dscntValue: number;
  label: string;
  labelEn: string;
}

export interface ClaimInput {
  plan: PlanFees;
  /** Highest daily member count of the month. */
  peakUsers: number;
  /** Highest daily measured volume of the month, in bytes. */
  peakBytes: number;
  addons: AddonFee[];
  /** Provider discounts valid in the month, applied in order on the running total. */
  discounts: DiscountRule[];
  /** Coupons in force in the month, applied after the discounts. */
  coupons: DiscountRule[];
}

export interface ClaimLine {
  lineSe: ClaimLineSe;
  label: string;
  labelEn: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface ClaimAmounts {
  lines: ClaimLine[];
  supplyAmount: number;
  vat: number;
  totalAmount: number;
}

/** The amount a discount takes off a running total (never more than the total, never negative). */
export function discountAmount(
  rule: Pick<DiscountRule, 'dscntSe' | 'dscntValue'>,
  runningTotal: number,
): number {
  if (runningTotal <= 0) return 0;
  if (rule.dscntSe === 'PERCENT') {
    const rate = Math.min(Math.max(rule.dscntValue, 0), 100);
    return Math.min(Math.round((runningTotal * rate) / 100), runningTotal);
  }
  return Math.min(Math.max(Math.trunc(rule.dscntValue), 0), runningTotal);
}

/**
 * The monthly claim (docs/billing.md): base fee, members over the included count, storage over
 * the included GB, add-ons, the education discount on that subtotal, then provider discounts
 * and coupons on the running total. Supply = max(0, sum); VAT = floor(10 %); total = both.
 */
export function computeClaim(input: ClaimInput): ClaimAmounts {
  const { plan } = input;
  const lines: ClaimLine[] = [];
  lines.push({
    lineSe: 'BASE',
    label: `${plan.planNm} 기본료`,
    labelEn: `${plan.planNmEn} base fee`,
    quantity: 1,
    unitPrice: plan.baseFee,
    amount: plan.baseFee,
  });
  const extraUsers = Math.max(0, Math.trunc(input.peakUsers) - plan.includedUsers);
  lines.push({
    lineSe: 'USERS',
    label: `추가 사용자 (${plan.includedUsers}명 초과)`,
    labelEn: `Extra users (over ${plan.includedUsers})`,
    quantity: extraUsers,
    unitPrice: plan.perUserFee,
    amount: extraUsers * plan.perUserFee,
  });
  const extraGb = Math.max(0, billableGb(input.peakBytes) - plan.includedGb);
  lines.push({
    lineSe: 'STORAGE',
    label: `추가 저장공간 (${plan.includedGb}GB 초과)`,
    labelEn: `Extra storage (over ${plan.includedGb} GB)`,
    quantity: extraGb,
    unitPrice: plan.perGbFee,
    amount: extraGb * plan.perGbFee,
  });
  for (const addon of input.addons) {
    lines.push({
      lineSe: 'ADDON',
      label: addon.addonNm,
      labelEn: addon.addonNmEn,
      quantity: 1,
      unitPrice: addon.monthlyFee,
      amount: addon.monthlyFee,
    });
  }
  let running = lines.reduce((sum, l) => sum + l.amount, 0);
  if (plan.dscntRate > 0) {
    const off = Math.round((running * plan.dscntRate) / 100);
    lines.push({
      lineSe: 'PLAN_DISCOUNT',
      label: `교육용 할인 ${plan.dscntRate}%`,
      labelEn: `Education discount ${plan.dscntRate}%`,
      quantity: 1,
      unitPrice: -off,
      amount: -off,
    });
    running -= off;
  }
  for (const [lineSe, rules] of [
    ['DISCOUNT', input.discounts],
    ['COUPON', input.coupons],
  ] as const) {
    for (const rule of rules) {
      const off = discountAmount(rule, running);
      lines.push({
        lineSe,
        label: rule.label,
        labelEn: rule.labelEn,
        quantity: 1,
        unitPrice: -off,
        amount: -off,
      });
      running -= off;
    }
  }
  const supplyAmount = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const vat = Math.floor((supplyAmount * VAT_RATE_PERCENT) / 100);
  return { lines, supplyAmount, vat, totalAmount: supplyAmount + vat };
}

/** Claim status from its amounts and the day (all days 'YYYY-MM-DD', Asia/Seoul). */
export function claimStatusOf(
  totalAmount: number,
  paidAmount: number,
  dueDe: string,
  today: string,
): ClaimStatus {
  if (paidAmount >= totalAmount) return 'PAID';
  if (today > dueDe) return 'OVERDUE';
  return paidAmount > 0 ? 'PARTIAL' : 'ISSUED';
}

/**
 * Institution status from its oldest unpaid overdue claim: none → NORMAL; overdue → BILLING;
 * overdue more than graceDays → PAUSED.
 */
export function insttStatusForOverdue(
  oldestOverdueDueDe: string | null,
  today: string,
  graceDays: number,
): 'NORMAL' | 'BILLING' | 'PAUSED' {
  if (!oldestOverdueDueDe || today <= oldestOverdueDueDe) return 'NORMAL';
  return daysBetween(oldestOverdueDueDe, today) > graceDays ? 'PAUSED' : 'BILLING';
}

/** The months a coupon applied in appliedMonth discounts: appliedMonth … appliedMonth + months − 1. */
export function couponLastMonth(appliedMonth: string, months: number): string {
  return addMonthsToMonth(appliedMonth, Math.max(1, months) - 1);
}

export function couponCoversMonth(appliedMonth: string, months: number, claimMonth: string): boolean {
  return claimMonth >= appliedMonth && claimMonth <= couponLastMonth(appliedMonth, months);
}
