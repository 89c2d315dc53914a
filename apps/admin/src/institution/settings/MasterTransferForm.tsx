import { USER_SE_CODES } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Select, TextField, useDialogs } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../../kit/error-text';
import { useRefreshInstitution, type InstitutionDetail } from '../../kit/institution-queries';
import { LookupError } from '../../kit/LookupError';
import { usePasswordEncryptor } from '../../kit/password';
import { insttKeys } from '../../kit/query-keys';

// An institution has a handful of admins: one page holds them all.
const ADMIN_PAGE_SIZE = 100;

/** Hands the master account to another admin (14) of the institution (POST …/master, with the master's password). */
export function MasterTransferForm({
  detail,
  masterUserId,
}: {
  detail: InstitutionDetail;
  masterUserId: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const encryptor = usePasswordEncryptor();
  const refresh = useRefreshInstitution(detail.insttCode);
  const titleId = useId();
  const [target, setTarget] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ target?: string; password?: string }>({});

  const admins = useQuery({
    queryKey: insttKeys.admins(detail.insttCode),
    queryFn: () =>
      api.unwrap(
        api.GET('/api/instt/{insttCode}/constituents', {
          params: {
            path: { insttCode: detail.insttCode },
            query: { userSeCode: USER_SE_CODES.INSTT_ADMIN, pageSize: ADMIN_PAGE_SIZE },
          },
        }),
      ),
  });
  const candidates = (admins.data?.content ?? []).filter((admin) => admin.userId !== masterUserId);
  const options = candidates.map((admin) => ({
    value: admin.userId,
    label: t('insttAdmin.transfer.option', { name: admin.userNm, userId: admin.userId }),
  }));

  const transfer = useMutation({
    mutationFn: async (userId: string) => {
      const userPassword = await encryptor.encrypt(password);
      return api.unwrap(
        api.POST('/api/instt/{insttCode}/master', {
          params: { path: { insttCode: detail.insttCode } },
          body: { userId, userPassword },
        }),
      );
    },
    onSuccess: async (result) => {
      setPassword('');
      await dialogs.alert({
        type: 'success',
        message: t('insttAdmin.transfer.done', { userId: result.masterUserId }),
      });
      await refresh();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      target: target ? undefined : t('insttAdmin.transfer.targetRequired'),
      password: password
        ? undefined
        : t('insttAdmin.form.required', { field: t('insttAdmin.form.password') }),
    };
    setErrors(found);
    const chosen = candidates.find((admin) => admin.userId === target);
    if (!chosen || found.password) return;
    const agreed = await dialogs.confirm({
      type: 'confirm',
      message: t('insttAdmin.transfer.confirm', { name: chosen.userNm, userId: chosen.userId }),
    });
    if (agreed) transfer.mutate(chosen.userId);
  };

  let body;
  if (admins.isPending) body = <p role="status">{t('common.loading')}</p>;
  else if (admins.isError) {
    body = (
      <LookupError
        title={t('insttAdmin.transfer.title')}
        error={admins.error}
        onRetry={() => void admins.refetch()}
      />
    );
  } else if (candidates.length === 0)
    body = <p className="instt-admin__note">{t('insttAdmin.transfer.noAdmins')}</p>;
  else {
    body = (
      <form className="instt-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="instt-field">
          <Select
            label={t('insttAdmin.transfer.target')}
            options={options}
            value={target}
            onChange={setTarget}
            required
          />
          {errors.target && <p className="instt-field__error">{errors.target}</p>}
        </div>
        <TextField
          label={t('insttAdmin.form.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={t('insttAdmin.form.passwordHint')}
        />
        <div className="instt-admin__actions">
          <button type="submit" disabled={transfer.isPending}>
            {transfer.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.transfer.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.transfer.title')}</h2>
      <p className="instt-admin__note">{t('insttAdmin.transfer.description')}</p>
      {body}
    </section>
  );
}
