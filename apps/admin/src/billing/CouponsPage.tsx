import { COUPON_CODE_PATTERN, COUPON_MONTHS_MAX, COUPON_MONTHS_MIN } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import {
  DataGrid,
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import { alreadyShown, fieldErrors } from '../kit/error-text';
import '../provider/provider.css';
import {
  couponUses,
  createCoupon,
  dayText,
  deleteCoupon,
  discountText,
  listCoupons,
  updateCoupon,
  type Coupon,
  type CouponBody,
  type DiscountKind,
} from './billing-api';
import { billingKeys } from './billing-keys';
import { DiscountValueFields } from './DiscountValueFields';
import './billing.css';
import { ProviderBillingPage } from './ProviderBillingPage';
import { QueryStatusRows } from './QueryBlock';

/** The coupon grid's rows: saving a coupon loads them again. */
const COUPONS_GRID = ['billing', 'coupons'] as const;

interface CouponRow extends GridRow {
  uid: string;
  coupon: Coupon;
  couponCode: string;
  couponNm: string;
  valueText: string;
  monthsText: string;
  periodText: string;
  useText: string;
}

/**
 * Coupon management of the provider admin (81, /admin/manageCoupon): the coupons, create, edit,
 * deactivate, delete (a used coupon is deactivated instead), and the institutions that used one.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  return (
    <ProviderBillingPage title={t('billing.coupon.title')} intro={t('billing.coupon.intro')}>
      <CouponsScreen />
    </ProviderBillingPage>
  );
}

function CouponsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [uses, setUses] = useState<Coupon | null>(null);
  const reload = useGridRefresh(COUPONS_GRID);

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const page = await listCoupons(api, request.pageIndex, request.pageSize, request.searchNm);
      return {
        ...page,
        content: page.content.map<CouponRow>((coupon) => ({
          uid: coupon.couponCode,
          coupon,
          couponCode: coupon.couponCode,
          couponNm: coupon.couponNm,
          valueText: discountText(t, coupon.dscntSe, coupon.dscntValue),
          monthsText: t('billing.coupon.monthsValue', { count: coupon.months }),
          periodText: `${dayText(coupon.validBeginDe)} ~ ${dayText(coupon.validEndDe)}`,
          useText: coupon.useAt === 'Y' ? t('billing.coupon.active') : t('billing.coupon.inactive'),
        })),
      };
    },
    [api, t],
  );

  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(api, coupon.couponCode),
    onSuccess: (_answer, coupon) => {
      toast.show(t('billing.coupon.deleted', { code: coupon.couponCode }), { tone: 'success' });
      reload();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const deactivate = useMutation({
    mutationFn: (coupon: Coupon) => updateCoupon(api, coupon.couponCode, { ...bodyOf(coupon), useAt: 'N' }),
    onSuccess: (_answer, coupon) => {
      toast.show(t('billing.coupon.deactivated', { code: coupon.couponCode }), { tone: 'success' });
      reload();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const askDelete = async (coupon: Coupon) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('billing.coupon.deleteConfirm', { code: coupon.couponCode }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(coupon);
  };

  const askDeactivate = async (coupon: Coupon) => {
    if (coupon.useAt !== 'Y') {
      await dialogs.alert({ type: 'info', message: t('billing.coupon.alreadyInactive') });
      return;
    }
    const agreed = await dialogs.confirm({
      type: 'confirm',
      message: t('billing.coupon.deactivateConfirm', { code: coupon.couponCode }),
      confirmLabel: t('billing.coupon.deactivate'),
    });
    if (agreed) deactivate.mutate(coupon);
  };

  const columns = useMemo<GridColumn<CouponRow>[]>(
    () => [
      { id: 'code', field: 'couponCode', title: t('billing.coupon.col.code') },
      { id: 'name', field: 'couponNm', title: t('billing.coupon.col.name') },
      { id: 'value', field: 'valueText', title: t('billing.coupon.col.value'), textAlign: 'right' },
      {
        id: 'months',
        field: 'monthsText',
        title: t('billing.coupon.col.months'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'period',
        field: 'periodText',
        title: t('billing.coupon.col.period'),
        textAlign: 'center',
        mobileHide: true,
      },
      { id: 'use', field: 'useText', title: t('billing.coupon.col.use'), textAlign: 'center' },
      {
        id: 'uses',
        title: t('billing.coupon.col.uses'),
        type: 'button',
        text: t('billing.coupon.uses'),
        textAlign: 'center',
      },
      {
        id: 'edit',
        title: t('billing.coupon.col.edit'),
        type: 'button',
        text: t('billing.coupon.edit'),
        textAlign: 'center',
      },
      {
        id: 'deactivate',
        title: t('billing.coupon.col.deactivate'),
        type: 'button',
        text: t('billing.coupon.deactivate'),
        textAlign: 'center',
      },
      {
        id: 'delete',
        title: t('billing.coupon.col.delete'),
        type: 'button',
        text: t('button.delete'),
        textAlign: 'center',
      },
    ],
    [t],
  );

  return (
    <>
      <div className="billing-row">
        <button type="button" onClick={() => setEditing('new')}>
          {t('billing.coupon.create')}
        </button>
      </div>
      <DataGrid<CouponRow>
        label={t('billing.coupon.grid')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={COUPONS_GRID}
        rowKey={(row) => row.uid}
        emptyText={t('billing.coupon.empty')}
        onButtonClick={(row, column) => {
          if (column.id === 'uses') setUses(row.coupon);
          else if (column.id === 'edit') setEditing(row.coupon);
          else if (column.id === 'deactivate') void askDeactivate(row.coupon);
          else void askDelete(row.coupon);
        }}
      />
      {editing && (
        <CouponForm
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {uses && <CouponUses coupon={uses} onClose={() => setUses(null)} />}
    </>
  );
}

function bodyOf(coupon: Coupon): CouponBody {
  return {
    couponNm: coupon.couponNm,
    dscntSe: coupon.dscntSe === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
    dscntValue: coupon.dscntValue,
    months: coupon.months,
    validBeginDe: dayText(coupon.validBeginDe),
    validEndDe: dayText(coupon.validEndDe),
    useAt: coupon.useAt === 'N' ? 'N' : 'Y',
  };
}

/** The checks of the coupon form, as catalogue texts by field. */
export function couponFormErrors(
  values: {
    couponCode: string;
    couponNm: string;
    dscntSe: DiscountKind;
    dscntValue: string;
    months: string;
    validBeginDe: string;
    validEndDe: string;
  },
  t: TFunction,
  creating: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (creating && !COUPON_CODE_PATTERN.test(values.couponCode))
    errors.couponCode = t('billing.coupon.codeInvalid');
  if (!values.couponNm.trim()) errors.couponNm = t('billing.coupon.nameRequired');
  const value = Number(values.dscntValue);
  if (!Number.isInteger(value) || value <= 0) errors.dscntValue = t('billing.coupon.valueInvalid');
  else if (values.dscntSe === 'PERCENT' && value > 100)
    errors.dscntValue = t('billing.coupon.percentInvalid');
  const months = Number(values.months);
  if (!Number.isInteger(months) || months < COUPON_MONTHS_MIN || months > COUPON_MONTHS_MAX)
    errors.months = t('billing.coupon.monthsInvalid');
  if (!values.validBeginDe || !values.validEndDe) errors.validEndDe = t('billing.coupon.periodRequired');
  else if (values.validEndDe < values.validBeginDe) errors.validEndDe = t('billing.coupon.periodInvalid');
  return errors;
}

function CouponForm({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: Coupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const formId = useId();
  const start = coupon ? bodyOf(coupon) : null;
  const [couponCode, setCouponCode] = useState(coupon?.couponCode ?? '');
  const [couponNm, setCouponNm] = useState(start?.couponNm ?? '');
  const [dscntSe, setDscntSe] = useState<DiscountKind>(start?.dscntSe ?? 'AMOUNT');
  const [dscntValue, setDscntValue] = useState(start ? String(start.dscntValue) : '');
  const [months, setMonths] = useState(start ? String(start.months) : '1');
  const [validBeginDe, setValidBeginDe] = useState(start?.validBeginDe ?? '');
  const [validEndDe, setValidEndDe] = useState(start?.validEndDe ?? '');
  const [useAt, setUseAt] = useState<'Y' | 'N'>(start?.useAt ?? 'Y');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: CouponBody) =>
      coupon ? updateCoupon(api, coupon.couponCode, body) : createCoupon(api, { ...body, couponCode }),
    onSuccess: (saved) => {
      toast.show(
        t(coupon ? 'billing.coupon.updated' : 'billing.coupon.created', { code: saved.couponCode }),
        {
          tone: 'success',
        },
      );
      onSaved();
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { couponCode, couponNm, dscntSe, dscntValue, months, validBeginDe, validEndDe };
    const found = couponFormErrors(values, t, coupon === null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      couponNm: couponNm.trim(),
      dscntSe,
      dscntValue: Number(dscntValue),
      months: Number(months),
      validBeginDe,
      validEndDe,
      useAt,
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={coupon ? t('billing.coupon.editTitle') : t('billing.coupon.createTitle')}
      maxWidth={560}
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
      <form id={formId} className="billing-form" onSubmit={submit} noValidate>
        <TextField
          label={t('billing.coupon.col.code')}
          value={couponCode}
          onChange={(value) => setCouponCode(value.toUpperCase())}
          maxLength={20}
          disabled={coupon !== null}
          error={errors.couponCode}
          hint={t('billing.coupon.codeRule')}
        />
        <TextField
          label={t('billing.coupon.col.name')}
          value={couponNm}
          onChange={setCouponNm}
          maxLength={100}
          error={errors.couponNm}
        />
        <DiscountValueFields
          kind={dscntSe}
          onKind={setDscntSe}
          value={dscntValue}
          onValue={setDscntValue}
          error={errors.dscntValue}
        />
        <TextField
          type="number"
          label={t('billing.coupon.col.months')}
          value={months}
          onChange={setMonths}
          min={1}
          max={36}
          error={errors.months}
          hint={t('billing.coupon.monthsHint')}
        />
        <TextField
          type="date"
          label={t('billing.coupon.validBegin')}
          value={validBeginDe}
          onChange={setValidBeginDe}
        />
        <TextField
          type="date"
          label={t('billing.coupon.validEnd')}
          value={validEndDe}
          onChange={setValidEndDe}
          error={errors.validEndDe}
        />
        <SelectField
          label={t('billing.coupon.col.use')}
          value={useAt}
          onChange={(value) => setUseAt(value === 'N' ? 'N' : 'Y')}
        >
          <option value="Y">{t('billing.coupon.active')}</option>
          <option value="N">{t('billing.coupon.inactive')}</option>
        </SelectField>
      </form>
    </Modal>
  );
}

function CouponUses({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const list = useQuery({
    queryKey: billingKeys.couponUses(coupon.couponCode),
    queryFn: () => couponUses(api, coupon.couponCode),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('billing.coupon.usesTitle', { code: coupon.couponCode })}
      maxWidth={620}
      footer={
        <button type="button" className="button--secondary" onClick={onClose}>
          {t('button.close')}
        </button>
      }
    >
      <table className="billing-lines">
        <caption>{t('billing.coupon.usesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.claims.col.instt')}</th>
            <th scope="col">{t('billing.coupon.appliedMonth')}</th>
            <th scope="col">{t('billing.coupon.lastMonth')}</th>
          </tr>
        </thead>
        <tbody>
          <QueryStatusRows
            query={list}
            colSpan={3}
            isEmpty={list.data?.length === 0}
            emptyText={t('billing.coupon.noUses')}
          />
          {list.data?.map((use) => (
            <tr key={use.insttCode}>
              <td>{use.insttNm ? `${use.insttNm} (${use.insttCode})` : use.insttCode}</td>
              <td>{use.appliedMonth}</td>
              <td>{use.lastMonth ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
