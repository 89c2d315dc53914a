import { INSTT_STATUS_CODES, type InsttStatusCode } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import {
  DataGrid,
  FormDialog,
  type GridColumn,
  type GridPageRequest,
  type GridRow,
  SelectField,
  Tabs,
  TextField,
  useDialogs,
  useGridRefresh,
  useToast,
} from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import { alreadyShown } from '../kit/error-text';
import '../provider/provider.css';
import { statusCellHtml } from '../provider/institutions/status-badge';
import {
  dayText,
  listSubscriptions,
  nameIn,
  saveSubscription,
  type Addon,
  type Plan,
  type Subscription,
} from './billing-api';
import { AddonChoices } from './AddonChoices';
import { DiscountsTab } from './DiscountsTab';
import { PlanRetentionTab } from './PlanRetentionTab';
import { usePriceLists } from './SubscriptionPage';
import './billing.css';
import { ProviderBillingPage } from './ProviderBillingPage';

/** The subscription grid's rows: a save loads them again. */
const SUBSCRIPTIONS_GRID = ['billing', 'subscriptions'] as const;

interface SubscriptionRow extends GridRow {
  uid: string;
  sub: Subscription;
  insttText: string;
  planText: string;
  addonText: string;
  beginText: string;
  billDayText: string;
  pendingText: string;
  /** The scheduled or past end (unsubscribe) with the data deletion day; '' when none. */
  endText: string;
  statusHtml: string;
}

/**
 * Subscription management of the provider admin (42, /admin/manageSubscription): every
 * institution's subscription (plan, add-ons, bill day, pending change) with the edit dialog, and
 * the discounts tab, and the plans' history retention tab. Behind RequireAdmin.
 */
export function ProviderSubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <ProviderBillingPage title={t('billing.subs.title')} intro={t('billing.subs.intro')}>
      <Tabs
        label={t('billing.subs.tabs')}
        tabs={[
          { id: 'subscriptions', label: t('billing.subs.tab.subscriptions'), content: <SubscriptionsTab /> },
          { id: 'discounts', label: t('billing.subs.tab.discounts'), content: <DiscountsTab /> },
          { id: 'plans', label: t('billing.subs.tab.plans'), content: <PlanRetentionTab /> },
        ]}
      />
    </ProviderBillingPage>
  );
}

function names(language: string, addons: readonly Addon[], codes: readonly string[], none: string) {
  if (codes.length === 0) return none;
  return codes
    .map((code) => {
      const addon = addons.find((a) => a.addonCode === code);
      return addon ? nameIn(language, addon.addonNm, addon.addonNmEn) : code;
    })
    .join(', ');
}

function planText(language: string, plans: readonly Plan[], code: string, fallback?: string) {
  const plan = plans.find((p) => p.planCode === code);
  return plan ? nameIn(language, plan.planNm, plan.planNmEn) : (fallback ?? code);
}

