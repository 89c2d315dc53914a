import { axisMax, dailySeries } from './usage-series';

describe('dailySeries', () => {
  it('sums the records of each day and fills the days without any with zero', () => {
    const series = dailySeries(
      [
        { useDe: '2026-03-02', reqCnt: 3 },
        { useDe: '2026-03-02', reqCnt: 4 },
        { useDe: '2026-03-04', reqCnt: 1 },
        { useDe: '2026-02-01', reqCnt: 99 },
      ],
      new Date(2026, 2, 1),
      new Date(2026, 2, 4, 23, 59, 59, 999),
    );
    expect(series).toEqual([
      { day: '2026-03-01', count: 0 },
      { day: '2026-03-02', count: 7 },
      { day: '2026-03-03', count: 0 },
      { day: '2026-03-04', count: 1 },
    ]);
  });

  it('gives one day for a one-day period', () => {
    expect(dailySeries([], new Date(2026, 2, 1), new Date(2026, 2, 1, 23))).toEqual([
      { day: '2026-03-01', count: 0 },
    ]);
  });
});

describe('axisMax', () => {
  it.each([
    [[0], 1],
    [[1], 1],
    [[3], 5],
    [[7, 2], 10],
    [[45], 50],
    [[120], 200],
    [[1000], 1000],
  ])('%p → %p', (counts, max) => {
    expect(axisMax(counts)).toBe(max);
  });
});
