import { addMonths, formatDate, formatDateTime, parseIsoDateTime } from './dates';
import { checkDateLimit, periodRange, yearOptions } from './periods';

// All dates are built in local time, so the expectations hold in any time zone.
const now = new Date(2024, 2, 20, 14, 35, 12, 345); // Wed 2024-03-20 14:35:12.345 local

function expectLocal(
  date: Date,
  y: number,
  m: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
): void {
  expect([
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  ]).toEqual([y, m, d, h, mi, s, ms]);
}

describe('periodRange', () => {
  it.each([
    ['TODAY', 2024, 3, 20],
    ['ONE_WEEK', 2024, 3, 14],
    ['ONE_MONTH', 2024, 2, 21],
    ['THREE_MONTHS', 2023, 12, 21],
    ['SIX_MONTHS', 2023, 9, 21],
  ] as const)(
    '%s starts at 00:00:00.000 on the right day and ends at the end of today',
    (choice, y, m, d) => {
      const { start, end } = periodRange(choice, now);
      expectLocal(start, y, m, d, 0, 0, 0, 0);
      expectLocal(end, 2024, 3, 20, 23, 59, 59, 999);
    },
  );

  it('ONE_WEEK covers exactly 7 calendar days', () => {
    const { start, end } = periodRange('ONE_WEEK', now);
    const days = new Set<string>();
    for (let t = new Date(start); t <= end; t = new Date(t.getFullYear(), t.getMonth(), t.getDate() + 1))
      days.add(formatDate(t));
    expect(days.size).toBe(7);
  });

  it('clamps months at the month end (Mar 31 − 1 month = Feb 29, + 1 day = Mar 1)', () => {
    const { start } = periodRange('ONE_MONTH', new Date(2024, 2, 31, 9));
    expectLocal(start, 2024, 3, 1, 0, 0, 0, 0);
    expect(formatDate(addMonths(new Date(2023, 2, 31), -1))).toBe('2023-02-28');
  });

  it('crosses a year boundary', () => {
    expectLocal(periodRange('ONE_WEEK', new Date(2024, 0, 3, 1)).start, 2023, 12, 28, 0, 0, 0, 0);
  });
});

describe('yearOptions', () => {
  it('runs from 50 years before to 50 after the shown year', () => {
    const years = yearOptions(2024);
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(1974);
    expect(years[100]).toBe(2074);
    expect(years).toContain(2024);
    expect(years).not.toContain(1973);
    expect(years).not.toContain(2075);
  });
});

describe('checkDateLimit', () => {
  const min = { date: new Date(2024, 2, 10, 15), name: 'Start date' };
  const max = { date: new Date(2024, 2, 20, 8), name: 'Today' };

  it('accepts days within the limits, boundary days included whatever the time', () => {
    expect(checkDateLimit({ value: new Date(2024, 2, 10, 0), field: 'End date', min, max })).toBeNull();
    expect(checkDateLimit({ value: new Date(2024, 2, 20, 23, 59), field: 'End date', min, max })).toBeNull();
    expect(checkDateLimit({ value: new Date(2024, 0, 1), field: 'End date' })).toBeNull();
  });

  it('refuses a day before the start with the after-message', () => {
    expect(checkDateLimit({ value: new Date(2024, 2, 9, 23), field: 'End date', min, max })).toEqual({
      messageKey: 'date.mustBeAfter',
      params: { field: 'End date', limit: 'Start date', date: '2024-03-10' },
    });
  });

  it('refuses a day after the end with the before-message', () => {
    expect(checkDateLimit({ value: new Date(2024, 2, 21), field: 'Start date', min, max })).toEqual({
      messageKey: 'date.mustBeBefore',
      params: { field: 'Start date', limit: 'Today', date: '2024-03-20' },
    });
  });
});

describe('date formatting and ISO parsing', () => {
  it('formats local dates and date-times', () => {
    expect(formatDate(new Date(2024, 6, 1))).toBe('2024-07-01');
    expect(formatDateTime(new Date(2024, 6, 1, 9, 5, 7))).toBe('2024-07-01 09:05:07');
  });

  it.each([
    ['2024-07-11T09:30:00Z', Date.UTC(2024, 6, 11, 9, 30, 0)],
    ['2024-07-11T09:30:00+09:00', Date.UTC(2024, 6, 11, 0, 30, 0)],
    ['2024-07-11T09:30:00.123456-0130', Date.UTC(2024, 6, 11, 11, 0, 0, 123)],
    ['2024-07-11T09:30+09', Date.UTC(2024, 6, 11, 0, 30, 0)],
  ])('parses %p as an instant', (text, instant) => {
    expect(parseIsoDateTime(text)?.getTime()).toBe(instant);
  });

  it('reads a date-time without zone as local time', () => {
    expect(parseIsoDateTime('2024-07-11T09:30:15')?.getTime()).toBe(
      new Date(2024, 6, 11, 9, 30, 15).getTime(),
    );
  });

  it.each([
    '2024-07-11',
    '2024-02-30T00:00:00Z',
    '2024-13-01T00:00:00',
    '2024-07-11 09:30:00',
    'hello',
    '2024-07-11T25:00:00',
  ])('refuses %p', (text) => {
    expect(parseIsoDateTime(text)).toBeNull();
  });
});
