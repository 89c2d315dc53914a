// Price plan codes (spec 000 §3, spec 001 §3).
export const PLAN_CODES = {
  /** The basic plan, also the plan of the open-business (openBiz) institution. */
  BASIC: '000001',
  EDUCATION_A: '000004',
  EDUCATION_B: '000005',
} as const;
export type PlanCode = (typeof PLAN_CODES)[keyof typeof PLAN_CODES];
export const EDUCATION_PLAN_CODES: readonly string[] = [PLAN_CODES.EDUCATION_A, PLAN_CODES.EDUCATION_B];

export function isBasicPlan(planCode: string): boolean {
  return planCode === PLAN_CODES.BASIC;
}

export function isEducationPlan(planCode: string): boolean {
  return EDUCATION_PLAN_CODES.includes(planCode);
}

// Fees in Korean won, charged per month (the spec gives the amounts only; billing bills
// monthly). Storage is counted in GB.
export const FEE_CURRENCY = 'KRW';
export const FEES = {
  BASIC: 100000,
  PER_USER: 10000,
  PER_GB: 10000,
} as const;

/**
 * The default institution: the open-business institution that individual sign-ups join.
 * Its institution-info menu is hidden and its share wizard offers 'everyone' only.
 */
export const DEFAULT_INSTT_CODE = 'openbiz';

export function isOpenBizInstitution(insttCode: string | null | undefined): boolean {
  return insttCode === DEFAULT_INSTT_CODE;
}
