import { formatDateTime, parseIsoDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Modal } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsttSubscriptionInfo } from '../../billing/InsttSubscriptionInfo';
import { ContentsCounts } from './ContentsCounts';
import { fetchDetail, insttKeys, type InstitutionDetail } from './institution-api';
import { MenuAccessPanel } from './MenuAccessPanel';
import { StateActions } from './StateActions';
import { planLabel, StatusBadge } from './status-badge';

export interface InstitutionDetailModalProps {
  /** The institution shown; null closes the modal. */
  insttCode: string | null;
  onClose: () => void;
  /** After a state change: the list reloads. */
  onChanged: () => void;
}

/** An institution's details, holdings, state change and menu access (GET /api/instt/{code}/detail). */
export function InstitutionDetailModal({ insttCode, onClose, onChanged }: InstitutionDetailModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery({
    queryKey: insttKeys.detail(insttCode ?? ''),
    queryFn: () => fetchDetail(api, insttCode ?? ''),
    enabled: insttCode !== null,
  });
  const name = detail.data?.insttNm ?? insttCode ?? '';

  return (
    <Modal
      open={insttCode !== null}
      onClose={onClose}
      title={t('provider.instt.detail.title', { name })}
      footer={
        <button type="button" className="button--secondary" onClick={onClose}>
          {t('button.close')}
        </button>
      }
    >
      {detail.isPending && <p role="status">{t('common.loading')}</p>}
      {detail.isError && (
        <div role="alert">
          <p>{t('provider.instt.detail.loadError')}</p>
          <button type="button" className="button--secondary" onClick={() => void detail.refetch()}>
            {t('grid.retry')}
          </button>
        </div>
      )}
      {detail.data && (
        <div className="provider-detail">
          <DetailInfo detail={detail.data} />
          <InsttSubscriptionInfo insttCode={detail.data.insttCode} insttNm={detail.data.insttNm} />
          <ContentsCounts insttCode={detail.data.insttCode} active={detail.data.deleteAt !== 'Y'} />
          <StateActions detail={detail.data} onChanged={onChanged} />
          <MenuAccessPanel insttCode={detail.data.insttCode} active={detail.data.deleteAt !== 'Y'} />
        </div>
      )}
    </Modal>
  );
}

function DetailInfo({ detail }: { detail: InstitutionDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const none = t('provider.instt.detail.none');
  const created = parseIsoDateTime(detail.creatDt);
  const master = detail.masterUserId
    ? t('provider.instt.detail.masterValue', {
        name: detail.masterUserNm ?? detail.masterUserId,
        userId: detail.masterUserId,
      })
    : none;
  const rows: [string, ReactNode][] = [
    [t('provider.instt.col.code'), detail.insttCode],
    [t('provider.instt.col.name'), detail.insttNm],
    [t('provider.instt.col.plan'), planLabel(t, detail.planCode)],
    [
      t('provider.instt.col.status'),
      <StatusBadge key="status" status={detail.insttSttusCode} deleteAt={detail.deleteAt} />,
    ],
    [t('provider.instt.detail.url'), detail.insttUrl ?? none],
    [t('provider.instt.detail.tel'), detail.insttTel ?? none],
    [t('provider.instt.detail.addr'), detail.insttAddr ?? none],
    [t('provider.instt.detail.master'), master],
    [t('provider.instt.detail.masterPhone'), detail.masterMbtlnum ?? none],
    [t('provider.instt.detail.creator'), detail.creatmanId ?? none],
    [t('provider.instt.col.created'), created ? formatDateTime(created) : detail.creatDt],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('provider.instt.detail.info')}</h3>
      <dl>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
