import { checkThumbnail, THUMBNAIL_EXTENSIONS } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreMyInfo, type MyInfo } from './my-info';

/** My profile image: png, jpg or jpeg of at most 1 MB (checked before it is sent), or none. */
export function ProfileImage({ info }: { info: MyInfo }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const store = useStoreMyInfo(info.userId);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  const reload = async () => {
    store(await api.unwrap(api.GET('/api/users/me')));
    setVersion((v) => v + 1);
  };

  const upload = async (file: File) => {
    const check = checkThumbnail({ fileName: file.name, size: file.size });
    if (!check.ok) {
      await dialogs.alert({ type: 'failure', title: t(check.titleKey), message: t(check.messageKey, check.params) });
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      // The typed body only names the part; the multipart form itself is what is sent.
      await api.unwrap(api.POST('/api/users/image', { body: { file: file.name }, bodySerializer: () => form }));
      await reload();
      toast.show(t('web.account.myInfo.imageSaved'), { tone: 'success' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'delete', message: t('web.account.myInfo.imageDeleteConfirm') }))) return;
    setBusy(true);
    try {
      await api.unwrap(api.DELETE('/api/users/image'));
      await reload();
      toast.show(t('web.account.myInfo.imageDeleted'), { tone: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-image">
      {info.userImage ? (
        <img src={`${info.userImage}?v=${version}`} alt={t('web.account.myInfo.imageAlt', { name: info.userNm })} />
      ) : (
        <span className="profile-image__placeholder" aria-hidden="true">
          {info.userNm.slice(0, 1)}
        </span>
      )}
      <div className="profile-image__actions">
        <label htmlFor={inputId} className="profile-image__upload">
          {t('web.account.myInfo.imageChange')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="account-sr-only"
          accept={THUMBNAIL_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (input.current) input.current.value = '';
            if (file) void upload(file);
          }}
        />
        {info.userImage && (
          <button type="button" className="button--secondary" disabled={busy} onClick={() => void remove()}>
            {t('web.account.myInfo.imageDelete')}
          </button>
        )}
        <p id={`${inputId}-hint`} className="form-field__hint">
          {t('account.org.imageHint')}
        </p>
      </div>
    </div>
  );
}
