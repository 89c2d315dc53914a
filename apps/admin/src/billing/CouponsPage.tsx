import { buttonColumn, DataGrid, type GridColumn } from '@nuri/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import '../provider/provider.css';
import './billing.css';
import { CouponFormDialog, CouponUsesDialog } from './CouponDialogs';
import { ProviderBillingPage } from './ProviderBillingPage';
import { COUPONS_GRID, useCouponsScreen, type CouponRow } from './use-coupons';

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
  const screen = useCouponsScreen();
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
      buttonColumn('uses', t('billing.coupon.col.uses'), t('billing.coupon.uses')),
      buttonColumn('edit', t('billing.coupon.col.edit'), t('billing.coupon.edit')),
      buttonColumn('deactivate', t('billing.coupon.col.deactivate'), t('billing.coupon.deactivate')),
      buttonColumn('delete', t('billing.coupon.col.delete'), t('button.delete')),
    ],
    [t],
  );

  return (
    <>
      <div className="billing-row">
        <button type="button" onClick={() => screen.setEditing('new')}>
          {t('billing.coupon.create')}
        </button>
      </div>
      <DataGrid<CouponRow>
        label={t('billing.coupon.grid')}
        columns={columns}
        fetchPage={screen.fetchPage}
        queryKey={COUPONS_GRID}
        rowKey={(row) => row.uid}
        emptyText={t('billing.coupon.empty')}
        onButtonClick={(row, column) => screen.act(row.coupon, column.id)}
      />
      {screen.editing && (
        <CouponFormDialog
          coupon={screen.editing === 'new' ? null : screen.editing}
          onClose={() => screen.setEditing(null)}
          onSaved={screen.saved}
        />
      )}
      {screen.uses && <CouponUsesDialog coupon={screen.uses} onClose={() => screen.setUses(null)} />}
    </>
  );
}
