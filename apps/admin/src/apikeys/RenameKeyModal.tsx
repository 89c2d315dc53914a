import { API_KEY_NAME_MAX_LENGTH } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { FormDialog, TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown, fieldErrors } from '../kit/error-text';
import type { ApiKey } from './apikeys-api';

export interface RenameKeyModalProps {
  /** The key to rename; null: closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  onRenamed: () => void;
}

/** Renames a key (PUT /api/apikeys/{keyId} { keyNm }); nothing else about it changes. */
export function RenameKeyModal({ apiKey, onClose, onRenamed }: RenameKeyModalProps) {
  if (!apiKey) return null;
  return <RenameForm key={apiKey.keyId} apiKey={apiKey} onClose={onClose} onRenamed={onRenamed} />;
}

function RenameForm({
  apiKey,
  onClose,
  onRenamed,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const [keyNm, setKeyNm] = useState(apiKey.keyNm);
  const [error, setError] = useState<string | null>(null);

  const rename = useMutation({
    mutationFn: (name: string) =>
      api.unwrap(
        api.PUT('/api/apikeys/{keyId}', { params: { path: { keyId: apiKey.keyId } }, body: { keyNm: name } }),
      ),
    onSuccess: (saved) => {
      toast.show(t('apiKeys.renamed', { name: saved.keyNm }), { tone: 'success' });
      onRenamed();
    },
    onError: (failure) => {
      setError(fieldErrors(failure).keyNm ?? null);
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = () => {
    const name = keyNm.trim();
    if (!name) {
      setError(t('apiKeys.form.required', { field: t('apiKeys.form.name') }));
      return;
    }
    if (name === apiKey.keyNm) {
      onClose();
      return;
    }
    rename.mutate(name);
  };

  return (
    <FormDialog
      title={t('apiKeys.form.renameTitle')}
      maxWidth={520}
      onClose={onClose}
      onSubmit={submit}
      pending={rename.isPending}
      submitLabel={rename.isPending ? t('apiKeys.form.saving') : t('button.save')}
      formClassName="instt-form"
      noValidate
    >
      <TextField
        label={t('apiKeys.form.name')}
        value={keyNm}
        onChange={(value) => {
          setKeyNm(value);
          setError(null);
        }}
        error={error}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        required
      />
    </FormDialog>
  );
}
