import { Modal } from '@nuri/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { claimStatusKey, dayText, won, type Claim } from './billing-api';
import { ClaimLines } from './ClaimLines';

export interface ClaimDetailModalProps {
  claim: Claim | null;
  onClose: () => void;
  /** More under the lines (the provider's settlements and actions). */
  children?: ReactNode;
  footer?: ReactNode;
}

/** One claim: month, institution, status, dates, its lines with supply, VAT and total, paid and balance. */
export function ClaimDetailModal({ claim, onClose, children, footer }: ClaimDetailModalProps) {
  const { t } = useTranslation();
  if (!claim) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('billing.claim.title', { month: claim.claimMonth, name: claim.insttNm })}
      maxWidth={760}
      footer={
        footer ?? (
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.close')}
          </button>
        )
      }
    >
      <div className="billing-page">
        <dl className="billing-facts">
          <dt>{t('billing.claims.col.instt')}</dt>
          <dd>{`${claim.insttNm} (${claim.insttCode})`}</dd>
          <dt>{t('billing.claims.col.plan')}</dt>
          <dd>{claim.planNm}</dd>
          <dt>{t('billing.claims.col.status')}</dt>
          <dd>
            <span
              className={`claim-status claim-status--${claim.sttus.toLowerCase()}`}
              data-status={claim.sttus}
            >
              {t(claimStatusKey(claim.sttus))}
            </span>
          </dd>
          <dt>{t('billing.claim.issue')}</dt>
          <dd>{dayText(claim.issueDe)}</dd>
          <dt>{t('billing.claims.col.due')}</dt>
          <dd>{dayText(claim.dueDe)}</dd>
          <dt>{t('billing.claims.col.paid')}</dt>
          <dd data-field="paid">{won(t, claim.paidAmount)}</dd>
          <dt>{t('billing.claims.col.balance')}</dt>
          <dd data-field="balance">{won(t, claim.balance)}</dd>
        </dl>
        <ClaimLines claim={claim} caption={t('billing.claim.lines')} />
        {children}
      </div>
    </Modal>
  );
}
