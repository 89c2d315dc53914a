import { formatFileSize, MAX_PAGE_SIZE } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listInsttBilling, won } from './billing-api';

/**
 * The subscription figures of one institution in the provider's institution status (view 41):
 * members and storage now, the unpaid amount and the last claimed month (GET
 * /api/super-admin/instt), with the ways to subscription management (42) and payments (43).
 */
export function InsttSubscriptionInfo({ insttCode, insttNm }: { insttCode: string; insttNm: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const info = useQuery({
    queryKey: ['billing', 'instt-info', insttCode],
    queryFn: async () => {
      const page = await listInsttBilling(api, { pageIndex: 1, pageSize: MAX_PAGE_SIZE, searchNm: insttNm });
      return page.content.find((row) => row.insttCode === insttCode) ?? null;
    },
  });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('billing.instt.title')}</h3>
      {info.isPending && <p role="status">{t('common.loading')}</p>}
      {info.isError && <p role="alert">{t('billing.loadError')}</p>}
      {info.isSuccess && info.data && (
        <dl>
          <dt>{t('billing.instt.users')}</dt>
          <dd data-field="userCnt">{info.data.userCnt.toLocaleString()}</dd>
          <dt>{t('billing.instt.volume')}</dt>
          <dd data-field="volume">{formatFileSize(info.data.volumeBytes)}</dd>
          <dt>{t('billing.instt.unpaid')}</dt>
          <dd data-field="unpaid">{won(t, info.data.unpaidAmount)}</dd>
          <dt>{t('billing.instt.lastClaim')}</dt>
          <dd>{info.data.lastClaimMonth ?? t('billing.instt.none')}</dd>
          <dt>{t('billing.subs.end')}</dt>
          <dd data-field="endDe">
            {info.data.endDe
              ? t('billing.subs.endValue', { end: info.data.endDe, deletion: info.data.dataDeletionDe ?? '' })
              : t('billing.instt.none')}
          </dd>
        </dl>
      )}
      <p className="provider-hint">
        {t('billing.instt.links')} <Link to="/manageSubscription">{t('billing.subs.title')}</Link> ·{' '}
        <Link to="/managePaymentHistory">{t('billing.claims.title')}</Link>
      </p>
    </section>
  );
}
