import { useApi } from '@nuri/shell';
import { TextField, useDialogs, useToast } from '@nuri/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown, fieldErrors } from '../../kit/error-text';
import { selfLockoutOf } from './ip-access-api';
import { addLocksOut, checkIpRule } from './ip-rule';

export interface IpAccessFormProps {
  /** The caller's address, offered as a quick fill and used for the lockout warning. */
  callerIp: string | null;
  /** Entries in the list now (0: the first entry decides who gets in). */
  listSize: number;
  onAdded: () => void;
}

/**
 * Adds an address or CIDR (POST /api/ipAccessCtrl/ip). An entry that would shut the admin out
 * is sent only after a confirmation, with confirmSelfLockout: asked up front when the screen can
 * tell, and after the API's 409 otherwise.
 */
export function IpAccessForm({ callerIp, listSize, onAdded }: IpAccessFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const titleId = useId();
  const [ipAddr, setIpAddr] = useState('');
  const [ipDc, setIpDc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmLockout = (ip: string | null) =>
    dialogs.confirm({ type: 'confirm', message: t('ipAccess.selfLockout', { ip: ip ?? '?' }) });
  const post = (confirmSelfLockout: boolean) =>
    api.unwrap(
      api.POST('/api/ipAccessCtrl/ip', {
        body: { ipAddr: ipAddr.trim(), ipDc: ipDc.trim(), confirmSelfLockout },
      }),
    );

  const send = async () => {
    const warned = addLocksOut(listSize, callerIp, ipAddr) === true;
    if (warned && !(await confirmLockout(callerIp))) return;
    try {
      return await post(warned);
    } catch (failure) {
      const lockout = selfLockoutOf(failure);
      if (!lockout || warned) throw failure;
      return (await confirmLockout(lockout.callerIp)) ? post(true) : undefined;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = checkIpRule(ipAddr);
    const problem = !ipAddr.trim()
      ? t('insttAdmin.form.required', { field: t('insttAdmin.ip.ipAddr') })
      : rule.ok
        ? null
        : t(rule.key, { ...rule.params });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const added = await send();
      if (!added) return;
      toast.show(t('insttAdmin.ip.added', { ipAddr: added.ipAddr }), { tone: 'success' });
      setIpAddr('');
      setIpDc('');
      onAdded();
    } catch (failure) {
      setError(fieldErrors(failure).ipAddr ?? null);
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.ip.addTitle')}</h2>
      <form className="instt-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="instt-field--inline">
          <TextField
            label={t('insttAdmin.ip.ipAddr')}
            value={ipAddr}
            onChange={(value) => {
              setIpAddr(value);
              setError(null);
            }}
            error={error}
            hint={t('insttAdmin.ip.ipAddrHint')}
            maxLength={64}
            required
          />
          {callerIp && (
            <button type="button" className="button--secondary" onClick={() => setIpAddr(callerIp)}>
              {t('insttAdmin.ip.useMine')}
            </button>
          )}
        </div>
        <TextField
          label={t('insttAdmin.ip.ipDc')}
          value={ipDc}
          onChange={setIpDc}
          hint={t('insttAdmin.ip.ipDcHint')}
          maxLength={200}
        />
        <div className="instt-admin__actions">
          <button type="submit" disabled={busy}>
            {busy ? t('insttAdmin.form.saving') : t('insttAdmin.ip.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
