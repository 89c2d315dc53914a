import { checkName } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { TextField, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../kit/error-text';
import { useRefreshInstitution, type InstitutionDetail } from '../../kit/institution-queries';
import { planLabel } from '../../kit/plans';

// As the API checks them (UpdateInsttDto): 2–100 characters; digits with - ( ) spaces or a leading +.
const NAME_MIN = 2;
const NAME_MAX = 100;
const ADDR_MAX = 300;
const TEL_PATTERN = /^\+?[0-9][0-9 ()-]{1,28}$/;

interface Fields {
  insttNm: string;
  insttTel: string;
  insttAddr: string;
}
type Errors = Partial<Record<keyof Fields, string>>;

/** The institution's name, telephone and address (PUT /api/instt/{insttCode}), with its fixed facts. */
export function InstitutionInfoForm({ detail }: { detail: InstitutionDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const refresh = useRefreshInstitution(detail.insttCode);
  const initial: Fields = {
    insttNm: detail.insttNm,
    insttTel: detail.insttTel ?? '',
    insttAddr: detail.insttAddr ?? '',
  };
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (body: Fields) =>
      api.unwrap(
        api.PUT('/api/instt/{insttCode}', { params: { path: { insttCode: detail.insttCode } }, body }),
      ),
    onSuccess: async () => {
      toast.show(t('insttAdmin.settings.saved'), { tone: 'success' });
      await refresh();
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (values: Fields): Errors => {
    const found: Errors = {};
    const name = values.insttNm.trim();
    const nameCheck = checkName(name);
    if (!name) found.insttNm = t('insttAdmin.form.required', { field: t('insttAdmin.settings.insttNm') });
    else if (name.length < NAME_MIN || name.length > NAME_MAX)
      found.insttNm = t('insttAdmin.settings.nameLength');
    else if (!nameCheck.ok) found.insttNm = t(nameCheck.messageKey, { ...nameCheck.params });
    if (values.insttTel.trim() && !TEL_PATTERN.test(values.insttTel.trim()))
      found.insttTel = t('instt.telInvalid');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      insttNm: fields.insttNm.trim(),
      insttTel: fields.insttTel.trim(),
      insttAddr: fields.insttAddr.trim(),
    };
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (
      values.insttNm === initial.insttNm &&
      values.insttTel === initial.insttTel &&
      values.insttAddr === initial.insttAddr
    ) {
      toast.show(t('insttAdmin.settings.noChanges'));
      return;
    }
    save.mutate(values);
  };

  const none = t('insttAdmin.none');
  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.settings.infoTitle')}</h2>
      <dl className="instt-admin__facts">
        <dt>{t('insttAdmin.settings.insttCode')}</dt>
        <dd>{detail.insttCode}</dd>
        <dt>{t('insttAdmin.settings.plan')}</dt>
        <dd>{planLabel(detail.planCode, t)}</dd>
        <dt>{t('insttAdmin.settings.master')}</dt>
        <dd>
          {detail.masterUserId
            ? t('insttAdmin.settings.masterValue', {
                name: detail.masterUserNm ?? detail.masterUserId,
                userId: detail.masterUserId,
              })
            : none}
        </dd>
        <dt>{t('insttAdmin.settings.masterPhone')}</dt>
        <dd>{detail.masterMbtlnum ?? none}</dd>
      </dl>
      <form className="instt-form" noValidate onSubmit={submit}>
        <TextField
          label={t('insttAdmin.settings.insttNm')}
          value={fields.insttNm}
          onChange={set('insttNm')}
          error={errors.insttNm}
          maxLength={NAME_MAX}
          required
        />
        <TextField
          label={t('insttAdmin.settings.insttTel')}
          type="tel"
          value={fields.insttTel}
          onChange={set('insttTel')}
          error={errors.insttTel}
          hint={t('insttAdmin.settings.insttTelHint')}
          autoComplete="tel"
          maxLength={30}
        />
        <TextField
          label={t('insttAdmin.settings.insttAddr')}
          value={fields.insttAddr}
          onChange={set('insttAddr')}
          error={errors.insttAddr}
          autoComplete="street-address"
          maxLength={ADDR_MAX}
        />
        <div className="instt-admin__actions">
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? t('insttAdmin.form.saving') : t('insttAdmin.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
