import { useSession } from '@nuri/shell';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../kit/AdminPage';
import { useInstitutionDetail } from '../../kit/institution-queries';
import { LookupError } from '../../kit/LookupError';
import { InstitutionImageField } from './InstitutionImageField';
import { InstitutionInfoForm } from './InstitutionInfoForm';
import { MasterPhoneForm } from './MasterPhoneForm';
import { MasterTransferForm } from './MasterTransferForm';
import { WithdrawSection } from './WithdrawSection';

/** Basic settings (531, /insttManage): institution info and image; the master's own actions. */
export function BasicSettingsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('menu.basicSettings')}>
      {(insttCode) => <BasicSettings insttCode={insttCode} />}
    </AdminPage>
  );
}

function BasicSettings({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const detail = useInstitutionDetail(insttCode);
  const masterTitleId = useId();

  if (detail.isPending) return <p role="status">{t('common.loading')}</p>;
  if (detail.isError) {
    return (
      <LookupError title={t('instt.infoLookup')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const data = detail.data;
  const master = data.masterUserId;
  return (
    <>
      {/* Re-mounted with fresh values whenever the saved institution changes. */}
      <InstitutionInfoForm
        key={`${data.insttNm}|${data.insttTel ?? ''}|${data.insttAddr ?? ''}`}
        detail={data}
      />
      <InstitutionImageField insttCode={insttCode} insttNm={data.insttNm} imageCn={data.imageCn} />
      {master && master === session.userId ? (
        <>
          <MasterPhoneForm detail={data} masterUserId={master} />
          <MasterTransferForm detail={data} masterUserId={master} />
          <WithdrawSection detail={data} />
        </>
      ) : (
        <section className="panel instt-admin__section" aria-labelledby={masterTitleId}>
          <h2 id={masterTitleId}>
            {t('insttAdmin.phone.title')} · {t('insttAdmin.transfer.title')} ·{' '}
            {t('insttAdmin.withdraw.title')}
          </h2>
          <p className="instt-admin__note">{t('instt.masterOnly')}</p>
          {master && (
            <p className="instt-admin__note">{t('insttAdmin.masterOnly.note', { userId: master })}</p>
          )}
        </section>
      )}
    </>
  );
}
