import { formatDate, yearOptions } from '@nuri/domain';
import { dayForKey, isWithin, monthWeeks, parseDateInput } from './calendar-model';

describe('calendar model', () => {
  it('parses YYYY-MM-DD as local midnight and refuses anything else', () => {
    const day = parseDateInput(' 2024-02-29 ');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2024, 1, 29, 0,
    ]);
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('2024-13-01')).toBeNull();
    expect(parseDateInput('2024/03/01')).toBeNull();
    expect(parseDateInput('20240301')).toBeNull();
  });

  it('lays a month out in six weeks from the Sunday on or before the 1st', () => {
    const weeks = monthWeeks(2024, 2); // March 2024 starts on a Friday
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7 && week[0].getDay() === 0)).toBe(true);
    expect(formatDate(weeks[0][0])).toBe('2024-02-25');
    expect(formatDate(weeks[0][5])).toBe('2024-03-01');
    expect(formatDate(weeks[5][6])).toBe('2024-04-06');
  });

  it('moves by the grid keys', () => {
    const day = new Date(2024, 2, 31); // a Sunday
    const moved = (key: string, shift = false) => {
      const next = dayForKey(key, shift, day);
      return next && formatDate(next);
    };
    expect(moved('ArrowLeft')).toBe('2024-03-30');
    expect(moved('ArrowRight')).toBe('2024-04-01');
    expect(moved('ArrowUp')).toBe('2024-03-24');
    expect(moved('ArrowDown')).toBe('2024-04-07');
    expect(moved('Home')).toBe('2024-03-31');
    expect(moved('End')).toBe('2024-04-06');
    expect(moved('PageUp')).toBe('2024-02-29');
    expect(moved('PageDown')).toBe('2024-04-30');
    expect(moved('PageDown', true)).toBe('2025-03-31');
    expect(moved('a')).toBeNull();
  });

  it('checks limits by calendar day', () => {
    const min = new Date(2024, 2, 10, 18);
    const max = new Date(2024, 2, 20, 6);
    expect(isWithin(new Date(2024, 2, 10, 0), min, max)).toBe(true);
    expect(isWithin(new Date(2024, 2, 20, 23), min, max)).toBe(true);
    expect(isWithin(new Date(2024, 2, 9, 23), min, max)).toBe(false);
    expect(isWithin(new Date(2024, 2, 21), min)).toBe(true);
  });

  it('offers the years 50 before to 50 after the shown year', () => {
    const years = yearOptions(2024);
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(1974);
    expect(years[years.length - 1]).toBe(2074);
  });
});
