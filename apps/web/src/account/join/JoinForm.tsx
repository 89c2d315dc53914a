import { useTranslation } from 'react-i18next';
import { InstitutionFields } from './InstitutionFields';
import type { JoinKind } from './join-rules';
import { MemberFields } from './MemberFields';
import { TermsAgreement } from './TermsAgreement';
import { useJoinForm, type SignedUp } from './use-join-form';

/** One sign-up: the terms, the institution (institution sign-up), then the (master) account. */
export function JoinForm({ kind, onDone }: { kind: JoinKind; onDone(signedUp: SignedUp): void }) {
  const { t } = useTranslation();
  const form = useJoinForm(kind, onDone);
  return (
    <form
      className="join-form"
      noValidate
      aria-label={t(kind === 'institution' ? 'web.account.join.institutionTab' : 'web.account.join.memberTab')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <p className="form-field__hint">{t('web.account.join.requiredNote')}</p>
      <TermsAgreement form={form} />
      {kind === 'institution' && <InstitutionFields form={form} />}
      <fieldset className="join-section">
        <legend>{t(kind === 'institution' ? 'web.account.join.master' : 'web.account.join.member')}</legend>
        <MemberFields form={form} />
      </fieldset>
      {form.problem && (
        <p role="alert" className="form-field__error join-form__problem">
          {form.problem}
        </p>
      )}
      <button type="submit" disabled={form.busy}>
        {t(form.busy ? 'web.account.join.submitting' : 'web.account.join.submit')}
      </button>
    </form>
  );
}
