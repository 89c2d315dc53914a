import { useApi } from '@nuri/shell';
import { DataGrid, useToast, type GridColumn, type GridPageRequest } from '@nuri/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { useWithLoading } from '../kit/long-action';
import { downloadClaim, paymentList, saveBlob, type Claim } from './billing-api';
import { ClaimDetailModal } from './ClaimDetailModal';
import { toClaimRow, type ClaimRow } from './claim-rows';
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

  const columns = useMemo<GridColumn<ClaimRow>[]>(
    () => [
      { id: 'month', field: 'claimMonth', title: t('billing.claims.col.month'), textAlign: 'center' },
      { id: 'plan', field: 'planNm', title: t('billing.claims.col.plan'), mobileHide: true },
      { id: 'total', field: 'totalText', title: t('billing.claims.col.total'), textAlign: 'right' },
      {
        id: 'paid',
        field: 'paidText',
        title: t('billing.claims.col.paid'),
        textAlign: 'right',
        mobileHide: true,
      },
      { id: 'balance', field: 'balanceText', title: t('billing.claims.col.balance'), textAlign: 'right' },
      {
        id: 'status',
        field: 'statusHtml',
        title: t('billing.claims.col.status'),
        type: 'templateHTML',
        textAlign: 'center',
      },
      {
        id: 'due',
        field: 'dueText',
        title: t('billing.claims.col.due'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'detail',
        title: t('billing.claims.col.detail'),
        type: 'button',
        text: t('billing.claims.detail'),
        textAlign: 'center',
      },
      {
        id: 'download',
        title: t('billing.claims.col.download'),
        type: 'button',
        text: t('billing.claims.download'),
        textAlign: 'center',
      },
    ],
    [t],
  );

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
