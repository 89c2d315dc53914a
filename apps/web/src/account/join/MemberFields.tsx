import { VerificationField } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { TextField } from '@nuri/ui';
import { PasswordRules } from '../form/PasswordRules';
import type { JoinForm } from './use-join-form';

/** The account: id (with its check), name, verified e-mail, optional verified phone, password. */
export function MemberFields({ form }: { form: JoinForm }) {
  const { t } = useTranslation();
  const { values, errors, set, idOf, idCheck } = form;
  const params = { userId: values.userId };
  return (
    <>
      <TextField
        id={idOf('userId')}
        label={t('field.userId')}
        required
        autoComplete="username"
        maxLength={20}
        value={values.userId}
        onChange={(value) => set('userId', value.trim())}
        hint={t('web.account.join.idHint')}
        note={idCheck && !idCheck.exists ? idCheck.message : null}
        error={errors.userId}
        action={
          <button
            type="button"
            className="button--secondary"
            aria-label={t('web.account.join.checkFor', { label: t('field.userId') })}
            onClick={() => void form.checkUserId()}
          >
            {t('web.account.join.checkId')}
          </button>
        }
      />
      <TextField
        id={idOf('userNm')}
        label={t('field.userNm')}
        required
        autoComplete="name"
        maxLength={50}
        value={values.userNm}
        onChange={(value) => set('userNm', value)}
        error={errors.userNm}
        onBlur={() => form.leave('userNm')}
      />
      <VerificationField
        key={`email-${form.verificationRound}`}
        id={idOf('email')}
        type="signUp"
        label={t('field.emailaddr')}
        required
        checkAvailable
        params={params}
        hint={t('web.account.join.emailHint')}
        error={errors.email}
        {...form.emailHandlers}
      />
      <VerificationField
        key={`phone-${form.verificationRound}`}
        id={idOf('phone')}
        type="signUp"
        channel="sms"
        label={t('web.account.join.phone')}
        params={params}
        hint={t('web.account.join.phoneHint')}
        error={errors.phone}
        {...form.phoneHandlers}
      />
      <TextField
        id={idOf('password')}
        label={t('field.password')}
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => set('password', value)}
        hint={<PasswordRules password={values.password} userNm={values.userNm} />}
        error={errors.password}
        onBlur={() => form.leave('password')}
      />
      <TextField
        id={idOf('passwordConfirm')}
        label={t('web.account.join.passwordConfirm')}
        type="password"
        required
        autoComplete="new-password"
        value={values.passwordConfirm}
        onChange={(value) => set('passwordConfirm', value)}
        note={values.passwordConfirm && values.passwordConfirm === values.password ? t('web.account.join.passwordMatches') : null}
        error={errors.passwordConfirm}
        onBlur={() => form.leave('passwordConfirm')}
      />
    </>
  );
}
