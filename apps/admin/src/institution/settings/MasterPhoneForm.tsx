import { isNumericCode, normalizeMobileNumber, validateMobileNumber } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { TextField, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshInstitution, type InstitutionDetail } from '../../kit/institution-queries';
import { useCountdown } from './use-countdown';

/**
 * The master's mobile number (master only): an SMS code to the new number
 * (POST /api/instt/sms/crtfc/send), then PUT /api/instt/{insttCode}/master-phone with it.
 */
export function MasterPhoneForm({
  detail,
  masterUserId,
}: {
  detail: InstitutionDetail;
  masterUserId: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const refresh = useRefreshInstitution(detail.insttCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expireDt, setExpireDt] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const countdown = useCountdown(expireDt);

  const send = useMutation({
    mutationFn: (phoneNumber: string) =>
      api.unwrap(api.POST('/api/instt/sms/crtfc/send', { body: { userId: masterUserId, phoneNumber } })),
    onSuccess: (result, phoneNumber) => {
      setSentTo(phoneNumber);
      setExpireDt(result.expireDt);
      setCode('');
      toast.show(t('verification.sent'), { tone: 'success' });
    },
  });
  const change = useMutation({
    mutationFn: (body: { newMbltlphon: string; smsCrtfcKey: string }) =>
      api.unwrap(
        api.PUT('/api/instt/{insttCode}/master-phone', {
          params: { path: { insttCode: detail.insttCode } },
          body,
        }),
      ),
    onSuccess: async () => {
      setPhone('');
      setCode('');
      setSentTo(null);
      setExpireDt(null);
      toast.show(t('insttAdmin.phone.changed'), { tone: 'success' });
      await refresh();
    },
  });

  const changePhone = (value: string) => {
    setPhone(value);
    setErrors({});
    // A code belongs to the number it was sent to.
    if (sentTo !== null && normalizeMobileNumber(value) !== sentTo) {
      setSentTo(null);
      setExpireDt(null);
    }
  };
  const sendCode = () => {
    const problem = validateMobileNumber(phone);
    if (problem) {
      setErrors({ phone: t(problem) });
      return;
    }
    send.mutate(normalizeMobileNumber(phone));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem: { phone?: string; code?: string } = !sentTo
      ? { phone: t(validateMobileNumber(phone) ?? 'verification.noCode') }
      : countdown?.expired
        ? { code: t('verification.expired') }
        : !isNumericCode(code.trim())
          ? { code: t('verification.codeNumeric') }
          : {};
    setErrors(problem);
    if (!sentTo || problem.phone || problem.code) return;
    change.mutate({ newMbltlphon: sentTo, smsCrtfcKey: code.trim() });
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.phone.title')}</h2>
      <p className="instt-admin__note">
        {t('insttAdmin.phone.current', { phone: detail.masterMbtlnum ?? t('insttAdmin.none') })}
      </p>
      <form className="instt-form" noValidate onSubmit={submit}>
        <div className="instt-field--inline">
          <TextField
            label={t('insttAdmin.phone.new')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={phone}
            onChange={changePhone}
            error={errors.phone}
            maxLength={13}
          />
          <button type="button" className="button--secondary" disabled={send.isPending} onClick={sendCode}>
            {t('verification.sendCode')}
          </button>
        </div>
        {sentTo && (
          <TextField
            label={t('insttAdmin.phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setErrors({});
            }}
            error={errors.code ?? (countdown?.expired ? t('verification.expired') : null)}
            hint={
              countdown && !countdown.expired
                ? t('verification.remainingTime', { time: countdown.text })
                : undefined
            }
            maxLength={8}
          />
        )}
        <div className="instt-admin__actions">
          <button type="submit" disabled={change.isPending}>
            {change.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.phone.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
