import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../dashboard/BarChart';
import { Figures } from '../dashboard/Figures';
import '../dashboard/dashboard.css';
import { AdminPage } from '../kit/AdminPage';
import { displayDateTime } from '../kit/dates';
import { dailyPayment, dailyUsers, dailyVolume, usageSimple } from './billing-api';
import { billingKeys } from './billing-keys';
import { QueryBlock } from './QueryBlock';
import './billing.css';

const MB = 1024 * 1024;

/**
 * Live usage of the institution admin (5322, /admin/:insttCode/insttManage/usage): members and
 * storage measured now against what the plan includes, and this month's daily members, volume
 * and month-to-date expected charge as bar charts.
 */
export function UsagePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('billing.usage.title')} intro={t('billing.usage.intro')}>
      {(insttCode) => <UsageView insttCode={insttCode} />}
    </AdminPage>
  );
}

function UsageView({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const simple = useQuery({
    queryKey: billingKeys.usage(insttCode),
    queryFn: () => usageSimple(api, insttCode),
  });
  const users = useQuery({
    queryKey: billingKeys.dailyUsers(insttCode),
    queryFn: () => dailyUsers(api, insttCode),
  });
  const volume = useQuery({
    queryKey: billingKeys.dailyVolume(insttCode),
    queryFn: () => dailyVolume(api, insttCode),
  });
  const payment = useQuery({
    queryKey: billingKeys.dailyPayment(insttCode),
    queryFn: () => dailyPayment(api, insttCode),
  });
  return (
    <div className="billing-page">
      <QueryBlock query={simple}>
        {(data) => (
          <>
            <Figures
              label={t('billing.usage.figures')}
              items={[
                {
                  key: 'users',
                  label: t('billing.usage.users'),
                  value: t('billing.usage.usersValue', { count: data.userCnt, included: data.includedUsers }),
                },
                {
                  key: 'volume',
                  label: t('billing.usage.volume'),
                  value: t('billing.usage.volumeValue', {
                    size: data.volumeGb.toFixed(1),
                    included: data.includedGb,
                  }),
                },
              ]}
            />
            <p className="billing-state">
              {t('billing.usage.measuredAt', { at: displayDateTime(data.measuredAt) })}
            </p>
          </>
        )}
      </QueryBlock>
      <section className="billing-section" aria-labelledby="usage-users">
        <h2 id="usage-users">{t('billing.usage.dailyUsers')}</h2>
        <QueryBlock query={users}>
          {(rows) => (
            <BarChart
              caption={t('billing.usage.dailyUsersCaption')}
              labelHeader={t('billing.usage.day')}
              bars={rows.map((row) => ({ label: row.useDe.slice(5, 10), count: row.userCnt }))}
            />
          )}
        </QueryBlock>
      </section>
      <section className="billing-section" aria-labelledby="usage-volume">
        <h2 id="usage-volume">{t('billing.usage.dailyVolume')}</h2>
        <QueryBlock query={volume}>
          {(rows) => (
            <BarChart
              caption={t('billing.usage.dailyVolumeCaption')}
              labelHeader={t('billing.usage.day')}
              bars={rows.map((row) => ({
                label: row.useDe.slice(5, 10),
                count: Math.round((row.volumeBytes / MB) * 10) / 10,
              }))}
            />
          )}
        </QueryBlock>
      </section>
      <section className="billing-section" aria-labelledby="usage-payment">
        <h2 id="usage-payment">{t('billing.usage.dailyPayment')}</h2>
        <QueryBlock query={payment}>
          {(rows) => (
            <BarChart
              caption={t('billing.usage.dailyPaymentCaption')}
              labelHeader={t('billing.usage.day')}
              bars={rows.map((row) => ({ label: row.accrualDe.slice(5, 10), count: row.amount }))}
            />
          )}
        </QueryBlock>
      </section>
    </div>
  );
}
