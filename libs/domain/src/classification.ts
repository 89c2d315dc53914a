// Graduated classes computed from a numeric column (GET /layers/{lyrId}/columns/{column}/classes):
// class breaks by equal interval, quantile, natural breaks (Jenks) or standard deviation. Breaks
// are n+1 ascending bounds; class i holds bounds[i] ≤ v < bounds[i+1] (the last includes max),
// the same rule as classFor.
import { DEFAULT_SYMBOL, formatClassBound, MAX_GRADUATED_CLASSES, MIN_GRADUATED_CLASSES, type ClassColorTarget, type StyleClass, type SymbolStyle, colorOpacity, colorRgb, withOpacity } from './map-style';

export const CLASSIFY_METHODS = ['equalInterval', 'quantile', 'jenks', 'stddev'] as const;
export type ClassifyMethod = (typeof CLASSIFY_METHODS)[number];

/** Values natural breaks uses at most: more are thinned to this many evenly spaced quantiles. */
export const JENKS_MAX_VALUES = 2000;
export const HISTOGRAM_BINS = 20;
/** Categorised styles from a column's most frequent values: at most this many classes (the rest is "other"). */
export const DEFAULT_TOP_CATEGORIES = 10;

/** Summary statistics the break methods need. */
export interface ColumnSummary {
  count: number;
  min: number;
  max: number;
  mean: number;
  stddev: number;
}

function clean(n: number): number {
  return Number(n.toPrecision(12));
}

/**
 * Ascending, without repeats; min and max kept as the ends. An inner break may equal max: the
 * last class is then [max, max] (natural breaks that set the top value apart).
 */
function tidy(inner: number[], min: number, max: number): number[] {
  const mid = [...new Set(inner.map(clean))].filter((b) => b > min && b <= max).sort((a, b) => a - b);
  return min === max ? [min, max] : [min, ...mid, max];
}

export function clampClassCount(count: number): number {
  return Math.min(MAX_GRADUATED_CLASSES, Math.max(MIN_GRADUATED_CLASSES, Math.round(count)));
}

export function equalIntervalBreaks(min: number, max: number, count: number): number[] {
  const n = clampClassCount(count);
  const width = (max - min) / n;
  return tidy(Array.from({ length: n - 1 }, (_, i) => min + width * (i + 1)), min, max);
}

/** Quantile breaks over sorted values: the value at each i/n position (fewer classes when values repeat). */
export function quantileBreaks(sorted: readonly number[], count: number): number[] {
  const n = clampClassCount(count);
  const last = sorted.length - 1;
  return tidy(Array.from({ length: n - 1 }, (_, i) => sorted[Math.round(((i + 1) / n) * last)]), sorted[0], sorted[last]);
}

/**
 * Classes one standard deviation wide centred on the mean (an odd count puts the mean in the
 * middle of a class, an even count on a break); the outer classes run to min and max.
 */
export function stdDevBreaks(s: ColumnSummary, count: number): number[] {
  const n = clampClassCount(count);
  if (!(s.stddev > 0)) return tidy([], s.min, s.max);
  const first = s.mean - ((n - 2) / 2) * s.stddev;
  return tidy(Array.from({ length: n - 1 }, (_, i) => first + i * s.stddev), s.min, s.max);
}

/**
 * Fisher–Jenks natural breaks over sorted values: the split into `count` groups with the least
 * sum of squared deviations from the group means. Breaks are each group's first value.
 */
export function jenksBreaks(sorted: readonly number[], count: number): number[] {
  const len = sorted.length;
  const k = Math.min(clampClassCount(count), new Set(sorted).size);
  if (len === 0) return [];
  if (k <= 1) return tidy([], sorted[0], sorted[len - 1]);
  // lower[l][j]: 1-based index of the first value of group j in the best split of the first l values.
  const lower = Array.from({ length: len + 1 }, () => new Int32Array(k + 1));
  const cost = Array.from({ length: len + 1 }, () => new Float64Array(k + 1).fill(Infinity));
  for (let j = 1; j <= k; j++) {
    lower[1][j] = 1;
    cost[1][j] = 0;
  }
  cost[0].fill(0);
  for (let l = 2; l <= len; l++) {
    let sum = 0;
    let squares = 0;
    let variance = 0;
    for (let m = 1; m <= l; m++) {
      const first = l - m + 1;
      const v = sorted[first - 1];
      sum += v;
      squares += v * v;
      variance = squares - (sum * sum) / m;
      const before = first - 1;
      if (before === 0) continue;
      for (let j = 2; j <= k; j++) {
        const c = variance + cost[before][j - 1];
        if (c <= cost[l][j]) {
          lower[l][j] = first;
          cost[l][j] = c;
        }
      }
    }
    lower[l][1] = 1;
    cost[l][1] = variance;
  }
  const starts: number[] = [];
  let end = len;
  for (let j = k; j >= 2; j--) {
    const first = lower[end][j];
    starts.unshift(sorted[first - 1]);
    end = first - 1;
  }
  return tidy(starts, sorted[0], sorted[len - 1]);
}

/** Breaks by method; `sorted` are the (possibly thinned) values in ascending order. */
export function classBreaks(method: ClassifyMethod, sorted: readonly number[], summary: ColumnSummary, count: number): number[] {
  switch (method) {
    case 'quantile':
      return quantileBreaks(sorted, count);
    case 'jenks':
      return jenksBreaks(sorted, count);
    case 'stddev':
      return stdDevBreaks(summary, count);
    default:
      return equalIntervalBreaks(summary.min, summary.max, count);
  }
}

/** Graduated classes over breaks, coloured in order as fill (the base's opacity kept) or stroke. */
export function classesFromBreaks(
  breaks: readonly number[],
  colors: readonly string[],
  base: SymbolStyle = DEFAULT_SYMBOL,
  target: ClassColorTarget = 'fill',
): StyleClass[] {
  const out: StyleClass[] = [];
  for (let i = 0; i + 1 < breaks.length; i++) {
    const min = breaks[i];
    const max = breaks[i + 1];
    const color = colors.length > 0 ? colors[Math.min(i, colors.length - 1)] : base.fillColor;
    const symbol = target === 'stroke' ? { ...base, strokeColor: colorRgb(color) } : { ...base, fillColor: withOpacity(color, colorOpacity(base.fillColor)) };
    out.push({ min, max, label: `${formatClassBound(min)} – ${formatClassBound(max)}`, symbol });
  }
  return out;
}
