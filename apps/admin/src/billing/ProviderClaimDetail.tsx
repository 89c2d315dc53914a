import { useTranslation } from 'react-i18next';
import { dayText, PAYMENT_METHODS, won, type Claim } from './billing-api';
import { ClaimDetailModal } from './ClaimDetailModal';
import { QueryStatusRows } from './QueryBlock';
import { useSendBill, useSettlements } from './use-claims';

/** One claim as the provider sees it: its lines, its payments, send the bill, record a payment. */
export function ProviderClaimDetail({
  claim,
  onClose,
  onPay,
  onSent,
}: {
  claim: Claim;
  onClose: () => void;
  onPay: (claim: Claim) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendBill(onSent);
  return (
    <ClaimDetailModal
      claim={claim}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.close')}
          </button>
          <button
            type="button"
            className="button--secondary"
            disabled={send.isPending}
            onClick={() => send.mutate(claim)}
          >
            {t('billing.claims.sendBill')}
          </button>
          <button type="button" disabled={claim.balance <= 0} onClick={() => onPay(claim)}>
            {t('billing.pay.open')}
          </button>
        </>
      }
    >
      <Settlements claimId={claim.claimId} />
    </ClaimDetailModal>
  );
}

const methodKey = (method: string) =>
  `billing.method.${(PAYMENT_METHODS as readonly string[]).includes(method) ? method : 'ETC'}` as 'billing.method.ETC';

function Settlements({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const list = useSettlements(claimId);
  return (
    <table className="billing-lines">
      <caption>{t('billing.pay.list')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('billing.pay.paidDe')}</th>
          <th scope="col">{t('billing.pay.method')}</th>
          <th scope="col">{t('billing.pay.amount')}</th>
          <th scope="col">{t('billing.pay.reference')}</th>
        </tr>
      </thead>
      <tbody>
        <QueryStatusRows
          query={list}
          colSpan={4}
          isEmpty={list.data?.content.length === 0}
          emptyText={t('billing.pay.none')}
        />
        {list.data?.content.map((s) => (
          <tr key={String(s.settlementId)}>
            <td>{dayText(s.paidDe)}</td>
            <td>{t(methodKey(s.method))}</td>
            <td className="billing-num">{won(t, s.amount)}</td>
            <td>{s.reference ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
