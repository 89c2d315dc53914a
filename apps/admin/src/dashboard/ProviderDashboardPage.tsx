import {
  CONTENT_KIND_MESSAGE_KEYS,
  INSTT_STATUS_CODES,
  isContentKind,
  type InsttStatusCode,
} from '@nuri/domain';
import { StatusPanel, useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../account/RequireAdmin';
import { StatusBadge } from '../provider/institutions/status-badge';
import { BarChart } from './BarChart';
import { providerFigures } from './dashboard-api';
import { Figures, QueryState } from './Figures';
import '../institution/institution.css';
import '../provider/provider.css';
import './dashboard.css';

const isInsttStatus = (code: string): code is InsttStatusCode =>
  (Object.values(INSTT_STATUS_CODES) as string[]).includes(code);

/**
 * The provider dashboard (/admin/dashboard): institutions by state, members and contents totals,
 * and the service status (database, cache, job queue, GDAL): the operator's, not the public's.
 */
export function ProviderDashboardPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <RequireAdmin>
      <section className="instt-admin" aria-labelledby={titleId}>
        <header className="instt-admin__header">
          <h1 id={titleId}>{t('dashboard.providerTitle')}</h1>
          <p className="instt-admin__intro">{t('dashboard.providerIntro')}</p>
        </header>
        <ProviderDashboardView />
        <StatusPanel />
      </section>
    </RequireAdmin>
  );
}

function ProviderDashboardView() {
  const { t } = useTranslation();
  const api = useApi();
  const figures = useQuery({ queryKey: ['dashboard', 'provider'], queryFn: () => providerFigures(api) });
  return (
    <QueryState query={figures}>
      {(data) => (
        <>
          <Figures
            items={(['memberCnt', 'lyrCnt', 'mapCnt', 'appCnt'] as const).map((key) => ({
              key,
              label: t(`dashboard.${key}`),
              value: data[key],
            }))}
          />
          {data.institutionsByState.length === 0 ? (
            <p role="status">{t('dashboard.noStates')}</p>
          ) : (
            <table className="dashboard-chart__table">
              <caption>{t('dashboard.states')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.state')}</th>
                  <th scope="col">{t('dashboard.count')}</th>
                </tr>
              </thead>
              <tbody>
                {data.institutionsByState.map((s) => (
                  <tr key={s.insttSttusCode}>
                    <th scope="row">
                      {isInsttStatus(s.insttSttusCode) ? (
                        <StatusBadge status={s.insttSttusCode} deleteAt="N" />
                      ) : (
                        s.insttSttusCode
                      )}
                    </th>
                    <td>{s.cnt.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <BarChart
            caption={t('dashboard.newInstitutions')}
            labelHeader={t('dashboard.month')}
            bars={data.newInstitutions.map((m) => ({ label: m.month, count: m.cnt }))}
          />
          {data.topContents.length === 0 ? (
            <p role="status">{t('dashboard.noTopContents')}</p>
          ) : (
            <table className="dashboard-chart__table">
              <caption>{t('dashboard.topContents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.contentTitle')}</th>
                  <th scope="col">{t('dashboard.contentType')}</th>
                  <th scope="col">{t('dashboard.institution')}</th>
                  <th scope="col">{t('dashboard.views')}</th>
                </tr>
              </thead>
              <tbody>
                {data.topContents.map((c) => (
                  <tr key={`${c.cntntsTyCode}:${c.cntntsId}`}>
                    <th scope="row">{c.cntntsSj}</th>
                    <td>
                      {isContentKind(c.cntntsTyCode) ? t(CONTENT_KIND_MESSAGE_KEYS[c.cntntsTyCode]) : ''}
                    </td>
                    <td>{c.insttCode}</td>
                    <td>{c.viewCnt.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </QueryState>
  );
}
