import { FormDialog, Modal, SelectField, TextField } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import type { Coupon } from './billing-api';
import { DiscountValueFields } from './DiscountValueFields';
import { QueryStatusRows } from './QueryBlock';
import { useCouponForm, useCouponUses } from './use-coupons';

/** Creating a coupon (coupon null) or editing one (its code stays). */
export function CouponFormDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: Coupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useCouponForm(coupon, onSaved);
  const { values, set, errors } = form;
  return (
    <FormDialog
      title={coupon ? t('billing.coupon.editTitle') : t('billing.coupon.createTitle')}
      maxWidth={560}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      submitLabel={form.pending ? t('billing.saving') : t('button.save')}
      formClassName="billing-form"
      noValidate
    >
      <TextField
        label={t('billing.coupon.col.code')}
        value={values.couponCode}
        onChange={(value) => set('couponCode')(value.toUpperCase())}
        maxLength={20}
        disabled={coupon !== null}
        error={errors.couponCode}
        hint={t('billing.coupon.codeRule')}
      />
      <TextField
        label={t('billing.coupon.col.name')}
        value={values.couponNm}
        onChange={set('couponNm')}
        maxLength={100}
        error={errors.couponNm}
      />
      <DiscountValueFields
        kind={values.dscntSe}
        onKind={set('dscntSe')}
        value={values.dscntValue}
        onValue={set('dscntValue')}
        error={errors.dscntValue}
      />
      <TextField
        type="number"
        label={t('billing.coupon.col.months')}
        value={values.months}
        onChange={set('months')}
        min={1}
        max={36}
        error={errors.months}
        hint={t('billing.coupon.monthsHint')}
      />
      <TextField
        type="date"
        label={t('billing.coupon.validBegin')}
        value={values.validBeginDe}
        onChange={set('validBeginDe')}
      />
      <TextField
        type="date"
        label={t('billing.coupon.validEnd')}
        value={values.validEndDe}
        onChange={set('validEndDe')}
        error={errors.validEndDe}
      />
      <SelectField
        label={t('billing.coupon.col.use')}
        value={values.useAt}
        onChange={(value) => set('useAt')(value === 'N' ? 'N' : 'Y')}
        options={[
          { value: 'Y', label: t('billing.coupon.active') },
          { value: 'N', label: t('billing.coupon.inactive') },
        ]}
      />
    </FormDialog>
  );
}

/** The institutions that used a coupon, with the first and last month it applied to. */
export function CouponUsesDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useCouponUses(coupon.couponCode);
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
