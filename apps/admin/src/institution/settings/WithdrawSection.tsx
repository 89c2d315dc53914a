import { logoutPath } from '@nuri/domain';
import { routerPathIn, useApi } from '@nuri/shell';
import { TextField, useDialogs } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { alreadyShown } from '../../kit/error-text';
import type { InstitutionDetail } from '../../kit/institution-queries';
import { usePasswordEncryptor } from '../../kit/password';

/**
 * Institution withdrawal (master only): the master's password, a confirmation naming the
 * consequences, POST /api/instt/{insttCode}/withdraw, then logout (every login has ended).
 */
export function WithdrawSection({ detail }: { detail: InstitutionDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const encryptor = usePasswordEncryptor();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const withdraw = useMutation({
    mutationFn: async () => {
      const userPassword = await encryptor.encrypt(password);
      return api.unwrap(
        api.POST('/api/instt/{insttCode}/withdraw', {
          params: { path: { insttCode: detail.insttCode } },
          body: { userPassword },
        }),
      );
    },
    onSuccess: async (result) => {
      await dialogs.alert({
        type: 'info',
        message: t('insttAdmin.withdraw.done', { count: result.movedMemberCnt }),
      });
      navigate(routerPathIn('admin', logoutPath('institution-admin')) ?? '/');
    },
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(t('insttAdmin.form.required', { field: t('insttAdmin.form.password') }));
      return;
    }
    setError(null);
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('insttAdmin.withdraw.confirm', { name: detail.insttNm }),
      confirmLabel: t('insttAdmin.withdraw.submit'),
    });
    if (agreed) withdraw.mutate();
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.withdraw.title')}</h2>
      <p className="instt-admin__warning">{t('insttAdmin.withdraw.consequences')}</p>
      <form className="instt-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('insttAdmin.form.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={error}
          hint={t('insttAdmin.form.passwordHint')}
        />
        <div className="instt-admin__actions">
          <button type="submit" disabled={withdraw.isPending}>
            {withdraw.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.withdraw.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
