import { isValidUserId, validateEmail } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { TextField, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../kit/error-text';
import { DEFAULT_INVITE_LEVEL, type MemberLevel } from '../../kit/levels';
import { LevelSelect } from '../../kit/LevelSelect';

type InviteBy = 'emailaddr' | 'userId';

/** Invites by e-mail address or user id with a level (POST …/constituents/invite). */
export function InviteForm({ insttCode, onInvited }: { insttCode: string; onInvited: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const [by, setBy] = useState<InviteBy>('emailaddr');
  const [target, setTarget] = useState('');
  const [level, setLevel] = useState<MemberLevel>(DEFAULT_INVITE_LEVEL);
  const [error, setError] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: (value: string) =>
      api.unwrap(
        api.POST('/api/instt/{insttCode}/constituents/invite', {
          params: { path: { insttCode } },
          body:
            by === 'emailaddr'
              ? { emailaddr: value, userSeCode: level }
              : { userId: value, userSeCode: level },
        }),
      ),
    onSuccess: (_invitation, value) => {
      toast.show(t('insttAdmin.invite.sent', { target: value }), { tone: 'success' });
      setTarget('');
      onInvited();
    },
    onError: (failure) => {
      const fields = fieldErrors(failure);
      setError(fields.emailaddr ?? fields.userId ?? null);
    },
  });

  const label = by === 'emailaddr' ? t('insttAdmin.invite.emailaddr') : t('insttAdmin.invite.userId');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = target.trim();
    const emailProblem = by === 'emailaddr' ? validateEmail(value) : null;
    const problem = !value
      ? t('insttAdmin.form.required', { field: label })
      : emailProblem
        ? t(emailProblem)
        : by === 'userId' && !isValidUserId(value)
          ? t('auth.idFormat')
          : null;
    setError(problem);
    if (!problem) invite.mutate(value);
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.invite.title')}</h2>
      <p className="instt-admin__note">{t('insttAdmin.invite.description')}</p>
      <form className="instt-form" noValidate onSubmit={submit}>
        <fieldset>
          <legend>{t('insttAdmin.invite.by')}</legend>
          {(['emailaddr', 'userId'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${titleId}-by`}
                value={option}
                checked={by === option}
                onChange={() => {
                  setBy(option);
                  setError(null);
                }}
              />{' '}
              {option === 'emailaddr' ? t('insttAdmin.invite.byEmail') : t('insttAdmin.invite.byUserId')}
            </label>
          ))}
        </fieldset>
        <TextField
          label={label}
          type={by === 'emailaddr' ? 'email' : 'text'}
          autoComplete="off"
          value={target}
          onChange={(value) => {
            setTarget(value);
            setError(null);
          }}
          error={error}
          maxLength={by === 'emailaddr' ? 254 : 20}
          required
        />
        <LevelSelect value={level} onChange={setLevel} />
        <div className="instt-admin__actions">
          <button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.invite.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
