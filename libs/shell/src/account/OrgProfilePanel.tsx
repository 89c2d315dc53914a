import { ApiError } from '@nuri/api-client';
import {
  checkThumbnail,
  DEFAULT_INSTT_STATUS,
  INSTT_STATUS_MESSAGE_KEYS,
  INSTT_STATUS_TONES,
  THUMBNAIL_EXTENSIONS,
  type InsttStatusCode,
} from '@nuri/domain';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@nuri/ui';
import '../styles/account.css';

/** The panel's fields of an institution (spec 000 §3, shared-panel fields). */
export interface OrgProfile {
  insttCode: string;
  insttNm: string;
  /** Address of the institution image, if it has one. */
  imageCn?: string | null;
}

export interface OrgProfilePanelProps {
  institution: OrgProfile;
  /** Operational status; 'normal operation' when unknown (spec 000 §4). */
  statusCode?: InsttStatusCode | null;
  /** Stores a checked image; resolves to its address. Without it the image cannot be changed. */
  onUpload?: (file: File) => Promise<string>;
  /** Deletes the image. Without it the image cannot be deleted. */
  onDeleteImage?: () => Promise<void>;
  /** Asks before deleting; the app's confirmation dialog by default. */
  confirm?: (message: string) => Promise<boolean>;
}

const ACCEPT = THUMBNAIL_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The admin sidebar's institution profile: image, name, operational status (billing yellow,
 * paused red), and image upload (png/jpg/jpeg up to 1 MB) and delete.
 */
export function OrgProfilePanel({ institution, statusCode, onUpload, onDeleteImage, confirm }: OrgProfilePanelProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const titleId = useId();
  const [image, setImage] = useState<string | null>(institution.imageCn ?? null);
  const [busy, setBusy] = useState(false);
  const status = statusCode ?? DEFAULT_INSTT_STATUS;
  const { insttNm } = institution;

  useEffect(() => setImage(institution.imageCn ?? null), [institution.imageCn]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !onUpload) return;
    const check = checkThumbnail({ fileName: file.name, size: file.size });
    if (!check.ok) {
      void dialogs.alert({ type: 'failure', title: t(check.titleKey), message: t(check.messageKey, { ...check.params }) });
      return;
    }
    setBusy(true);
    try {
      setImage(await onUpload(file));
      void dialogs.alert({ type: 'success', message: t('account.org.uploaded') });
    } catch (error) {
      // The API client has already shown the server's answer; anything else is ours to tell.
      if (!(error instanceof ApiError)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onDeleteImage) return;
    const message = t('instt.deleteImageConfirm');
    const agreed = confirm ? await confirm(message) : await dialogs.confirm({ type: 'delete', message });
    if (!agreed) return;
    setBusy(true);
    try {
      await onDeleteImage();
      setImage(null);
      void dialogs.alert({ type: 'delete', title: t('instt.photoDeleted'), message: t('account.org.deleted', { name: insttNm }) });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        void dialogs.alert({ type: 'failure', title: t('instt.photoDeleteFailed'), message: t('account.org.deleteFailed') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="org-profile" aria-labelledby={titleId} aria-busy={busy}>
      <div className="org-profile__image">
        {image ? (
          <img src={image} alt={t('account.org.imageAlt', { name: insttNm })} />
        ) : (
          <span className="org-profile__placeholder" role="img" aria-label={t('account.org.noImage')}>
            {Array.from(insttNm)[0] ?? ''}
          </span>
        )}
      </div>
      <h2 id={titleId} className="org-profile__name">
        {insttNm}
      </h2>
      <p className={`org-profile__status org-profile__status--${INSTT_STATUS_TONES[status]}`} data-status={status}>
        <span className="org-profile__status-label">{t('account.org.status')}</span>{' '}
        {t(INSTT_STATUS_MESSAGE_KEYS[status])}
      </p>
      {(onUpload || (onDeleteImage && image)) && (
        <div className="org-profile__actions">
          {onUpload && (
            <label className="org-profile__upload">
              {t('account.org.changeImage')}
              <input type="file" accept={ACCEPT} className="account-sr-only" disabled={busy} onChange={(event) => void upload(event)} />
            </label>
          )}
          {onDeleteImage && image && (
            <button type="button" className="button--secondary" disabled={busy} onClick={() => void remove()}>
              {t('account.org.deleteImage')}
            </button>
          )}
          {onUpload && <p className="org-profile__hint">{t('account.org.imageHint')}</p>}
        </div>
      )}
    </section>
  );
}
