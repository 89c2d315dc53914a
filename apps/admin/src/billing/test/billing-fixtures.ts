import { SESSION_STORAGE_KEY } from '@nuri/shell';

// Contract-shaped answers of the billing API for the screens' tests.

export { SEEDED_PLANS as PLANS, SEEDED_ADDONS as ADDONS } from '@nuri/shell/testing';

export function subscription(overrides: Record<string, unknown> = {}) {
  return {
    insttCode: 'kwater',
    insttNm: '한국수자원공사',
    planCode: '000001',
    planNm: '기본 요금제',
    addonCodes: ['LUCKY_MAP'],
    beginDe: '2025-01-02',
    billDay: 25,
    sttus: 'ACTIVE',
    pending: null,
    coupons: [],
    insttSttusCode: 'NORMAL',
    endDe: null,
    dataDeletionDe: null,
    cancelReqstDt: null,
    ...overrides,
  };
}

const line = (lineSe: string, label: string, quantity: number, unitPrice: number) => ({
  lineSe,
  label,
  labelEn: label,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});

export const BASE_LINES = [
  line('BASE', '기본 요금제 기본료', 1, 100000),
  line('USERS', '추가 사용자 (5명 초과)', 2, 10000),
  line('STORAGE', '추가 저장공간 (5GB 초과)', 0, 10000),
  line('ADDON', '행운지도', 1, 30000),
];

/** 150,000 supply, 15,000 VAT, 165,000 total. */
export const PREVIEW = {
  claimMonth: '2026-11',
  lines: BASE_LINES,
  supplyAmount: 150000,
  vat: 15000,
  totalAmount: 165000,
};

/** With a 10% coupon: 135,000 supply, 13,500 VAT, 148,500 total. */
export const PREVIEW_WITH_COUPON = {
  claimMonth: '2026-11',
  lines: [...BASE_LINES, line('COUPON', '환영 쿠폰 10%', 1, -15000)],
  supplyAmount: 135000,
  vat: 13500,
  totalAmount: 148500,
};

export function claim(claimId: number, claimMonth: string, overrides: Record<string, unknown> = {}) {
  return {
    claimId,
    insttCode: 'kwater',
    insttNm: '한국수자원공사',
    claimMonth,
    planCode: '000001',
    planNm: '기본 요금제',
    lines: BASE_LINES,
    supplyAmount: 150000,
    vat: 15000,
    totalAmount: 165000,
    paidAmount: 0,
    balance: 165000,
    sttus: 'ISSUED',
    issueDe: `${claimMonth}-01`,
    dueDe: `${claimMonth}-25`,
    sentDt: null,
    ...overrides,
  };
}

/** Signs the platform admin in (as a login would keep them). */
export function signInProvider(): void {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
  );
}
