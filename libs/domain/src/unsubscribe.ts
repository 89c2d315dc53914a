import { addMonthsToMonth, billingMonthOf, lastDayOf, seoulDate } from './billing';

// Unsubscribe (spec 001 §7 Institution "unsubscribe"; docs/billing.md "Unsubscribe"): an
// institution admin cancels the subscription at the end of the current billing month; it may be
// undone until that day. After it: no claims, the institution is read only, and its data is kept
// for UNSUBSCRIBE_RETENTION_MONTHS (the 3 months of terms art. 10.3 and spec 000 §9 "unpaid data
// retention") before it is deleted.

/** Months the data of an ended subscription is kept (read only) before it is deleted. */
export const UNSUBSCRIBE_RETENTION_MONTHS = 3;

/** The last day of service when cancelling at `now`: the last day of the current billing month (Seoul). */
export function subscriptionEndDate(now: Date): string {
  return lastDayOf(billingMonthOf(now));
}

/** The day the data of a subscription ended on `endDe` is deleted (same day N months later, clamped to the month's end). */
export function dataDeletionDate(endDe: string): string {
  const month = addMonthsToMonth(endDe.slice(0, 7), UNSUBSCRIBE_RETENTION_MONTHS);
  const last = lastDayOf(month);
  const day = `${month}-${endDe.slice(8, 10)}`;
  return day > last ? last : day;
}

/** Whether month M is still covered by a subscription ending on endDe (null: no end). */
export function isMonthBeforeEnd(endDe: string | null, month: string): boolean {
  return endDe === null || month <= endDe.slice(0, 7);
}

/** Whether the subscription has ended (the day after endDe has come). */
export function hasSubscriptionEnded(endDe: string | null, now: Date): boolean {
  return endDe !== null && seoulDate(now) > endDe;
}

/** Whether a scheduled cancellation may still be undone (until and including the end day). */
export function mayUndoUnsubscribe(endDe: string | null, now: Date): boolean {
  return endDe !== null && seoulDate(now) <= endDe;
}
