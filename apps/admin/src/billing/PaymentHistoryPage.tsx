import { useApi } from '@nuri/shell';
import { DataGrid, useToast, type GridPageRequest } from '@nuri/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { useWithLoading } from '../kit/long-action';
import { downloadClaim, paymentList, saveBlob, type Claim } from './billing-api';
import { ClaimDetailModal } from './ClaimDetailModal';
import { claimColumns, toClaimRow, type ClaimRow } from './claim-rows';
import './billing.css';

/**
 * Payment history of the institution admin (533, /admin/:insttCode/insttManage/payment): the
 * institution's monthly claims, newest first, with status badges, the claim's lines and the
 * XLSX download.
 */
export function PaymentHistoryPage() {
  const { t, i18n } = useTranslation();
  return (
    <AdminPage title={t('billing.payments.title')} intro={t('billing.payments.intro')}>
      {(insttCode) => <PaymentHistory key={i18n.language} insttCode={insttCode} />}
    </AdminPage>
  );
}

function PaymentHistory({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const withLoading = useWithLoading();
  const [open, setOpen] = useState<Claim | null>(null);

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const page = await paymentList(api, insttCode, request.pageIndex, request.pageSize);
      return { ...page, content: page.content.map((claim) => toClaimRow(claim, t)) };
    },
    [api, insttCode, t],
  );

  const download = async (claim: Claim) => {
    try {
      saveBlob(
        await withLoading('claim-download', () => downloadClaim(api, insttCode, claim.claimId)),
        `claim-${claim.insttCode}-${claim.claimMonth}.xlsx`,
      );
      toast.show(t('billing.claims.downloaded', { month: claim.claimMonth }), { tone: 'success' });
    } catch {
      // The API client has shown the failure.
    }
  };

  const columns = useMemo(() => claimColumns(t, 'institution'), [t]);

  return (
    <>
      <DataGrid<ClaimRow>
        label={t('billing.claims.grid')}
        columns={columns}
        fetchPage={fetchPage}
        searchable={false}
        rowKey={(row) => row.uid}
        emptyText={t('billing.claims.empty')}
        onButtonClick={(row, column) => {
          if (column.id === 'download') void download(row.claim);
          else setOpen(row.claim);
        }}
      />
      <ClaimDetailModal claim={open} onClose={() => setOpen(null)} />
    </>
  );
}
