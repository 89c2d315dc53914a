import {
  CODE_GROUPS,
  systemPath,
  useAccount,
  useApi,
  useCommonCodes,
  useGoTo,
  useSystemScope,
} from '@nuri/shell';
import { SelectField, TextField, useDialogs } from '@nuri/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, type FieldErrors } from '../form/form-errors';
import { OTHER_REASON, WITHDRAWAL_REASON_CODES } from './withdrawal-reasons';

type Field = 'password' | 'reason' | 'text';

/** Withdrawal (DELETE /api/users/me): the password, a reason and, for 'other', its text; asked twice. */
export function WithdrawalSection() {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const dialogs = useDialogs();
  const goTo = useGoTo();
  const scope = useSystemScope();
  const id = useId();
  const [values, setValues] = useState({ password: '', reason: '', text: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const idOf = (field: Field) => `${id}-${field}`;
  const set = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {};
    if (!values.password) problems.password = t('account.login.passwordRequired');
    if (!values.reason) problems.reason = t('web.account.withdraw.reasonRequired');
    if (values.reason === OTHER_REASON && !values.text.trim()) problems.text = t('web.account.withdraw.textRequired');
    setErrors(problems);
    if (focusFirstError(['password', 'reason', 'text'], problems, idOf)) return;
    const sure = await dialogs.confirm({
      type: 'delete',
      message: t('web.account.withdraw.confirm'),
      confirmLabel: t('web.account.withdraw.submit'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const userPassword = await account.encryptPassword(values.password);
      await api.unwrap(
        api.DELETE('/api/users/me', {
          body: { userPassword, whdwlResnCode: values.reason, whdwlResn: values.text.trim() || undefined },
        }),
      );
      await dialogs.alert({ type: 'success', message: t('auth.withdrawn') });
      await account.logout();
      goTo(systemPath(scope, '/'), { replace: true });
    } catch {
      // The client has shown the refusal (a wrong password…).
      setValues({ ...values, password: '' });
      document.getElementById(idOf('password'))?.focus();
    } finally {
      setBusy(false);
    }
  };

  // The reasons and their names are the common codes' (WHDWL_RESN).
  const { options: reasons } = useCommonCodes(CODE_GROUPS.WHDWL_RESN, { only: WITHDRAWAL_REASON_CODES });
  return (
    <form className="withdrawal" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('web.account.withdraw.title')}</h2>
      <p>{t('web.account.withdraw.intro')}</p>
      <TextField
        id={idOf('password')}
        label={t('web.account.withdraw.password')}
        type="password"
        required
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => set('password', value)}
        error={errors.password}
      />
      <SelectField
        id={idOf('reason')}
        label={t('web.account.withdraw.reason')}
        required
        value={values.reason}
        options={reasons}
        placeholder={t('web.account.withdraw.reasonPlaceholder')}
        onChange={(value) => set('reason', value)}
        error={errors.reason}
      />
      <TextField
        id={idOf('text')}
        label={t('web.account.withdraw.text')}
        multiline
        maxLength={500}
        value={values.text}
        onChange={(value) => set('text', value)}
        error={errors.text}
      />
      <button type="submit" className="button--danger" disabled={busy}>
        {t('web.account.withdraw.submit')}
      </button>
    </form>
  );
}
