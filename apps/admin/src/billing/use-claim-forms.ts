import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithLoading } from '../kit/long-action';
import { useFailureAlert } from '../kit/use-failure-alert';
import {
  PAYMENT_METHODS,
  recordSettlement,
  runClaim,
  won,
  type Claim,
  type ClaimPreview,
  type PaymentMethod,
} from './billing-api';
import { billingKeys } from './billing-keys';

const pad = (n: number) => String(n).padStart(2, '0');

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function previousMonth(): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

/** The record-payment form of one claim: its fields, their checks and the save. */
export function useRecordPayment(claim: Claim, onRecorded: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureAlert();
  const queryClient = useQueryClient();
  const [method, setMethodValue] = useState<PaymentMethod>('TRANSFER');
  const [amount, setAmount] = useState(String(claim.balance));
  const [paidDe, setPaidDe] = useState(today());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const record = useMutation({
    mutationFn: (body: Parameters<typeof recordSettlement>[1]) => recordSettlement(api, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      toast.show(t('billing.pay.recorded', { amount: won(t, saved.amount), month: claim.claimMonth }), {
        tone: 'success',
      });
      onRecorded();
    },
    onError: failed,
  });

  const submit = () => {
    const value = Number(amount);
    const found: Record<string, string> = {};
    if (!Number.isInteger(value) || value <= 0) found.amount = t('billing.pay.amountInvalid');
    else if (value > claim.balance)
      found.amount = t('billing.pay.amountOver', { balance: won(t, claim.balance) });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidDe)) found.paidDe = t('billing.pay.paidDeRequired');
    if (reference.length > 100) found.reference = t('billing.pay.referenceTooLong');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate({
      claimId: claim.claimId,
      method,
      amount: value,
      paidDe,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    });
  };

  return {
    method,
    setMethod: (value: string) => setMethodValue(PAYMENT_METHODS.find((m) => m === value) ?? 'ETC'),
    amount,
    setAmount,
    paidDe,
    setPaidDe,
    reference,
    setReference,
    errors,
    pending: record.isPending,
    submit,
  };
}

/** The manual claim run: institution and month, a dry-run preview, the run after a confirmation. */
export function useClaimRun(onRun: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const failed = useFailureAlert();
  const withLoading = useWithLoading();
  const [insttCode, setInsttCodeValue] = useState('');
  const [claimMonth, setClaimMonthValue] = useState(previousMonth());
  const [preview, setPreview] = useState<ClaimPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useMutation({
    // A billing run reads a month of usage: the loading overlay covers it.
    mutationFn: (dryRun: boolean) =>
      withLoading('claim-run', () => runClaim(api, { insttCode, claimMonth, dryRun })),
    onSuccess: (answer, dryRun) => {
      if (dryRun) {
        setPreview(answer.preview ?? answer.claim ?? null);
        return;
      }
      toast.show(t('billing.run.done', { month: claimMonth }), { tone: 'success' });
      onRun();
    },
    onError: failed,
  });

  const start = async (dryRun: boolean) => {
    if (!insttCode) {
      setError(t('billing.run.insttRequired'));
      return;
    }
    setError(null);
    if (!dryRun) {
      const agreed = await dialogs.confirm({
        type: 'confirm',
        message: t('billing.run.confirm', { month: claimMonth }),
        confirmLabel: t('billing.run.submit'),
      });
      if (!agreed) return;
    }
    run.mutate(dryRun);
  };

  return {
    insttCode,
    // A changed institution or month makes the preview stale.
    setInsttCode: (value: string) => {
      setInsttCodeValue(value);
      setPreview(null);
    },
    claimMonth,
    setClaimMonth: (value: string) => {
      setClaimMonthValue(value);
      setPreview(null);
    },
    preview,
    error,
    pending: run.isPending,
    start,
  };
}
