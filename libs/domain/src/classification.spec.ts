import { classesFromBreaks, equalIntervalBreaks, jenksBreaks, quantileBreaks, stdDevBreaks } from './classification';
import { schemeColors } from './color-brewer';

/** Least sum of squared deviations over every split (brute force, small inputs only). */
function bruteForceJenks(sorted: number[], k: number): number[] {
  const sse = (a: number[]) => {
    const m = a.reduce((s, v) => s + v, 0) / a.length;
    return a.reduce((s, v) => s + (v - m) ** 2, 0);
  };
  let best = { cost: Infinity, starts: [] as number[] };
  const walk = (from: number, left: number, starts: number[], cost: number) => {
    if (left === 1) {
      const c = cost + sse(sorted.slice(from));
      if (c < best.cost - 1e-9) best = { cost: c, starts };
      return;
    }
    for (let cut = from + 1; cut <= sorted.length - left + 1; cut++) walk(cut, left - 1, [...starts, sorted[cut]], cost + sse(sorted.slice(from, cut)));
  };
  walk(0, k, [], 0);
  return [sorted[0], ...best.starts, sorted[sorted.length - 1]];
}

describe('classification', () => {
  it('natural breaks equal the brute-force optimum', () => {
    const data = [1, 2, 4, 5, 7, 9, 10, 20, 21, 22, 40, 41, 45, 90, 95].sort((a, b) => a - b);
    for (const k of [2, 3, 4, 5]) expect(jenksBreaks(data, k)).toEqual(bruteForceJenks(data, k));
  });

  it('quantile, equal interval and standard deviation breaks', () => {
    expect(equalIntervalBreaks(0, 100, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(quantileBreaks([1, 2, 3, 4, 5, 6, 7, 8, 9], 2)).toEqual([1, 5, 9]);
    expect(quantileBreaks([1, 1, 1, 1, 9], 4)).toEqual([1, 9]);
    expect(stdDevBreaks({ count: 5, min: 0, max: 100, mean: 50, stddev: 10 }, 3)).toEqual([0, 45, 55, 100]);
    expect(stdDevBreaks({ count: 5, min: 0, max: 100, mean: 50, stddev: 10 }, 4)).toEqual([0, 40, 50, 60, 100]);
  });

  it('classes and ColorBrewer colours, reversible', () => {
    const colors = schemeColors('Blues', 3);
    expect(schemeColors('Blues', 3, true)).toEqual([...colors].reverse());
    expect(schemeColors('Set1', 10)[9]).toBe('#e41a1c');
    const classes = classesFromBreaks([0, 10, 20], colors);
    expect(classes.map((c) => [c.min, c.max, c.label])).toEqual([
      [0, 10, '0 – 10'],
      [10, 20, '10 – 20'],
    ]);
  });
});
