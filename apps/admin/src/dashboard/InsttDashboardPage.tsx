import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiUsageView } from '../apikeys/ApiUsageView';
import { AdminPage } from '../kit/AdminPage';
import { BarChart } from './BarChart';
import { dailyCreated, insttFigures, monthlyCreated, type InsttDashboard } from './dashboard-api';
import { Figures, QueryState } from './Figures';
import './dashboard.css';

const FIGURES: Exclude<
  keyof InsttDashboard,
  'insttCode' | 'gallery' | 'storageBytes' | 'planCode' | 'planNmKo' | 'planNmEn'
>[] = [
  'lyrCnt',
  'mapCnt',
  'appCnt',
  'qnaCnt',
  'noticeCnt',
  'constituentCnt',
  'waitingCnt',
  'groupCnt',
  'weeklyUserCnt',
];

/** The institution dashboard (/admin/:insttCode/insttDashBoard): figure cards and the monthly contents chart. */
export function InsttDashboardPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('dashboard.insttTitle')} intro={t('dashboard.insttIntro')}>
      {(insttCode) => <InsttDashboardView insttCode={insttCode} />}
    </AdminPage>
  );
}

function InsttDashboardView({ insttCode }: { insttCode: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const figures = useQuery({
    queryKey: ['dashboard', insttCode],
    queryFn: () => insttFigures(api, insttCode),
  });
  return (
    <>
      <QueryState query={figures}>
        {(data) => (
          <>
            <Figures
              items={[
                ...FIGURES.map((key) => ({ key, label: t(`dashboard.${key}`), value: data[key] })),
                {
                  key: 'planCode',
                  label: t('dashboard.planCode'),
                  value: (i18n.language === 'en' ? data.planNmEn : data.planNmKo) ?? data.planCode,
                },
                {
                  key: 'storage',
                  label: t('dashboard.storage'),
                  value: t('dashboard.storageMb', { size: (data.storageBytes / 1048576).toFixed(1) }),
                },
              ]}
            />
            <h2>{t('dashboard.gallery')}</h2>
            <Figures
              label={t('dashboard.gallery')}
              items={[
                { key: 'approved', label: t('dashboard.galleryApproved'), value: data.gallery.approvedCnt },
                {
                  key: 'requested',
                  label: t('dashboard.galleryRequested'),
                  value: data.gallery.requestedCnt,
                },
                { key: 'rejected', label: t('dashboard.galleryRejected'), value: data.gallery.rejectedCnt },
                { key: 'views', label: t('dashboard.galleryViews'), value: data.gallery.viewCnt },
                {
                  key: 'recommends',
                  label: t('dashboard.galleryRecommends'),
                  value: data.gallery.recommendCnt,
                },
              ]}
            />
          </>
        )}
      </QueryState>
      <DailyChart insttCode={insttCode} />
      <MonthlyChart insttCode={insttCode} />
      <ApiUsageSection insttCode={insttCode} />
    </>
  );
}

/** The institution's API key usage (the API key screen's usage view, issue: integrator access). */
function ApiUsageSection({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="dashboard-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.apiUsage')}</h2>
      <ApiUsageView insttCode={insttCode} />
    </section>
  );
}

function DailyChart({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const daily = useQuery({
    queryKey: ['dashboard', insttCode, 'daily'],
    queryFn: () => dailyCreated(api, insttCode),
  });
  return (
    <section className="dashboard-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.daily')}</h2>
      <QueryState query={daily}>
        {(rows) => (
          <BarChart
            caption={t('dashboard.daily')}
            labelHeader={t('dashboard.day')}
            bars={rows.map((r) => ({ label: r.day.slice(5), count: r.cnt }))}
          />
        )}
      </QueryState>
    </section>
  );
}

function MonthlyChart({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const selectId = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const monthly = useQuery({
    queryKey: ['dashboard', insttCode, 'monthly', year],
    queryFn: () => monthlyCreated(api, insttCode, year),
  });
  return (
    <section className="dashboard-section" aria-labelledby={`${selectId}-h`}>
      <h2 id={`${selectId}-h`}>{t('dashboard.monthly')}</h2>
      <label htmlFor={selectId}>{t('dashboard.year')}</label>{' '}
      <select id={selectId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
        {[0, 1, 2, 3, 4].map((back) => (
          <option key={back} value={thisYear - back}>
            {thisYear - back}
          </option>
        ))}
      </select>
      <QueryState query={monthly}>
        {(rows) => (
          <BarChart
            caption={`${t('dashboard.monthly')} (${year})`}
            labelHeader={t('dashboard.month')}
            bars={rows.map((r) => ({
              label: t('dashboard.monthLabel', { month: r.month }),
              count: r.lyrCnt + r.mapCnt + r.appCnt,
            }))}
          />
        )}
      </QueryState>
    </section>
  );
}
