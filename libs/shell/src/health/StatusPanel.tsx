import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_NAMES, type HealthResult } from './health.types';
import { useHealth } from './use-health';
import '../styles/status-panel.css';

/** "Service status" panel: GET /api/health as one row per check, 정상/장애. */
export function StatusPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const health = useHealth();

  return (
    <section className="panel status-panel" aria-labelledby={titleId} aria-busy={health.isFetching}>
      <div className="panel__header">
        <h2 id={titleId}>{t('status.title')}</h2>
        {health.isSuccess && (
          <button type="button" className="button--secondary" onClick={() => void health.refetch()} disabled={health.isFetching}>
            {t('status.refresh')}
          </button>
        )}
      </div>
      {health.isPending && <p role="status">{t('status.loading')}</p>}
      {health.isError && (
        <div role="alert" className="status-panel__error">
          <p>{t('status.error')}</p>
          <button type="button" onClick={() => void health.refetch()}>
            {t('status.retry')}
          </button>
        </div>
      )}
      {health.isSuccess && <HealthChecks result={health.data} titleId={titleId} />}
    </section>
  );
}

function HealthChecks({ result, titleId }: { result: HealthResult | null; titleId: string }) {
  const { t } = useTranslation();
  const checks = CHECK_NAMES.flatMap((name) => {
    const check = result?.checks[name];
    return check ? [{ name, check }] : [];
  });
  if (!result || checks.length === 0) return <p className="status-panel__empty">{t('empty.noData')}</p>;

  return (
    <>
      <p className={`status-panel__summary status-panel__summary--${result.status}`}>
        {t(`status.overall.${result.status}`)}{' '}
        <span className="status-panel__version">{t('status.version', { version: result.version })}</span>
      </p>
      <table className="status-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('status.column.check')}</th>
            <th scope="col">{t('status.column.status')}</th>
            <th scope="col">{t('status.column.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map(({ name, check }) => (
            <tr key={name}>
              <th scope="row">{t(`status.check.${name}`)}</th>
              <td>
                <span className={`badge badge--${check.status}`}>{t(`status.${check.status}`)}</span>
              </td>
              <td>{[check.version, check.detail].filter(Boolean).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
