import { useApi } from '@nuri/shell';
import {
  DataGrid,
  DataSelector,
  type GridColumn,
  type GridPageRequest,
  type GridRow,
  Modal,
  SelectField,
  TextField,
  useDialogs,
  useGridRefresh,
  useToast,
} from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import {
  createDiscount,
  deleteDiscount,
  discountCandidates,
  discountText,
  listInsttDiscounts,
  listPlanDiscounts,
  monthOf,
  nameIn,
  updateDiscount,
  type CandidateInstt,
  type Discount,
  type DiscountBody,
  type DiscountKind,
} from './billing-api';
import { DiscountValueFields } from './DiscountValueFields';
import { usePriceLists } from './SubscriptionPage';

/** Both discount grids' rows: a save loads them again. */
const DISCOUNTS_GRID = ['billing', 'discounts'] as const;

type Target = 'INSTT' | 'PLAN';

interface DiscountRow extends GridRow {
  uid: string;
  discount: Discount;
  targetText: string;
  valueText: string;
  periodText: string;
  memo: string;
}

/**
 * The discounts of the provider admin (a tab of 42): institution discounts and plan discounts,
 * each a list with edit and delete; new institution discounts are added for institutions picked
 * from the candidates (institutions without a discount).
 */
export function DiscountsTab() {
  const [editing, setEditing] = useState<{ target: Target; discount: Discount | null } | null>(null);
  const reload = useGridRefresh(DISCOUNTS_GRID);
  return (
    <div className="billing-page">
      <DiscountList
        target="INSTT"
        onEdit={(discount) => setEditing({ target: 'INSTT', discount })}
        onAdd={() => setEditing({ target: 'INSTT', discount: null })}
        onChanged={reload}
      />
      <DiscountList
        target="PLAN"
        onEdit={(discount) => setEditing({ target: 'PLAN', discount })}
        onAdd={() => setEditing({ target: 'PLAN', discount: null })}
        onChanged={reload}
      />
      {editing && (
        <DiscountForm
          target={editing.target}
          discount={editing.discount}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}

function DiscountList({
  target,
  onEdit,
  onAdd,
  onChanged,
}: {
  target: Target;
  onEdit: (discount: Discount) => void;
  onAdd: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const { plans } = usePriceLists();
  const planList = plans.data;

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const load = target === 'INSTT' ? listInsttDiscounts : listPlanDiscounts;
      const page = await load(api, request.pageIndex, request.pageSize);
      return {
        ...page,
        content: page.content.map<DiscountRow>((discount) => {
          const plan = planList?.find((p) => p.planCode === discount.targetCode);
          const name = discount.targetNm ?? (plan ? nameIn(i18n.language, plan.planNm, plan.planNmEn) : null);
          return {
            uid: String(discount.dscntId),
            discount,
            targetText: name ? `${name} (${discount.targetCode})` : discount.targetCode,
            valueText: discountText(t, discount.dscntSe, discount.dscntValue),
            periodText: `${discount.beginMonth} ~ ${discount.endMonth ?? t('billing.discount.noEnd')}`,
            memo: discount.memo ?? '',
          };
        }),
      };
    },
    [api, i18n.language, planList, t, target],
  );

  const remove = useMutation({
    mutationFn: (discount: Discount) => deleteDiscount(api, discount.dscntId),
    onSuccess: () => {
      toast.show(t('billing.discount.deleted'), { tone: 'success' });
      onChanged();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const columns = useMemo<GridColumn<DiscountRow>[]>(
    () => [
      {
        id: 'target',
        field: 'targetText',
        title: target === 'INSTT' ? t('billing.claims.col.instt') : t('billing.sub.plan'),
      },
      { id: 'value', field: 'valueText', title: t('billing.discount.value'), textAlign: 'right' },
      { id: 'period', field: 'periodText', title: t('billing.discount.period'), textAlign: 'center' },
      { id: 'memo', field: 'memo', title: t('billing.discount.memo'), mobileHide: true },
      {
        id: 'edit',
        title: t('billing.discount.edit'),
        type: 'button',
        text: t('billing.discount.edit'),
        textAlign: 'center',
      },
      {
        id: 'delete',
        title: t('button.delete'),
        type: 'button',
        text: t('button.delete'),
        textAlign: 'center',
      },
    ],
    [t, target],
  );

  const title = target === 'INSTT' ? t('billing.discount.insttTitle') : t('billing.discount.planTitle');
  return (
    <section className="billing-section" aria-label={title}>
      <div className="provider-page__head">
        <h2>{title}</h2>
        <button type="button" onClick={onAdd}>
          {target === 'INSTT' ? t('billing.discount.addInstt') : t('billing.discount.addPlan')}
        </button>
      </div>
      <DataGrid<DiscountRow>
        label={title}
        columns={columns}
        fetchPage={fetchPage}
        searchable={false}
        queryKey={[...DISCOUNTS_GRID, target, planList?.length ?? 0]}
        rowKey={(row) => row.uid}
        emptyText={t('billing.discount.empty')}
        onButtonClick={(row, column) => {
          if (column.id === 'edit') {
            onEdit(row.discount);
            return;
          }
          void dialogs
            .confirm({
              type: 'delete',
              message: t('billing.discount.deleteConfirm', { target: row.targetText }),
              confirmLabel: t('button.delete'),
            })
            .then((agreed) => {
              if (agreed) remove.mutate(row.discount);
            });
        }}
      />
    </section>
  );
}

function DiscountForm({
  target,
  discount,
  onClose,
  onSaved,
}: {
  target: Target;
  discount: Discount | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const formId = useId();
  const { plans } = usePriceLists();
  const [institutions, setInstitutions] = useState<CandidateInstt[]>([]);
  const [planCode, setPlanCode] = useState(discount?.targetSe === 'PLAN' ? discount.targetCode : '');
  const [dscntSe, setDscntSe] = useState<DiscountKind>(
    discount?.dscntSe === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
  );
  const [dscntValue, setDscntValue] = useState(discount ? String(discount.dscntValue) : '');
  const [beginMonth, setBeginMonth] = useState(discount?.beginMonth ?? monthOf(new Date()));
  const [endMonth, setEndMonth] = useState(discount?.endMonth ?? '');
  const [memo, setMemo] = useState(discount?.memo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: async (bodies: DiscountBody[]) => {
      if (discount) return [await updateDiscount(api, discount.dscntId, bodies[0])];
      const saved: Discount[] = [];
      for (const body of bodies) saved.push(await createDiscount(api, body));
      return saved;
    },
    onSuccess: (saved) => {
      toast.show(t('billing.discount.saved', { count: saved.length }), { tone: 'success' });
      onSaved();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const targets =
      discount !== null
        ? [discount.targetCode]
        : target === 'INSTT'
          ? institutions.map((i) => i.insttCode)
          : planCode
            ? [planCode]
            : [];
    if (targets.length === 0)
      found.target = t(
        target === 'INSTT' ? 'billing.discount.insttRequired' : 'billing.discount.planRequired',
      );
    const value = Number(dscntValue);
    if (!Number.isInteger(value) || value <= 0) found.dscntValue = t('billing.coupon.valueInvalid');
    else if (dscntSe === 'PERCENT' && value > 100) found.dscntValue = t('billing.coupon.percentInvalid');
    if (!/^\d{4}-\d{2}$/.test(beginMonth)) found.beginMonth = t('billing.discount.beginRequired');
    else if (endMonth && endMonth < beginMonth) found.endMonth = t('billing.discount.endInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      targets.map((targetCode) => ({
        targetSe: target,
        targetCode,
        dscntSe,
        dscntValue: value,
        beginMonth,
        endMonth: endMonth || null,
        memo: memo.trim() || null,
      })),
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={discount ? t('billing.discount.editTitle') : t('billing.discount.addTitle')}
      maxWidth={640}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('billing.saving') : t('button.save')}
          </button>
        </>
      }
    >
      {/* The picker has its own search form: it stays outside the discount form. */}
      <div className="billing-form">
        {discount ? (
          <p className="billing-state">
            {t('billing.discount.target', {
              target: discount.targetNm
                ? `${discount.targetNm} (${discount.targetCode})`
                : discount.targetCode,
            })}
          </p>
        ) : target === 'INSTT' ? (
          <DataSelector<CandidateInstt>
            label={t('billing.discount.candidates')}
            search={(text) => discountCandidates(api, text)}
            keyFields={['insttCode']}
            itemLabel={(item) => `${item.insttNm} (${item.insttCode})`}
            onChange={setInstitutions}
          />
        ) : (
          <SelectField label={t('billing.sub.plan')} value={planCode} onChange={setPlanCode}>
            <option value="">{t('billing.discount.planChoose')}</option>
            {(plans.data ?? []).map((plan) => (
              <option key={plan.planCode} value={plan.planCode}>
                {nameIn(i18n.language, plan.planNm, plan.planNmEn)}
              </option>
            ))}
          </SelectField>
        )}
        {errors.target && <p className="instt-field__error">{errors.target}</p>}
      </div>
      <form id={formId} className="billing-form" onSubmit={submit} noValidate>
        <DiscountValueFields
          kind={dscntSe}
          onKind={setDscntSe}
          value={dscntValue}
          onValue={setDscntValue}
          error={errors.dscntValue}
        />
        <TextField
          type="month"
          label={t('billing.discount.beginMonth')}
          value={beginMonth}
          onChange={setBeginMonth}
          error={errors.beginMonth}
        />
        <TextField
          type="month"
          label={t('billing.discount.endMonth')}
          value={endMonth}
          onChange={setEndMonth}
          error={errors.endMonth}
          hint={t('billing.discount.endHint')}
        />
        <TextField label={t('billing.discount.memo')} value={memo} onChange={setMemo} maxLength={200} />
      </form>
    </Modal>
  );
}
