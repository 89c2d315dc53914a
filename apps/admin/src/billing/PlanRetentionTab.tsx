import { useApi } from '@nuri/shell';
import { FormDialog, TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import { nameIn } from './billing-api';

interface PlanRetention {
  planCode: string;
  planNm: string;
  planNmEn: string;
  historyKeepDays: number;
}

const PLAN_RETENTION_KEY = ['billing', 'planRetention'] as const;
const MIN_DAYS = 7;
const MAX_DAYS = 3650;

/**
 * The plans' history retention (issue 22), a tab of subscription management (42): how many days
 * layer versions and web map revisions are kept for each plan's institutions, with its editor.
 */
export function PlanRetentionTab() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<PlanRetention | null>(null);
  const plans = useQuery({
    queryKey: PLAN_RETENTION_KEY,
    queryFn: async () => (await api.unwrap(api.GET('/api/super-admin/plans/retention'))) as PlanRetention[],
  });
  return (
    <div className="billing-plans">
      <p className="provider-hint">{t('billing.plans.intro')}</p>
      {plans.isPending && <p role="status">{t('billing.plans.loading')}</p>}
      {plans.isError && <p role="alert">{t('billing.loadError')}</p>}
      {plans.data && (
        <table className="billing-lines" data-testid="plan-retention">
          <caption>{t('billing.plans.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.plans.col.plan')}</th>
              <th scope="col">{t('billing.plans.col.days')}</th>
              <th scope="col">{t('billing.plans.col.edit')}</th>
            </tr>
          </thead>
          <tbody>
            {plans.data.map((plan) => {
              const name = nameIn(i18n.language, plan.planNm, plan.planNmEn);
              return (
                <tr key={plan.planCode}>
                  <th scope="row">{name}</th>
                  <td className="billing-num">{t('billing.plans.days', { days: plan.historyKeepDays.toLocaleString() })}</td>
                  <td>
                    <button type="button" className="button--secondary" aria-label={t('billing.plans.editLabel', { name })} onClick={() => setEditing(plan)}>
                      {t('billing.plans.edit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && <PlanRetentionDialog plan={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function PlanRetentionDialog({ plan, onClose }: { plan: PlanRetention; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const name = nameIn(i18n.language, plan.planNm, plan.planNmEn);
  const [days, setDays] = useState(String(plan.historyKeepDays));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (historyKeepDays: number) =>
      api.unwrap(api.PUT('/api/super-admin/plans/{planCode}/retention', { params: { path: { planCode: plan.planCode } }, body: { historyKeepDays } })),
    onSuccess: (saved) => {
      toast.show(t('billing.plans.saved', { name, days: saved.historyKeepDays }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: PLAN_RETENTION_KEY });
      onClose();
    },
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });
  const submit = () => {
    const value = Number(days.trim());
    if (!days.trim() || !Number.isInteger(value) || value < MIN_DAYS || value > MAX_DAYS) {
      setError(t('billing.plans.invalid'));
      return;
    }
    setError(null);
    save.mutate(value);
  };
  return (
    <FormDialog
      title={t('billing.plans.editTitle', { name })}
      maxWidth={480}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={save.isPending ? t('billing.saving') : t('button.save')}
      formClassName="billing-form"
      noValidate
    >
      <TextField type="number" label={t('billing.plans.field')} value={days} onChange={setDays} min={MIN_DAYS} max={MAX_DAYS} error={error} hint={t('billing.plans.hint')} />
    </FormDialog>
  );
}
