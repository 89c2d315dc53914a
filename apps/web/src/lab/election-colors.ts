import type { CandidateTotal, DistrictResult } from './lab-api';

export const NO_RESULT_COLOR = '#ced4da';

/** #rrggbb with an alpha (0–1) as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** The fill of a district: its winner's colour, grey without a result or on a tie. */
export function districtColor(result: DistrictResult | undefined, candidates: readonly CandidateTotal[]): string {
  const winner = result?.winnerCndddtId ? candidates.find((c) => c.cndddtId === result.winnerCndddtId) : undefined;
  return winner?.color ?? NO_RESULT_COLOR;
}
