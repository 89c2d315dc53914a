import { isValidUserId } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { TextField, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../kit/error-text';
import { DEFAULT_INVITE_LEVEL, type MemberLevel } from '../../kit/levels';
import { LevelSelect } from '../../kit/LevelSelect';

/** Invites an openBiz member by user id (POST …/constituents/invite/openbiz); the account moves in on acceptance. */
export function OpenBizInviteForm({ insttCode, onInvited }: { insttCode: string; onInvited: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const [userId, setUserId] = useState('');
  const [level, setLevel] = useState<MemberLevel>(DEFAULT_INVITE_LEVEL);
  const [error, setError] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: (id: string) =>
      api.unwrap(
        api.POST('/api/instt/{insttCode}/constituents/invite/openbiz', {
          params: { path: { insttCode } },
          body: { userId: id, userSeCode: level },
        }),
      ),
    onSuccess: (_invitation, id) => {
      toast.show(t('insttAdmin.invite.sent', { target: id }), { tone: 'success' });
      setUserId('');
      onInvited();
    },
    onError: (failure) => setError(fieldErrors(failure).userId ?? null),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = userId.trim();
    const problem = !id
      ? t('insttAdmin.form.required', { field: t('insttAdmin.invite.userId') })
      : isValidUserId(id)
        ? null
        : t('auth.idFormat');
    setError(problem);
    if (!problem) invite.mutate(id);
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.openbiz.title')}</h2>
      <p className="instt-admin__note">{t('insttAdmin.openbiz.description')}</p>
      <form className="instt-form" noValidate onSubmit={submit}>
        <TextField
          label={t('insttAdmin.invite.userId')}
          autoComplete="off"
          value={userId}
          onChange={(value) => {
            setUserId(value);
            setError(null);
          }}
          error={error}
          maxLength={20}
          required
        />
        <LevelSelect value={level} onChange={setLevel} />
        <div className="instt-admin__actions">
          <button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.openbiz.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
