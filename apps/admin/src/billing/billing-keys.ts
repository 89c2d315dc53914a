/** Query keys of the billing screens. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  addons: ['billing', 'addons'] as const,
  detail: (insttCode: string) => ['billing', 'detail', insttCode] as const,
  expected: (insttCode: string) => ['billing', 'expected', insttCode] as const,
  usage: (insttCode: string) => ['billing', 'usage', insttCode] as const,
  dailyUsers: (insttCode: string) => ['billing', 'daily-users', insttCode] as const,
  dailyPayment: (insttCode: string) => ['billing', 'daily-payment', insttCode] as const,
  dailyVolume: (insttCode: string) => ['billing', 'daily-volume', insttCode] as const,
  settlements: (claimId: string | number) => ['billing', 'settlements', String(claimId)] as const,
  couponUses: (couponCode: string) => ['billing', 'coupon-uses', couponCode] as const,
};
