import { errorTitle, type components } from '@nuri/api-client';
import { MAX_PAGE_SIZE } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { TFunction } from 'i18next';

// The subscription and billing API (issue 9, /tmp contract "Subscriptions & billing" of API.md):
// every call of the billing screens goes through here.

type Schemas = components['schemas'];

export type ClaimStatus = Schemas['ClaimDto']['sttus'];
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['ISSUED', 'PARTIAL', 'PAID', 'OVERDUE'];
export type PaymentMethod = Schemas['SettlementCreateDto']['method'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['CARD', 'TRANSFER', 'CASH', 'ETC'];
export type DiscountKind = Schemas['DiscountSaveDto']['dscntSe'];
export const DISCOUNT_KINDS: readonly DiscountKind[] = ['AMOUNT', 'PERCENT'];
export type PlanCode = Schemas['ProviderSubscriptionChangeDto']['planCode'];
export type AddonCode = Schemas['ProviderSubscriptionChangeDto']['addonCodes'][number];

export type Plan = Schemas['PlanDto'];
export type Addon = Schemas['AddonDto'];
export type CouponUse = Schemas['CouponUseDto'];
export type Subscription = Schemas['SubscriptionDto'];
export type ClaimLine = Schemas['ClaimLineDto'];
/** What the claim lines table shows: a claim or a computed preview. */
export type ClaimPreview = Pick<
  Schemas['ClaimPreviewDto'],
  'claimMonth' | 'lines' | 'supplyAmount' | 'vat' | 'totalAmount'
>;
export type Claim = Schemas['ClaimDto'];
export type Settlement = Schemas['SettlementDto'];
export type UsageSimple = Schemas['UsageSimpleDto'];
export type DailyUsers = Schemas['DailyUserDto'];
export type DailyVolume = Schemas['DailyVolumeDto'];
export type Discount = Schemas['DiscountDto'];
export type DiscountBody = Schemas['DiscountSaveDto'];
export type Coupon = Schemas['CouponDto'];
export type CouponBody = Schemas['CouponUpdateDto'];
export type CouponUseRow = Schemas['CouponUseRowDto'];
export type CandidateInstt = Schemas['DiscountCandidateDto'];
export type InsttBilling = Schemas['SuperInsttDto'];
export type ClaimRunResult = Schemas['ClaimRunResultDto'];

export interface Paged<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

const PLAN_CODES: readonly string[] = ['000001', '000004', '000005'];
const ADDON_CODES: readonly string[] = ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP'];
/** A plan code the API takes (the screens only offer the API's plans). */
export const asPlanCode = (code: string): PlanCode =>
  PLAN_CODES.includes(code) ? (code as PlanCode) : '000001';
/** The add-on codes the API takes. */
export const asAddonCodes = (codes: readonly string[]): AddonCode[] =>
  codes.filter((code): code is AddonCode => ADDON_CODES.includes(code));

// --- public price lists ---------------------------------------------------------------------
export const listPlans = (api: AppApiClient) => api.unwrap(api.GET('/api/subscribes/plans'));
export const listAddons = (api: AppApiClient) => api.unwrap(api.GET('/api/subscribes/additional'));

// --- the institution's subscription (5321, 5322, 533) ------------------------------------------
export const subscriptionDetail = (api: AppApiClient, insttCode: string) =>
  api.unwrap(
    api.GET('/api/subscribes/detail', {
      params: { query: { insttCode } },
      ...errorTitle('billing.sub.lookup'),
    }),
  );

export const changeSubscription = (
  api: AppApiClient,
  insttCode: string,
  body: { planCode: string; addonCodes: string[] },
) =>
  api.unwrap(
    api.PUT('/api/subscribes', {
      params: { query: { insttCode } },
      body: { planCode: asPlanCode(body.planCode), addonCodes: asAddonCodes(body.addonCodes) },
    }),
  );

export const expectedTotal = (api: AppApiClient, insttCode: string) =>
  api.unwrap(
    api.GET('/api/subscribes/month/total-payment/expect', {
      params: { query: { insttCode } },
      ...errorTitle('billing.expect.lookup'),
    }),
  );

export const applyCoupon = (api: AppApiClient, insttCode: string, couponCode: string) =>
  api.unwrap(api.POST('/api/coupons/apply', { body: { insttCode, couponCode } }));

export const usageSimple = (api: AppApiClient, insttCode: string) =>
  api.unwrap(
    api.GET('/api/subscribes/usage/simple', {
      params: { query: { insttCode } },
      ...errorTitle('billing.usage.lookup'),
    }),
  );

export const dailyUsers = (api: AppApiClient, insttCode: string) =>
  api.unwrap(api.GET('/api/subscribes/daily/user', { params: { query: { insttCode } } }));

export const dailyVolume = (api: AppApiClient, insttCode: string) =>
  api.unwrap(api.GET('/api/subscribes/daily/volume', { params: { query: { insttCode } } }));

export const dailyPayment = (api: AppApiClient, insttCode: string) =>
  api.unwrap(api.GET('/api/subscribes/daily/payment', { params: { query: { insttCode } } }));

export const paymentList = (api: AppApiClient, insttCode: string, pageIndex: number, pageSize: number) =>
  api.unwrap(
    api.GET('/api/subscribes/payment/list', {
      params: { query: { insttCode, pageIndex, pageSize } },
      ...errorTitle('billing.claims.lookup'),
    }),
  );

export const downloadClaim = async (api: AppApiClient, insttCode: string, claimId: number) =>
  (await api.unwrap(
    api.GET('/api/subscribes/payment/{claimId}/download', {
      params: { path: { claimId }, query: { insttCode } },
      parseAs: 'blob',
    }),
  )) as unknown as Blob;

// --- provider: subscriptions, discounts (42) ---------------------------------------------------
export const listSubscriptions = (
  api: AppApiClient,
  query: { pageIndex: number; pageSize: number; searchNm?: string },
) =>
  api.unwrap(
    api.GET('/api/super-admin/subscribes', {
      params: { query: { ...query, searchNm: query.searchNm || undefined } },
      ...errorTitle('billing.sub.listLookup'),
    }),
  );

export const saveSubscription = (
  api: AppApiClient,
  insttCode: string,
  body: { planCode: string; addonCodes: string[]; billDay: number },
) =>
  api.unwrap(
    api.PUT('/api/super-admin/subscribes/{insttCode}', {
      params: { path: { insttCode } },
      body: {
        planCode: asPlanCode(body.planCode),
        addonCodes: asAddonCodes(body.addonCodes),
        billDay: body.billDay,
      },
    }),
  );

export const listInsttDiscounts = (api: AppApiClient, pageIndex: number, pageSize: number) =>
  api.unwrap(
    api.GET('/api/super-admin/discount/institutions', { params: { query: { pageIndex, pageSize } } }),
  );
export const listPlanDiscounts = (api: AppApiClient, pageIndex: number, pageSize: number) =>
  api.unwrap(api.GET('/api/super-admin/discount/priceplans', { params: { query: { pageIndex, pageSize } } }));
export const discountCandidates = (api: AppApiClient, searchNm: string) =>
  api.unwrap(
    api.GET('/api/super-admin/discount/candidates', {
      params: { query: { searchNm: searchNm || undefined } },
    }),
  );
export const createDiscount = (api: AppApiClient, body: DiscountBody) =>
  api.unwrap(api.POST('/api/super-admin/discount', { body }));
export const updateDiscount = (api: AppApiClient, dscntId: number, body: DiscountBody) =>
  api.unwrap(api.PUT('/api/super-admin/discount/{dscntId}', { params: { path: { dscntId } }, body }));
export const deleteDiscount = (api: AppApiClient, dscntId: number) =>
  api.unwrap(api.DELETE('/api/super-admin/discount/{dscntId}', { params: { path: { dscntId } } }));

// --- provider: claims and settlements (43) ------------------------------------------------------
export interface ClaimFilters {
  claimMonth: string | null;
  insttCode: string | null;
  sttus: ClaimStatus | null;
}

const filterQuery = (filters: ClaimFilters) => ({
  claimMonth: filters.claimMonth ?? undefined,
  insttCode: filters.insttCode ?? undefined,
  sttus: filters.sttus ?? undefined,
});

export const listClaims = (api: AppApiClient, filters: ClaimFilters, pageIndex: number, pageSize: number) =>
  api.unwrap(
    api.GET('/api/super-admin/claims', {
      params: { query: { ...filterQuery(filters), pageIndex, pageSize } },
      ...errorTitle('billing.claims.lookup'),
    }),
  );

export const downloadClaims = async (api: AppApiClient, filters: ClaimFilters) =>
  (await api.unwrap(
    api.GET('/api/super-admin/claims/download', { params: { query: filterQuery(filters) }, parseAs: 'blob' }),
  )) as unknown as Blob;

export const sendBills = (api: AppApiClient, claimIds: number[]) =>
  api.unwrap(api.POST('/api/super-admin/claims/send-bill', { body: { claimIds } }));

export const runClaim = (
  api: AppApiClient,
  body: { insttCode: string; claimMonth: string; dryRun: boolean },
) => api.unwrap(api.POST('/api/super-admin/claims/run', { body }));

export const listSettlements = (api: AppApiClient, claimId: number) =>
  api.unwrap(
    api.GET('/api/super-admin/settlements', {
      params: { query: { claimId, pageIndex: 1, pageSize: MAX_PAGE_SIZE } },
    }),
  );

export const recordSettlement = (api: AppApiClient, body: Schemas['SettlementCreateDto']) =>
  api.unwrap(api.POST('/api/super-admin/settlements', { body }));

export const listInsttBilling = (
  api: AppApiClient,
  query: { pageIndex: number; pageSize: number; searchNm?: string },
) => api.unwrap(api.GET('/api/super-admin/instt', { params: { query } }));

// --- provider: coupons (81) ---------------------------------------------------------------------
export const listCoupons = (api: AppApiClient, pageIndex: number, pageSize: number, searchNm?: string) =>
  api.unwrap(
    api.GET('/api/coupons', {
      params: { query: { pageIndex, pageSize, searchNm: searchNm || undefined } },
      ...errorTitle('billing.coupon.listLookup'),
    }),
  );
export const createCoupon = (api: AppApiClient, body: Schemas['CouponCreateDto']) =>
  api.unwrap(api.POST('/api/coupons', { body }));
export const updateCoupon = (api: AppApiClient, couponCode: string, body: CouponBody) =>
  api.unwrap(api.PUT('/api/coupons/{couponCode}', { params: { path: { couponCode } }, body }));
export const deleteCoupon = (api: AppApiClient, couponCode: string) =>
  api.unwrap(api.DELETE('/api/coupons/{couponCode}', { params: { path: { couponCode } } }));
export const couponUses = (api: AppApiClient, couponCode: string) =>
  api.unwrap(api.GET('/api/coupons/{couponCode}/uses', { params: { path: { couponCode } } }));

// --- display helpers ------------------------------------------------------------------------------

/** '125,000원' / 'KRW 125,000' (integer won, negatives with a minus). */
export function won(t: TFunction, amount: number): string {
  return t('billing.won', { amount: Math.round(amount).toLocaleString('ko-KR') });
}

/** A line's label in the current language. */
export function lineLabel(line: ClaimLine, language: string): string {
  return language === 'en' && line.labelEn ? line.labelEn : line.label;
}

/** A plan's or add-on's name in the current language. */
export const nameIn = (language: string, ko: string, en: string | null | undefined) =>
  language === 'en' && en ? en : ko;

const CLAIM_STATUS_KEYS = {
  ISSUED: 'billing.claimStatus.ISSUED',
  PARTIAL: 'billing.claimStatus.PARTIAL',
  PAID: 'billing.claimStatus.PAID',
  OVERDUE: 'billing.claimStatus.OVERDUE',
} as const satisfies Record<ClaimStatus, string>;

/** The claim status's catalogue key ('issued' for a state this screen does not know). */
export const claimStatusKey = (status: string) =>
  CLAIM_STATUS_KEYS[
    (CLAIM_STATUSES as readonly string[]).includes(status) ? (status as ClaimStatus) : 'ISSUED'
  ];

/** A discount or coupon value: '10%' or '5,000원'. */
export function discountText(t: TFunction, kind: string, value: number): string {
  return kind === 'PERCENT' ? `${value}%` : won(t, value);
}

/** 'YYYY-MM' of a date (local). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' of an API date or date-time (the date part as sent). */
export const dayText = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export { saveBlob } from '../kit/save-blob';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The grid's status cell: the claim status in its tone (overdue red, partial yellow, paid green). */
export function claimStatusHtml(t: TFunction, status: string): string {
  return `<span class="claim-status claim-status--${status.toLowerCase()}" data-status="${escapeHtml(status)}">${escapeHtml(t(claimStatusKey(status)))}</span>`;
}
