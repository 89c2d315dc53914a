import { TERMS_EFFECTIVE_DATE, type TermsType } from '../ui';

/** One article of a legal text: its heading and its paragraphs (list items start with '1.', '가.' …). */
export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * A legal text (spec 001 §2 "Legal pages", §9): Korean only, as the service publishes it. Both
 * the sign-up screen (in scrollable boxes) and the terms page (?termsType=…) render it.
 */
export interface LegalDocument {
  readonly type: TermsType;
  readonly title: string;
  /** ISO date from which the text applies. */
  readonly effectiveDate: string;
  readonly sections: readonly LegalSection[];
}

export const LEGAL_EFFECTIVE_DATE = TERMS_EFFECTIVE_DATE;

/** '2024-07-11' → '2024년 7월 11일'. */
export function koreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
