// Legal texts of the service (spec 001 §2 "Legal pages"): terms of use and privacy policy, in Korean.
import type { TermsType } from '../ui';
import type { LegalDocument } from './legal-document';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_USE } from './terms-of-use';

export { koreanDate, LEGAL_EFFECTIVE_DATE, type LegalDocument, type LegalSection } from './legal-document';
export { PRIVACY_POLICY } from './privacy-policy';
export { TERMS_OF_USE } from './terms-of-use';

/** The text shown for ?termsType=userTerms|privacyPolicy. */
export const LEGAL_DOCUMENTS: Readonly<Record<TermsType, LegalDocument>> = {
  userTerms: TERMS_OF_USE,
  privacyPolicy: PRIVACY_POLICY,
};
