import { CODE_GROUPS, CodeSelect, useApi } from '@nuri/shell';
import { Modal, useToast } from '@nuri/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkCreateForm,
  EMPTY_CREATE_FORM,
  type CreateFormProblems,
  type CreateFormValues,
} from './create-form';
import { codeExists, createInstitution } from './institution-api';
import { FormField } from './FormField';
import { PLAN_LIST } from './status-badge';

export interface CreateInstitutionModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (insttCode: string) => void;
}

/** The result of the code check: the server's 'already in use' / 'available' for one code. */
interface CodeCheck {
  insttCode: string;
  exists: boolean;
  message: string;
}

/** POST /api/instt: code (rules, then GET /api/instt/exists), name, plan, telephone, address. */
export function CreateInstitutionModal({ open, onClose, onCreated }: CreateInstitutionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('provider.create.title')} maxWidth={560}>
      <CreateForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateForm({ onClose, onCreated }: Omit<CreateInstitutionModalProps, 'open'>) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState<CreateFormValues>(EMPTY_CREATE_FORM);
  const [problems, setProblems] = useState<CreateFormProblems>({});
  const [check, setCheck] = useState<CodeCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const code = values.insttCode.trim();
  const currentCheck = check?.insttCode === code ? check : null;

  const set = (field: keyof CreateFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  /** The code rules first; the server only for a well-formed code. */
  const runCheck = async (): Promise<CodeCheck | null> => {
    const codeProblem = checkCreateForm(values).insttCode;
    setProblems((p) => ({ ...p, insttCode: codeProblem }));
    if (codeProblem) return null;
    const result = await codeExists(api, code);
    const next = { insttCode: code, ...result };
    setCheck(next);
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCreateForm(values);
    setProblems(found);
    if (found.insttCode || found.insttNm) return;
    setBusy(true);
    try {
      const checked = currentCheck ?? (await runCheck());
      if (!checked || checked.exists) return;
      const created = await createInstitution(api, {
        insttCode: code,
        insttNm: values.insttNm.trim(),
        planCode: values.planCode,
        insttTel: values.insttTel.trim() || undefined,
        insttAddr: values.insttAddr.trim() || undefined,
      });
      toast.show(t('provider.create.done', { name: created.insttNm }), { tone: 'success' });
      onCreated(created.insttCode);
    } catch {
      // The API client has shown the server's answer (409 code or name in use, 422 banned word…).
    } finally {
      setBusy(false);
    }
  };

  const problemText = (field: 'insttCode' | 'insttNm') => {
    const problem = problems[field];
    return problem ? t(problem.key, { ...problem.params }) : undefined;
  };
  const codeStatus = currentCheck ? { ok: !currentCheck.exists, text: currentCheck.message } : undefined;

  return (
    <form
      id={formId}
      className="provider-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <FormField
        label={t('provider.create.code')}
        hint={t('provider.create.codeHint')}
        value={values.insttCode}
        onChange={set('insttCode')}
        error={problemText('insttCode')}
        status={codeStatus}
        required
        maxLength={30}
        autoComplete="off"
        action={
          <button
            type="button"
            className="button--secondary"
            disabled={busy}
            onClick={() => void runCheck().catch(() => null)}
          >
            {t('provider.create.checkCode')}
          </button>
        }
      />
      <FormField
        label={t('provider.create.name')}
        value={values.insttNm}
        onChange={set('insttNm')}
        error={problemText('insttNm')}
        required
        maxLength={100}
      />
      <CodeSelect
        native
        required
        groupCode={CODE_GROUPS.PLAN}
        only={PLAN_LIST}
        label={t('provider.create.plan')}
        value={values.planCode}
        onChange={(plan) =>
          setValues((v) => ({ ...v, planCode: PLAN_LIST.find((p) => p === plan) ?? v.planCode }))
        }
      />
      <FormField
        label={t('provider.create.tel')}
        optional
        value={values.insttTel}
        onChange={set('insttTel')}
        type="tel"
        maxLength={30}
      />
      <FormField
        label={t('provider.create.addr')}
        optional
        value={values.insttAddr}
        onChange={set('insttAddr')}
        maxLength={300}
      />
      <div className="provider-actions">
        <button type="submit" disabled={busy}>
          {t('provider.create.submit')}
        </button>
        <button type="button" className="button--secondary" onClick={onClose}>
          {t('button.cancel')}
        </button>
      </div>
    </form>
  );
}