function SubscriptionsTab() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { plans, addons } = usePriceLists();
  const reload = useGridRefresh(SUBSCRIPTIONS_GRID);
  const [editing, setEditing] = useState<Subscription | null>(null);
  const planList = plans.data;
  const addonList = addons.data;

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const page = await listSubscriptions(api, {
        pageIndex: request.pageIndex,
        pageSize: request.pageSize,
        searchNm: request.searchNm,
      });
      const language = i18n.language;
      const none = t('billing.sub.noAddons');
      return {
        ...page,
        content: page.content.map<SubscriptionRow>((sub) => ({
          uid: sub.insttCode,
          sub,
          insttText: `${sub.insttNm} (${sub.insttCode})`,
          planText: planText(language, planList ?? [], sub.planCode, sub.planNm),
          addonText: names(language, addonList ?? [], sub.addonCodes, none),
          beginText: dayText(sub.beginDe),
          billDayText: t('billing.sub.billDayValue', { day: sub.billDay }),
          pendingText: sub.pending
            ? t('billing.subs.pendingValue', {
                month: sub.pending.effectiveMonth,
                plan: planText(language, planList ?? [], sub.pending.planCode),
              })
            : '',
          endText: sub.endDe
            ? t(sub.sttus === 'CANCELLED' ? 'billing.subs.endedValue' : 'billing.subs.endValue', {
                end: sub.endDe,
                deletion: sub.dataDeletionDe ?? '',
              })
            : '',
          statusHtml: (Object.values(INSTT_STATUS_CODES) as string[]).includes(sub.insttSttusCode)
            ? statusCellHtml(t, sub.insttSttusCode as InsttStatusCode, 'N')
            : sub.insttSttusCode,
        })),
      };
    },
    [api, i18n.language, t, planList, addonList],
  );

  const columns = useMemo<GridColumn<SubscriptionRow>[]>(
    () => [
      { id: 'instt', field: 'insttText', title: t('billing.claims.col.instt') },
      { id: 'plan', field: 'planText', title: t('billing.sub.plan') },
      { id: 'addons', field: 'addonText', title: t('billing.sub.addons'), mobileHide: true },
      {
        id: 'begin',
        field: 'beginText',
        title: t('billing.sub.begin'),
        textAlign: 'center',
        mobileHide: true,
      },
      { id: 'billDay', field: 'billDayText', title: t('billing.sub.billDay'), textAlign: 'center' },
      { id: 'pending', field: 'pendingText', title: t('billing.subs.pending'), mobileHide: true },
      { id: 'end', field: 'endText', title: t('billing.subs.end'), mobileHide: true },
      {
        id: 'status',
        field: 'statusHtml',
        title: t('billing.subs.status'),
        type: 'templateHTML',
        textAlign: 'center',
      },
      {
        id: 'edit',
        title: t('billing.subs.edit'),
        type: 'button',
        text: t('billing.subs.edit'),
        textAlign: 'center',
      },
    ],
    [t],
  );

  return (
    <>
      <DataGrid<SubscriptionRow>
        label={t('billing.subs.grid')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...SUBSCRIPTIONS_GRID, planList?.length ?? 0, addonList?.length ?? 0]}
        rowKey={(row) => row.uid}
        emptyText={t('billing.subs.empty')}
        onButtonClick={(row) => setEditing(row.sub)}
      />
      {editing && planList && addonList && (
        <EditSubscription
          sub={editing}
          plans={planList}
          addons={addonList}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}

function EditSubscription({
  sub,
  plans,
  addons,
  onClose,
  onSaved,
}: {
  sub: Subscription;
  plans: readonly Plan[];
  addons: readonly Addon[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const start = sub.pending ?? { planCode: sub.planCode, addonCodes: sub.addonCodes };
  const [planCode, setPlanCode] = useState(start.planCode);
  const [addonCodes, setAddonCodes] = useState<string[]>(start.addonCodes);
  const [billDay, setBillDay] = useState(String(sub.billDay));
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (day: number) => saveSubscription(api, sub.insttCode, { planCode, addonCodes, billDay: day }),
    onSuccess: () => {
      toast.show(t('billing.subs.saved', { name: sub.insttNm }), { tone: 'success' });
      onSaved();
    },
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = () => {
    const day = Number(billDay);
    if (!Number.isInteger(day) || day < 1 || day > 28) {
      setError(t('billing.subs.billDayInvalid'));
      return;
    }
    setError(null);
    save.mutate(day);
  };

  return (
    <FormDialog
      title={t('billing.subs.editTitle', { name: sub.insttNm })}
      maxWidth={560}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={save.isPending ? t('billing.saving') : t('button.save')}
      formClassName="billing-form"
      noValidate
    >
      <p className="billing-state">{t('billing.sub.changeHint')}</p>
      <SelectField label={t('billing.sub.plan')} value={planCode} onChange={setPlanCode}>
        {plans.map((plan) => (
          <option key={plan.planCode} value={plan.planCode}>
            {nameIn(i18n.language, plan.planNm, plan.planNmEn)}
          </option>
        ))}
      </SelectField>
      <AddonChoices addons={addons} value={addonCodes} onChange={setAddonCodes} />
      <TextField
        type="number"
        label={t('billing.sub.billDay')}
        value={billDay}
        onChange={setBillDay}
        min={1}
        max={28}
        error={error}
        hint={t('billing.subs.billDayHint')}
      />
    </FormDialog>
  );
}
