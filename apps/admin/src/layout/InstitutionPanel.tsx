import { OrgProfilePanel } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import {
  useInstitution,
  useInstitutionImage,
  useInstitutionStatus,
} from '../kit/institution-queries';
import { LookupError } from '../kit/LookupError';

/**
 * The institution admin's profile panel: image and name (GET /api/instt/{insttCode}), the
 * operational status (…/status), and the image upload and delete. The code stands in for the
 * name until the institution is known.
 */
export function InstitutionPanel({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const institution = useInstitution(insttCode);
  const status = useInstitutionStatus(insttCode);
  const image = useInstitutionImage(insttCode);
  return (
    <>
      <OrgProfilePanel
        institution={{
          insttCode,
          insttNm: institution.data?.insttNm ?? insttCode,
          imageCn: institution.data?.imageCn ?? null,
        }}
        statusCode={status.data?.statusCode}
        onUpload={institution.isSuccess ? image.upload : undefined}
        onDeleteImage={institution.isSuccess ? image.remove : undefined}
      />
      {institution.isError && (
        <LookupError
          title={t('instt.infoLookup')}
          error={institution.error}
          onRetry={() => void institution.refetch()}
        />
      )}
      {status.isError && (
        <LookupError
          title={t('instt.statusLookup')}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      )}
    </>
  );
}
