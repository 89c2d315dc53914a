import { COUPON_CODE_PATTERN, COUPON_MONTHS_MAX, COUPON_MONTHS_MIN } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { type GridPageRequest, type GridRow, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../kit/error-text';
import { useFailureAlert } from '../kit/use-failure-alert';
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

/** The coupon grid's rows: saving, deactivating or deleting a coupon loads them again. */
export const COUPONS_GRID = ['billing', 'coupons'] as const;

export interface CouponRow extends GridRow {
  uid: string;
  coupon: Coupon;
  couponCode: string;
  couponNm: string;
  valueText: string;
  monthsText: string;
  periodText: string;
  useText: string;
}

function toCouponRow(coupon: Coupon, t: TFunction): CouponRow {
  return {
    uid: coupon.couponCode,
    coupon,
    couponCode: coupon.couponCode,
    couponNm: coupon.couponNm,
    valueText: discountText(t, coupon.dscntSe, coupon.dscntValue),
    monthsText: t('billing.coupon.monthsValue', { count: coupon.months }),
    periodText: `${dayText(coupon.validBeginDe)} ~ ${dayText(coupon.validEndDe)}`,
    useText: coupon.useAt === 'Y' ? t('billing.coupon.active') : t('billing.coupon.inactive'),
  };
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

/**
 * The coupon screen's state: the grid's page loader, the coupon being edited or whose uses are
 * shown, and deactivate and delete after a confirmation; a change invalidates the grid's query.
 */
export function useCouponsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const failed = useFailureAlert();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [uses, setUses] = useState<Coupon | null>(null);
  const reload = useGridRefresh(COUPONS_GRID);

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const page = await listCoupons(api, request.pageIndex, request.pageSize, request.searchNm);
      return { ...page, content: page.content.map((coupon) => toCouponRow(coupon, t)) };
    },
    [api, t],
  );

  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(api, coupon.couponCode),
    onSuccess: (_answer, coupon) => {
      toast.show(t('billing.coupon.deleted', { code: coupon.couponCode }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const deactivate = useMutation({
    mutationFn: (coupon: Coupon) => updateCoupon(api, coupon.couponCode, { ...bodyOf(coupon), useAt: 'N' }),
    onSuccess: (_answer, coupon) => {
      toast.show(t('billing.coupon.deactivated', { code: coupon.couponCode }), { tone: 'success' });
      reload();
    },
    onError: failed,
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

  return {
    fetchPage,
    editing,
    setEditing,
    uses,
    setUses,
    /** A grid button: the column says which action. */
    act: (coupon: Coupon, columnId: string) => {
      if (columnId === 'uses') setUses(coupon);
      else if (columnId === 'edit') setEditing(coupon);
      else if (columnId === 'deactivate') void askDeactivate(coupon);
      else void askDelete(coupon);
    },
    saved: () => {
      setEditing(null);
      reload();
    },
  };
}

interface CouponValues {
  couponCode: string;
  couponNm: string;
  dscntSe: DiscountKind;
  dscntValue: string;
  months: string;
  validBeginDe: string;
  validEndDe: string;
}

/** The checks of the coupon form, as catalogue texts by field. */
export function couponFormErrors(
  values: CouponValues,
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

/** The create or edit form of a coupon: its fields, checks, and the save. */
export function useCouponForm(coupon: Coupon | null, onSaved: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureAlert();
  const start = coupon ? bodyOf(coupon) : null;
  const [values, setValues] = useState<CouponValues & { useAt: 'Y' | 'N' }>({
    couponCode: coupon?.couponCode ?? '',
    couponNm: start?.couponNm ?? '',
    dscntSe: start?.dscntSe ?? 'AMOUNT',
    dscntValue: start ? String(start.dscntValue) : '',
    months: start ? String(start.months) : '1',
    validBeginDe: start?.validBeginDe ?? '',
    validEndDe: start?.validEndDe ?? '',
    useAt: start?.useAt ?? 'Y',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: CouponBody) =>
      coupon
        ? updateCoupon(api, coupon.couponCode, body)
        : createCoupon(api, { ...body, couponCode: values.couponCode }),
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
      failed(error);
    },
  });

  const submit = () => {
    const found = couponFormErrors(values, t, coupon === null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      couponNm: values.couponNm.trim(),
      dscntSe: values.dscntSe,
      dscntValue: Number(values.dscntValue),
      months: Number(values.months),
      validBeginDe: values.validBeginDe,
      validEndDe: values.validEndDe,
      useAt: values.useAt,
    });
  };

  return {
    values,
    /** One field's new value. */
    set:
      <K extends keyof typeof values>(key: K) =>
      (value: (typeof values)[K]) =>
        setValues((v) => ({ ...v, [key]: value })),
    errors,
    pending: save.isPending,
    submit,
  };
}

/** The institutions that used a coupon. */
export function useCouponUses(couponCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: billingKeys.couponUses(couponCode),
    queryFn: () => couponUses(api, couponCode),
  });
}
