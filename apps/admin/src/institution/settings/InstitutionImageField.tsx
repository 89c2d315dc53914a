import { checkThumbnail, THUMBNAIL_EXTENSIONS } from '@nuri/domain';
import { useDialogs } from '@nuri/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../../kit/error-text';
import { useInstitutionImage } from '../../kit/institution-queries';

const ACCEPT = THUMBNAIL_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface InstitutionImageFieldProps {
  insttCode: string;
  insttNm: string;
  imageCn: string | null;
}

/**
 * The institution image on the settings screen, by the profile panel's rules: png/jpg/jpeg up
 * to 1 MB, 'success' on upload, a confirmation before deleting, titled results.
 */
export function InstitutionImageField({ insttCode, insttNm, imageCn }: InstitutionImageFieldProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const image = useInstitutionImage(insttCode);
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = checkThumbnail({ fileName: file.name, size: file.size });
    if (!check.ok) {
      void dialogs.alert({
        type: 'failure',
        title: t(check.titleKey),
        message: t(check.messageKey, { ...check.params }),
      });
      return;
    }
    setBusy(true);
    try {
      await image.upload(file);
      void dialogs.alert({ type: 'success', message: t('account.org.uploaded') });
    } catch (error) {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'delete', message: t('instt.deleteImageConfirm') }))) return;
    setBusy(true);
    try {
      await image.remove();
      void dialogs.alert({
        type: 'delete',
        title: t('instt.photoDeleted'),
        message: t('account.org.deleted', { name: insttNm }),
      });
    } catch (error) {
      if (!alreadyShown(error)) {
        void dialogs.alert({
          type: 'failure',
          title: t('instt.photoDeleteFailed'),
          message: t('account.org.deleteFailed'),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId}>{t('insttAdmin.image.title')}</h2>
      <div className="instt-admin__image">
        {imageCn ? (
          <img src={imageCn} alt={t('insttAdmin.image.preview', { name: insttNm })} />
        ) : (
          <p className="instt-admin__note">{t('insttAdmin.image.none')}</p>
        )}
        <div className="instt-admin__actions">
          <label className="button--secondary instt-admin__file">
            {t('insttAdmin.image.choose')}
            <input
              type="file"
              accept={ACCEPT}
              className="instt-sr-only"
              disabled={busy}
              onChange={(event) => void upload(event)}
            />
          </label>
          {imageCn && (
            <button type="button" className="button--secondary" disabled={busy} onClick={() => void remove()}>
              {t('account.org.deleteImage')}
            </button>
          )}
        </div>
      </div>
      <p className="instt-admin__note">{t('account.org.imageHint')}</p>
    </section>
  );
}
