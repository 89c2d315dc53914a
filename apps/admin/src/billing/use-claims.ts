import { useApi } from '@nuri/shell';
import { type GridPageRequest, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionNames } from '../apikeys/queries';
import { useWithLoading } from '../kit/long-action';
import { useFailureAlert } from '../kit/use-failure-alert';
import {
  downloadClaims,
  listClaims,
  listSettlements,
  saveBlob,
  sendBills,
  type Claim,
  type ClaimFilters,
} from './billing-api';
import { billingKeys } from './billing-keys';
import { toClaimRow } from './claim-rows';

/** The claim grid's rows: a payment, a bill sent or a run loads them again. */
export const CLAIMS_GRID = ['billing', 'claims'] as const;

/**
 * The state of the provider's claim screen: the filters, the grid's page loader and key, the
 * open claim and dialogs, the list download; after a change the grid's query is invalidated.
 */
export function useClaimsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const withLoading = useWithLoading();
  const institutions = useInstitutionNames(true);
  const [filters, setFilters] = useState<ClaimFilters>({ claimMonth: null, insttCode: null, sttus: null });
  const [open, setOpen] = useState<Claim | null>(null);
  const [paying, setPaying] = useState<Claim | null>(null);
  const [running, setRunning] = useState(false);
  const reload = useGridRefresh(CLAIMS_GRID);

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const page = await listClaims(api, filters, request.pageIndex, request.pageSize);
      return { ...page, content: page.content.map((claim) => toClaimRow(claim, t)) };
    },
    [api, filters, t],
  );

  const download = async () => {
    try {
      saveBlob(
        await withLoading('claims-download', () => downloadClaims(api, filters)),
        `claims-${filters.claimMonth ?? 'all'}.xlsx`,
      );
      toast.show(t('billing.claims.listDownloaded'), { tone: 'success' });
    } catch {
      // The API client has shown the failure.
    }
  };

  return {
    institutions: institutions.data ?? [],
    filters,
    setFilter: (change: Partial<ClaimFilters>) => setFilters((f) => ({ ...f, ...change })),
    gridKey: [...CLAIMS_GRID, filters] as const,
    fetchPage,
    download,
    open,
    setOpen,
    paying,
    setPaying,
    running,
    setRunning,
    /** The bill was sent: the detail closes, the grid reloads. */
    sent: () => {
      setOpen(null);
      reload();
    },
    /** A payment was recorded: both dialogs close, the grid reloads. */
    recorded: () => {
      setPaying(null);
      setOpen(null);
      reload();
    },
    /** A claim run ended: the dialog closes, the grid reloads. */
    ran: () => {
      setRunning(false);
      reload();
    },
  };
}

/** Sending one claim's bill by e-mail. */
export function useSendBill(onSent: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureAlert();
  return useMutation({
    mutationFn: (target: Claim) => sendBills(api, [target.claimId]),
    onSuccess: (answer) => {
      toast.show(t('billing.claims.sentToast', { count: answer.sent }), { tone: 'success' });
      onSent();
    },
    onError: failed,
  });
}

/** The payments recorded against one claim. */
export function useSettlements(claimId: number) {
  const api = useApi();
  return useQuery({
    queryKey: billingKeys.settlements(claimId),
    queryFn: () => listSettlements(api, claimId),
  });
}
