import { DataGrid, SelectField, TextField } from '@nuri/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import '../provider/provider.css';
import { CLAIM_STATUSES, type ClaimStatus } from './billing-api';
import { RecordPaymentDialog, RunClaimDialog } from './ClaimDialogs';
import { claimColumns, type ClaimRow } from './claim-rows';
import './billing.css';
import { ProviderBillingPage } from './ProviderBillingPage';
import { ProviderClaimDetail } from './ProviderClaimDetail';
import { useClaimsScreen } from './use-claims';

/**
 * Payment history of the provider admin (43, /admin/managePaymentHistory): every institution's
 * claims with month, institution and status filters; a claim's lines and VAT, its payments and
 * the record-payment dialog; sending the bill; the XLSX download of the listed claims; and the
 * manual claim run with a dry-run preview. Behind RequireAdmin.
 */
export function ProviderClaimsPage() {
  const { t } = useTranslation();
  return (
    <ProviderBillingPage title={t('billing.claims.title')} intro={t('billing.claims.intro')}>
      <ClaimsScreen />
    </ProviderBillingPage>
  );
}

function ClaimsScreen() {
  const { t } = useTranslation();
  const screen = useClaimsScreen();
  const { filters, setFilter } = screen;

  const columns = useMemo(() => claimColumns(t, 'provider'), [t]);

  return (
    <>
      <div className="billing-row">
        <fieldset className="provider-filters">
          <legend className="provider-sr-only">{t('billing.claims.filters')}</legend>
          <TextField
            type="month"
            label={t('billing.claims.col.month')}
            value={filters.claimMonth ?? ''}
            onChange={(value) => setFilter({ claimMonth: value || null })}
          />
          <SelectField
            label={t('billing.claims.col.instt')}
            value={filters.insttCode ?? ''}
            onChange={(value) => setFilter({ insttCode: value || null })}
            placeholder={t('common.all')}
            options={screen.institutions.map((i) => ({
              value: i.insttCode,
              label: `${i.insttNm} (${i.insttCode})`,
            }))}
          />
          <SelectField
            label={t('billing.claims.col.status')}
            value={filters.sttus ?? ''}
            onChange={(value) =>
              setFilter({ sttus: CLAIM_STATUSES.find((s): s is ClaimStatus => s === value) ?? null })
            }
            placeholder={t('common.all')}
            options={CLAIM_STATUSES.map((status) => ({
              value: status,
              label: t(`billing.claimStatus.${status}`),
            }))}
          />
        </fieldset>
        <button type="button" className="button--secondary" onClick={() => void screen.download()}>
          {t('billing.claims.downloadList')}
        </button>
        <button type="button" onClick={() => screen.setRunning(true)}>
          {t('billing.run.open')}
        </button>
      </div>
      <DataGrid<ClaimRow>
        label={t('billing.claims.grid')}
        columns={columns}
        fetchPage={screen.fetchPage}
        searchable={false}
        queryKey={screen.gridKey}
        rowKey={(row) => row.uid}
        emptyText={t('billing.claims.empty')}
        onButtonClick={(row) => screen.setOpen(row.claim)}
      />
      {screen.open && (
        <ProviderClaimDetail
          claim={screen.open}
          onClose={() => screen.setOpen(null)}
          onPay={screen.setPaying}
          onSent={screen.sent}
        />
      )}
      {screen.paying && (
        <RecordPaymentDialog
          key={String(screen.paying.claimId)}
          claim={screen.paying}
          onClose={() => screen.setPaying(null)}
          onRecorded={screen.recorded}
        />
      )}
      {screen.running && (
        <RunClaimDialog
          institutions={screen.institutions}
          onClose={() => screen.setRunning(false)}
          onRun={screen.ran}
        />
      )}
    </>
  );
}
