import { PLAN_CODES } from '@nuri/domain';
import { CODE_GROUPS, useCommonCodes } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@nuri/ui';
import type { JoinForm } from './use-join-form';

/** The institution: code (its rule and its check), name, plan, telephone, address. */
export function InstitutionFields({ form }: { form: JoinForm }) {
  const { t } = useTranslation();
  const { values, errors, set, idOf, codeCheck } = form;
  // The plans and their names as the common codes list them (PLAN).
  const { options: plans } = useCommonCodes(CODE_GROUPS.PLAN, { only: Object.values(PLAN_CODES) });
  return (
    <fieldset className="join-section">
      <legend>{t('web.account.join.institution')}</legend>
      <TextField
        id={idOf('insttCode')}
        label={t('web.account.join.insttCode')}
        required
        maxLength={30}
        value={values.insttCode}
        onChange={(value) => set('insttCode', value.trim().toLowerCase())}
        hint={t('web.account.join.insttCodeHint')}
        note={codeCheck && !codeCheck.exists ? codeCheck.message : null}
        error={errors.insttCode}
        action={
          <button
            type="button"
            className="button--secondary"
            aria-label={t('web.account.join.checkFor', { label: t('web.account.join.insttCode') })}
            onClick={() => void form.checkInsttCode()}
          >
            {t('web.account.join.checkInsttCode')}
          </button>
        }
      />
      <TextField
        id={idOf('insttNm')}
        label={t('web.account.join.insttNm')}
        required
        autoComplete="organization"
        maxLength={100}
        value={values.insttNm}
        onChange={(value) => set('insttNm', value)}
        error={errors.insttNm}
        onBlur={() => form.leave('insttNm')}
      />
      <SelectField
        id={idOf('planCode')}
        label={t('web.account.join.plan')}
        required
        value={values.planCode}
        options={plans}
        placeholder={t('web.account.join.planPlaceholder')}
        onChange={(value) => set('planCode', value)}
        error={errors.planCode}
      />
      <TextField
        id={idOf('insttTel')}
        label={t('web.account.join.insttTel')}
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={values.insttTel}
        onChange={(value) => set('insttTel', value)}
        error={errors.insttTel}
        onBlur={() => form.leave('insttTel')}
      />
      <TextField
        id={idOf('insttAddr')}
        label={t('web.account.join.insttAddr')}
        autoComplete="street-address"
        maxLength={300}
        value={values.insttAddr}
        onChange={(value) => set('insttAddr', value)}
        error={errors.insttAddr}
      />
    </fieldset>
  );
}
