import {
  addMonthsToMonth,
  billableGb,
  billingMonthOf,
  claimDueDate,
  claimIssueDate,
  claimStatusOf,
  computeClaim,
  couponCoversMonth,
  couponLastMonth,
  daysBetween,
  daysOf,
  discountAmount,
  displayGb,
  insttStatusForOverdue,
  isMonthBillable,
  lastDayOf,
  seoulDate,
  type PlanFees,
} from './billing';

const BASIC: PlanFees = {
  planCode: '000001',
  planNm: '기본 요금제',
  planNmEn: 'Basic plan',
  baseFee: 100000,
  perUserFee: 10000,
  perGbFee: 10000,
  includedUsers: 5,
  includedGb: 5,
  dscntRate: 0,
};
const EDU_A: PlanFees = {
  ...BASIC,
  planCode: '000004',
  planNm: '교육용 요금제 A',
  planNmEn: 'Education plan A',
  dscntRate: 50,
};
const EDU_B: PlanFees = { ...BASIC, planCode: '000005', includedUsers: 30, includedGb: 30, dscntRate: 30 };
const GiB = 2 ** 30;
const amounts = (lines: { lineSe: string; amount: number }[]) => lines.map((l) => [l.lineSe, l.amount]);

describe('billing months and days (Asia/Seoul)', () => {
  it('takes the day and month in Korea, not UTC', () => {
    expect(seoulDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulDate(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(billingMonthOf(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01');
  });

  it('counts months and days across year ends and leap years', () => {
    expect(addMonthsToMonth('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToMonth('2027-01', -1)).toBe('2026-12');
    expect(addMonthsToMonth('2027-03', 35)).toBe('2030-02');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(daysBetween('2027-01-25', '2027-02-25')).toBe(31);
    expect(daysOf('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('issues on the 1st of the next month and is due on the bill day (clamped to 1–28)', () => {
    expect(claimIssueDate('2026-12')).toBe('2027-01-01');
    expect(claimDueDate('2026-12', 25)).toBe('2027-01-25');
    expect(claimDueDate('2027-01', 31)).toBe('2027-02-28');
    expect(claimDueDate('2027-01', 0)).toBe('2027-02-01');
  });

  it('never bills the start month (no pro-rata)', () => {
    expect(isMonthBillable('2026-11-21', '2026-11')).toBe(false);
    expect(isMonthBillable('2026-11-21', '2026-12')).toBe(true);
    expect(isMonthBillable('2026-12-01', '2026-12')).toBe(false);
    expect(isMonthBillable('2026-11-30', '2026-12')).toBe(true);
  });
});

describe('the claim formula', () => {
  it('bills storage in whole GB, rounded up', () => {
    expect(billableGb(0)).toBe(0);
    expect(billableGb(1)).toBe(1);
    expect(billableGb(5 * GiB)).toBe(5);
    expect(billableGb(5 * GiB + 1)).toBe(6);
    expect(displayGb(1.25 * GiB)).toBe(1.3);
  });

  it('charges only the base fee within the included members and storage', () => {
    const c = computeClaim({
      plan: BASIC,
      peakUsers: 5,
      peakBytes: 5 * GiB,
      addons: [],
      discounts: [],
      coupons: [],
    });
    expect(amounts(c.lines)).toEqual([
      ['BASE', 100000],
      ['USERS', 0],
      ['STORAGE', 0],
    ]);
    expect([c.supplyAmount, c.vat, c.totalAmount]).toEqual([100000, 10000, 110000]);
  });

  it('adds members and GB over the included amounts and add-ons, then discounts and a coupon on the running total', () => {
    const c = computeClaim({
      plan: BASIC,
      peakUsers: 10,
      peakBytes: 9.2 * GiB,
      addons: [{ addonCode: 'LUCKY_MAP', addonNm: '행운지도', addonNmEn: 'Lucky map', monthlyFee: 30000 }],
      discounts: [
        { dscntSe: 'AMOUNT', dscntValue: 10000, label: '기관 할인', labelEn: 'Institution discount' },
      ],
      coupons: [{ dscntSe: 'PERCENT', dscntValue: 10, label: '쿠폰', labelEn: 'Coupon' }],
    });
    expect(c.lines.map((l) => [l.lineSe, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['BASE', 1, 100000, 100000],
      ['USERS', 5, 10000, 50000],
      ['STORAGE', 5, 10000, 50000],
      ['ADDON', 1, 30000, 30000],
      ['DISCOUNT', 1, -10000, -10000],
      ['COUPON', 1, -22000, -22000],
    ]);
    expect([c.supplyAmount, c.vat, c.totalAmount]).toEqual([198000, 19800, 217800]);
  });

  it('takes the education discount off the subtotal before other discounts', () => {
    const a = computeClaim({
      plan: EDU_A,
      peakUsers: 8,
      peakBytes: 0,
      addons: [],
      discounts: [],
      coupons: [],
    });
    expect(amounts(a.lines)).toEqual([
      ['BASE', 100000],
      ['USERS', 30000],
      ['STORAGE', 0],
      ['PLAN_DISCOUNT', -65000],
    ]);
    expect(a.totalAmount).toBe(71500);
    const b = computeClaim({
      plan: EDU_B,
      peakUsers: 31,
      peakBytes: 30 * GiB + 1,
      addons: [],
      discounts: [{ dscntSe: 'PERCENT', dscntValue: 15, label: '요금제 할인', labelEn: 'Plan discount' }],
      coupons: [],
    });
    // 100,000 + 10,000 + 10,000 = 120,000; −30 % = 84,000; −15 % = 71,400.
    expect(amounts(b.lines).slice(3)).toEqual([
      ['PLAN_DISCOUNT', -36000],
      ['DISCOUNT', -12600],
    ]);
    expect([b.supplyAmount, b.vat, b.totalAmount]).toEqual([71400, 7140, 78540]);
  });

  it('never goes below zero: an amount coupon takes at most the running total, VAT is floored', () => {
    const c = computeClaim({
      plan: BASIC,
      peakUsers: 0,
      peakBytes: 0,
      addons: [],
      discounts: [{ dscntSe: 'AMOUNT', dscntValue: 60000, label: 'd', labelEn: 'd' }],
      coupons: [{ dscntSe: 'AMOUNT', dscntValue: 50000, label: 'c', labelEn: 'c' }],
    });
    expect(amounts(c.lines).slice(3)).toEqual([
      ['DISCOUNT', -60000],
      ['COUPON', -40000],
    ]);
    expect([c.supplyAmount, c.vat, c.totalAmount]).toEqual([0, 0, 0]);
    const odd = computeClaim({
      plan: { ...BASIC, baseFee: 99999 },
      peakUsers: 0,
      peakBytes: 0,
      addons: [],
      discounts: [],
      coupons: [],
    });
    expect([odd.vat, odd.totalAmount]).toEqual([9999, 109998]);
    expect(discountAmount({ dscntSe: 'PERCENT', dscntValue: 100 }, 5000)).toBe(5000);
    expect(discountAmount({ dscntSe: 'PERCENT', dscntValue: 10 }, 0)).toBe(0);
  });
});

describe('claim and institution status', () => {
  it('derives the claim status from paid amount and due day', () => {
    expect(claimStatusOf(1000, 0, '2027-01-25', '2027-01-25')).toBe('ISSUED');
    expect(claimStatusOf(1000, 400, '2027-01-25', '2027-01-20')).toBe('PARTIAL');
    expect(claimStatusOf(1000, 400, '2027-01-25', '2027-01-26')).toBe('OVERDUE');
    expect(claimStatusOf(1000, 1000, '2027-01-25', '2027-03-01')).toBe('PAID');
    expect(claimStatusOf(0, 0, '2027-01-25', '2027-03-01')).toBe('PAID');
  });

  it('moves an institution to BILLING when overdue and to PAUSED after the grace days', () => {
    expect(insttStatusForOverdue(null, '2027-03-01', 30)).toBe('NORMAL');
    expect(insttStatusForOverdue('2027-01-25', '2027-01-25', 30)).toBe('NORMAL');
    expect(insttStatusForOverdue('2027-01-25', '2027-01-26', 30)).toBe('BILLING');
    expect(insttStatusForOverdue('2027-01-25', '2027-02-24', 30)).toBe('BILLING');
    expect(insttStatusForOverdue('2027-01-25', '2027-02-25', 30)).toBe('PAUSED');
  });

  it('lets a coupon discount its months from the month it was applied in', () => {
    expect(couponLastMonth('2027-11', 3)).toBe('2028-01');
    expect(couponCoversMonth('2027-11', 3, '2027-10')).toBe(false);
    expect(couponCoversMonth('2027-11', 3, '2028-01')).toBe(true);
    expect(couponCoversMonth('2027-11', 3, '2028-02')).toBe(false);
  });
});
