import {
  dataDeletionDate,
  hasSubscriptionEnded,
  isMonthBeforeEnd,
  mayUndoUnsubscribe,
  subscriptionEndDate,
  UNSUBSCRIBE_RETENTION_MONTHS,
} from './unsubscribe';

describe('unsubscribe rules', () => {
  it('ends on the last day of the billing month in Seoul', () => {
    expect(subscriptionEndDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-30');
    // 2026-11-30 16:00 UTC is already 1 December in Seoul.
    expect(subscriptionEndDate(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-31');
    expect(subscriptionEndDate(new Date('2028-02-10T00:00:00Z'))).toBe('2028-02-29');
  });

  it('keeps the data for three months after the end', () => {
    expect(UNSUBSCRIBE_RETENTION_MONTHS).toBe(3);
    expect(dataDeletionDate('2026-11-30')).toBe('2027-02-28');
    expect(dataDeletionDate('2026-12-31')).toBe('2027-03-31');
    expect(dataDeletionDate('2026-10-31')).toBe('2027-01-31');
  });

  it('bills the months up to the end month only', () => {
    expect(isMonthBeforeEnd(null, '2030-01')).toBe(true);
    expect(isMonthBeforeEnd('2026-11-30', '2026-11')).toBe(true);
    expect(isMonthBeforeEnd('2026-11-30', '2026-12')).toBe(false);
  });

  it('may be undone until the end day, and has ended from the day after', () => {
    const endDe = '2026-11-30';
    expect(mayUndoUnsubscribe(endDe, new Date('2026-11-30T14:59:00Z'))).toBe(true);
    expect(mayUndoUnsubscribe(endDe, new Date('2026-11-30T15:00:00Z'))).toBe(false);
    expect(hasSubscriptionEnded(endDe, new Date('2026-11-30T15:00:00Z'))).toBe(true);
    expect(hasSubscriptionEnded(null, new Date())).toBe(false);
    expect(mayUndoUnsubscribe(null, new Date())).toBe(false);
  });
});
