import { useApi } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../institution/shared/AdminPage';
import { BarChart } from './BarChart';
import { insttFigures, monthlyCreated, type InsttDashboard } from './dashboard-api';
import { Figures, QueryState } from './Figures';
import './dashboard.css';

const FIGURES: Exclude<keyof InsttDashboard, 'insttCode'>[] = [
  'lyrCnt',
  'mapCnt',
  'appCnt',
  'qnaCnt',
  'noticeCnt',
  'constituentCnt',
  'waitingCnt',
  'groupCnt',
  'weeklyUserCnt',
  'planCode',
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
  const { t } = useTranslation();
  const api = useApi();
  const figures = useQuery({
    queryKey: ['dashboard', insttCode],
    queryFn: () => insttFigures(api, insttCode),
  });
  return (
    <>
      <QueryState query={figures}>
        {(data) => (
          <Figures items={FIGURES.map((key) => ({ key, label: t(`dashboard.${key}`), value: data[key] }))} />
        )}
      </QueryState>
      <MonthlyChart insttCode={insttCode} />
    </>
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
