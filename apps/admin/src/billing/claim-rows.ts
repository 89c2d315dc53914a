import { buttonColumn, type GridColumn, type GridRow } from '@nuri/ui';
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

/**
 * The claims grid's columns: the provider sees the institution and when the bill was sent, the
 * institution admin its plan and a download; both open a claim's detail.
 */
export function claimColumns(t: TFunction, who: 'provider' | 'institution'): GridColumn<ClaimRow>[] {
  const centered = (id: string, field: keyof ClaimRow & string, title: string): GridColumn<ClaimRow> => ({
    id,
    field,
    title,
    textAlign: 'center',
    mobileHide: true,
  });
  return [
    { id: 'month', field: 'claimMonth', title: t('billing.claims.col.month'), textAlign: 'center' },
    who === 'provider'
      ? { id: 'instt', field: 'insttText', title: t('billing.claims.col.instt') }
      : { id: 'plan', field: 'planNm', title: t('billing.claims.col.plan'), mobileHide: true },
    { id: 'total', field: 'totalText', title: t('billing.claims.col.total'), textAlign: 'right' },
    {
      id: 'paid',
      field: 'paidText',
      title: t('billing.claims.col.paid'),
      textAlign: 'right',
      mobileHide: true,
    },
    { id: 'balance', field: 'balanceText', title: t('billing.claims.col.balance'), textAlign: 'right' },
    {
      id: 'status',
      field: 'statusHtml',
      title: t('billing.claims.col.status'),
      type: 'templateHTML',
      textAlign: 'center',
    },
    centered('due', 'dueText', t('billing.claims.col.due')),
    ...(who === 'provider' ? [centered('sent', 'sentText', t('billing.claims.col.sent'))] : []),
    buttonColumn<ClaimRow>('detail', t('billing.claims.col.detail'), t('billing.claims.detail')),
    ...(who === 'institution'
      ? [buttonColumn<ClaimRow>('download', t('billing.claims.col.download'), t('billing.claims.download'))]
      : []),
  ];
}
