import type { GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { claimStatusHtml, dayText, won, type Claim } from './billing-api';

/** A claims grid row: the claim plus what its cells show. */
export interface ClaimRow extends GridRow {
  uid: string;
  claim: Claim;
  claimMonth: string;
  insttText: string;
  planNm: string;
  totalText: string;
  paidText: string;
  balanceText: string;
  statusHtml: string;
  dueText: string;
  sentText: string;
}

export function toClaimRow(claim: Claim, t: TFunction): ClaimRow {
  return {
    uid: String(claim.claimId),
    claim,
    claimMonth: claim.claimMonth,
    insttText: `${claim.insttNm} (${claim.insttCode})`,
    planNm: claim.planNm,
    totalText: won(t, claim.totalAmount),
    paidText: won(t, claim.paidAmount),
    balanceText: won(t, claim.balance),
    statusHtml: claimStatusHtml(t, claim.sttus),
    dueText: dayText(claim.dueDe),
    sentText: claim.sentDt ? dayText(claim.sentDt) : t('billing.claims.notSent'),
  };
}
