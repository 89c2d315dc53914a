import { checkName, formatMobileNumber } from '@nuri/domain';
import { useAccount, useApi, VerificationField, type VerificationStep } from '@nuri/shell';
import { TextField, Toggle, useToast } from '@nuri/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, serverFieldErrors, type FieldErrors } from '../form/form-errors';
import { useStoreMyInfo, type MyInfo } from './my-info';
import { ProfileImage } from './ProfileImage';

type Field = 'userNm' | 'email';

interface EmailChange {
  text: string;
  step: VerificationStep;
  token: string | null;
  target: string | null;
}

/**
 * My info (spec 001 §2 'myInfoManager'): the id (not editable), name, e-mail (a new one is
 * verified first), marketing consent, profile image; role and institution shown.
 */
export function MyInfoForm({ info }: { info: MyInfo }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const toast = useToast();
  const store = useStoreMyInfo(info.userId);
  const id = useId();
  const [userNm, setUserNm] = useState(info.userNm);
  const [marketing, setMarketing] = useState(info.marketingAgreeAt === 'Y');
  const [email, setEmail] = useState<EmailChange>({ text: info.emailaddr, step: 'idle', token: null, target: null });
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const idOf = (field: Field) => `${id}-${field}`;
  const emailChanged = email.text.trim().toLowerCase() !== info.emailaddr.toLowerCase();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {};
    const name = userNm.trim();
    const nameCheck = checkName(name);
    if (name.length < 2 || name.length > 50) problems.userNm = t('web.account.join.lengthRule', { min: 2, max: 50 });
    else if (!nameCheck.ok) problems.userNm = t(nameCheck.messageKey, nameCheck.params);
    if (emailChanged && !email.token) {
      problems.email = t(email.step === 'sent' ? 'verification.completeCodeConfirmation' : 'verification.completeVerification');
    }
    setErrors(problems);
    if (focusFirstError(['userNm', 'email'], problems, idOf)) return;
    setBusy(true);
    try {
      const changedEmail = emailChanged && email.token && email.target ? { emailaddr: email.target, emailVerificationToken: email.token } : {};
      const saved = await api.unwrap(
        api.PUT('/api/users/me', { body: { userNm: name, marketingAgreeAt: marketing ? 'Y' : 'N', ...changedEmail } }),
      );
      store(saved);
      setEmail({ text: saved.emailaddr, step: 'idle', token: null, target: null });
      setRound(round + 1);
      toast.show(t('web.account.myInfo.saved'), { tone: 'success' });
      // The header shows the name from the session.
      if (saved.userNm !== info.userNm) void account.refresh();
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      const mapped: FieldErrors<Field> = { userNm: fromServer.userNm, email: fromServer.emailaddr };
      setErrors(mapped);
      focusFirstError(['userNm', 'email'], mapped, idOf);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="my-info" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('web.account.myInfo.title')}</h2>
      <ProfileImage info={info} />
      <dl className="my-info__facts">
        <div>
          <dt>{t('field.userId')}</dt>
          <dd>
            <span>{info.userId}</span> <span className="form-field__hint">{t('web.account.myInfo.idFixed')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('web.account.myInfo.role')}</dt>
          <dd>{info.userSeCodeNm}</dd>
        </div>
        <div>
          <dt>{t('web.account.myInfo.institution')}</dt>
          <dd>
            {info.insttNm} ({info.insttCode})
          </dd>
        </div>
        {info.phoneNumber && (
          <div>
            <dt>{t('field.phoneNumber')}</dt>
            <dd>{formatMobileNumber(info.phoneNumber)}</dd>
          </div>
        )}
        <div>
          <dt>{t('web.account.myInfo.registDt')}</dt>
          <dd>{new Date(info.registDt).toLocaleDateString(i18n.language)}</dd>
        </div>
      </dl>
      <TextField
        id={idOf('userNm')}
        label={t('field.userNm')}
        required
        autoComplete="name"
        maxLength={50}
        value={userNm}
        onChange={setUserNm}
        error={errors.userNm}
      />
      <VerificationField
        key={round}
        id={idOf('email')}
        type="signUp"
        label={t('field.emailaddr')}
        required
        checkAvailable
        initialTarget={info.emailaddr}
        params={{ userId: info.userId }}
        hint={t('web.account.myInfo.emailHint')}
        error={errors.email}
        onVerified={({ verificationToken, target }) => setEmail((e) => ({ ...e, step: 'verified', token: verificationToken, target }))}
        onReset={() => setEmail((e) => ({ ...e, token: null, target: null }))}
        onStepChange={(step) => setEmail((e) => ({ ...e, step }))}
        onTargetChange={(text) => setEmail((e) => ({ ...e, text }))}
      />
      <Toggle label={t('web.account.myInfo.marketing')} checked={marketing} onChange={setMarketing} />
      <button type="submit" disabled={busy}>
        {t('button.save')}
      </button>
    </form>
  );
}
