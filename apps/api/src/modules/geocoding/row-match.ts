import type { GeocodeCandidate } from './geocoder';

/** What a spreadsheet row's address came to (the import report of an address upload). */
export type RowMatch =
  | { status: 'matched'; candidate: GeocodeCandidate }
  | { status: 'ambiguous'; reason: 'severalPlaces'; candidates: GeocodeCandidate[] }
  | { status: 'unmatched'; reason: RowUnmatchedReason };

/** Why a row's address found no place (the report's reason; catalog keys geocodingReport.reason.*). */
export const ROW_UNMATCHED_REASONS = ['empty', 'notFound', 'numberNotFound', 'onlySimilarText', 'invalidText', 'providersFailed'] as const;
export type RowUnmatchedReason = (typeof ROW_UNMATCHED_REASONS)[number];

/**
 * One row's geocoding answer as the import counts it: matched only when one best candidate
 * matches the numbers written (exact or partial); several equally good places are ambiguous;
 * a road without that number or only similar text is unmatched, with the reason.
 */
export function rowMatch(answer: { ambiguous: boolean; candidates: GeocodeCandidate[] } | null): RowMatch {
  if (!answer) return { status: 'unmatched', reason: 'empty' };
  const [best] = answer.candidates;
  if (!best) return { status: 'unmatched', reason: 'notFound' };
  if (best.quality === 'road') return { status: 'unmatched', reason: 'numberNotFound' };
  if (best.quality === 'text') return { status: 'unmatched', reason: 'onlySimilarText' };
  if (answer.ambiguous) return { status: 'ambiguous', reason: 'severalPlaces', candidates: answer.candidates.filter((c) => c.score === best.score) };
  return { status: 'matched', candidate: best };
}
