import {
  API_KEY_IP_ALLOW_LIST_MAX,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  startOfDay,
  type ApiKeyScope,
} from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { DatePicker, FormDialog, Select, TextField, useDialogs } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown, fieldErrors } from '../kit/error-text';
import { createBody, SCOPE_DESCRIPTION_KEYS, scopeLabelKey, type ApiKeyCreated } from './apikeys-api';
import { checkIpList } from './ip-list';

export interface CreateKeyModalProps {
  open: boolean;
  /** The institution the key is for; null: the provider admin chooses one from `institutions`. */
  insttCode: string | null;
  /** The provider admin's first choice (the list's institution filter). */
  defaultInsttCode?: string | null;
  institutions?: readonly { insttCode: string; insttNm: string }[];
  onClose: () => void;
  /** Issued: the caller shows the secret once and reloads the list. */
  onCreated: (created: ApiKeyCreated) => void;
  /** Today, replaced in tests. */
  now?: () => Date;
}

type Errors = Partial<Record<'insttCode' | 'keyNm' | 'scopes' | 'expireDt' | 'ipAllowList', string>>;

/** Issues a key (POST /api/apikeys): name, scopes with their descriptions, optional expiry and IP allow-list. */
export function CreateKeyModal(props: CreateKeyModalProps) {
  if (!props.open) return null;
  return <CreateKeyForm {...props} />;
}

function CreateKeyForm({
  insttCode,
  defaultInsttCode = null,
  institutions = [],
  onClose,
  onCreated,
  now = () => new Date(),
}: CreateKeyModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const scopesId = useId();
  const [instt, setInstt] = useState<string | null>(insttCode ?? defaultInsttCode);
  const [keyNm, setKeyNm] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['contents:read']);
  const [expireDay, setExpireDay] = useState<Date | null>(null);
  const [ipText, setIpText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const create = useMutation({
    mutationFn: (body: ReturnType<typeof createBody>) => api.unwrap(api.POST('/api/apikeys', { body })),
    onSuccess: onCreated,
    onError: (error) => {
      const fields = fieldErrors(error);
      setErrors({
        insttCode: fields.insttCode,
        keyNm: fields.keyNm,
        scopes: fields.scopes,
        expireDt: fields.expireDt,
        ipAllowList: Object.entries(fields).find(([field]) => field.startsWith('ipAllowList'))?.[1],
      });
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = () => {
    const found: Errors = {};
    if (!instt) found.insttCode = t('apiKeys.form.insttRequired');
    if (!keyNm.trim()) found.keyNm = t('apiKeys.form.required', { field: t('apiKeys.form.name') });
    if (scopes.length === 0) found.scopes = t('apiKeys.form.scopesRequired');
    const ips = checkIpList(ipText);
    if (!ips.ok)
      found.ipAllowList = ips.tooMany
        ? t('apiKeys.form.ipTooMany', { max: API_KEY_IP_ALLOW_LIST_MAX })
        : ips.problems
            .map((p) => t('apiKeys.form.ipLine', { line: p.line, problem: t(p.key, { ...p.params }) }))
            .join(' ');
    setErrors(found);
    if (Object.keys(found).length > 0 || !instt || !ips.ok) return;
    create.mutate(
      createBody({
        insttCode: instt,
        keyNm,
        scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)),
        expireDay,
        ipAllowList: ips.entries,
      }),
    );
  };

  const toggleScope = (scope: ApiKeyScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors((e) => ({ ...e, scopes: undefined }));
  };

  return (
    <FormDialog
      title={t('apiKeys.form.createTitle')}
      maxWidth={640}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={create.isPending ? t('apiKeys.form.saving') : t('apiKeys.form.issue')}
      formClassName="instt-form apikeys-form"
      noValidate
    >
      {insttCode === null && (
        <div className="instt-field">
          <Select
            native
            required
            label={t('apiKeys.form.instt')}
            placeholder={t('apiKeys.form.insttChoose')}
            options={institutions.map((i) => ({
              value: i.insttCode,
              label: `${i.insttNm} (${i.insttCode})`,
            }))}
            value={instt}
            onChange={(value) => {
              setInstt(value || null);
              setErrors((e) => ({ ...e, insttCode: undefined }));
            }}
          />
          {errors.insttCode && <p className="instt-field__error">{errors.insttCode}</p>}
        </div>
      )}
      <TextField
        label={t('apiKeys.form.name')}
        value={keyNm}
        onChange={(value) => {
          setKeyNm(value);
          setErrors((e) => ({ ...e, keyNm: undefined }));
        }}
        error={errors.keyNm}
        hint={t('apiKeys.form.nameHint')}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        required
      />
      <fieldset aria-describedby={`${scopesId}-hint`} aria-invalid={errors.scopes ? true : undefined}>
        <legend>{t('apiKeys.form.scopes')}</legend>
        <p id={`${scopesId}-hint`} className="instt-field__hint">
          {t('apiKeys.form.scopesHint')}
        </p>
        {API_KEY_SCOPES.map((scope) => {
          const id = `${scopesId}-${scope}`;
          return (
            <div key={scope} className="apikeys-scope">
              <input
                id={id}
                type="checkbox"
                checked={scopes.includes(scope)}
                aria-describedby={`${id}-desc`}
                onChange={(event) => toggleScope(scope, event.target.checked)}
              />
              <label htmlFor={id}>
                {t(scopeLabelKey(scope))} <code>{scope}</code>
              </label>
              <p id={`${id}-desc`} className="instt-field__hint">
                {t(SCOPE_DESCRIPTION_KEYS[scope])}
              </p>
            </div>
          );
        })}
        {errors.scopes && <p className="instt-field__error">{errors.scopes}</p>}
      </fieldset>
      <div className="instt-field">
        <DatePicker
          label={t('apiKeys.form.expire')}
          value={expireDay}
          onChange={(day) => {
            setExpireDay(day);
            setErrors((e) => ({ ...e, expireDt: undefined }));
          }}
          min={{ date: startOfDay(now()), name: t('period.today') }}
          now={now}
        />
        <p className="instt-field__hint">{t('apiKeys.form.expireHint')}</p>
        {errors.expireDt && <p className="instt-field__error">{errors.expireDt}</p>}
      </div>
      <TextField
        label={t('apiKeys.form.ipAllowList')}
        value={ipText}
        onChange={(value) => {
          setIpText(value);
          setErrors((e) => ({ ...e, ipAllowList: undefined }));
        }}
        error={errors.ipAllowList}
        hint={t('apiKeys.form.ipAllowListHint', { max: API_KEY_IP_ALLOW_LIST_MAX })}
        multiline
      />
    </FormDialog>
  );
}
