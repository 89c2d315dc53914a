import { useApi } from '@nuri/shell';
import {
  DataGrid,
  type GridColumn,
  type GridPageRequest,
  Modal,
  useDialogs,
  useGridRefresh,
  useToast,
} from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionNames } from '../apikeys/queries';
import '../institution/institution.css';
import { alreadyShown } from '../kit/error-text';
import { useWithLoading } from '../kit/long-action';
import '../provider/provider.css';
import {
  CLAIM_STATUSES,
  dayText,
  downloadClaims,
  listClaims,
  listSettlements,
  PAYMENT_METHODS,
  recordSettlement,
  runClaim,
  saveBlob,
  sendBills,
  won,
  type Claim,
  type ClaimFilters,
  type ClaimPreview,
  type ClaimStatus,
  type PaymentMethod,
} from './billing-api';
import { billingKeys } from './billing-keys';
import { ClaimDetailModal } from './ClaimDetailModal';
import { ClaimLines } from './ClaimLines';
import { toClaimRow, type ClaimRow } from './claim-rows';
import { Field, SelectField } from './Field';
import './billing.css';
import { ProviderBillingPage } from './ProviderBillingPage';
import { QueryStatusRows } from './QueryBlock';

/** The claim grid's rows: a payment or a run loads them again. */
const CLAIMS_GRID = ['billing', 'claims'] as const;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

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
  const withLoading = useWithLoading();
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
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

  const columns = useMemo<GridColumn<ClaimRow>[]>(
    () => [
      { id: 'month', field: 'claimMonth', title: t('billing.claims.col.month'), textAlign: 'center' },
      { id: 'instt', field: 'insttText', title: t('billing.claims.col.instt') },
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
        id: 'sent',
        field: 'sentText',
        title: t('billing.claims.col.sent'),
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
    ],
    [t],
  );

  return (
    <>
      <div className="billing-row">
        <fieldset className="provider-filters">
          <legend className="provider-sr-only">{t('billing.claims.filters')}</legend>
          <Field
            type="month"
            label={t('billing.claims.col.month')}
            value={filters.claimMonth ?? ''}
            onChange={(value) => setFilters((f) => ({ ...f, claimMonth: value || null }))}
          />
          <SelectField
            label={t('billing.claims.col.instt')}
            value={filters.insttCode ?? ''}
            onChange={(value) => setFilters((f) => ({ ...f, insttCode: value || null }))}
          >
            <option value="">{t('common.all')}</option>
            {(institutions.data ?? []).map((i) => (
              <option key={i.insttCode} value={i.insttCode}>{`${i.insttNm} (${i.insttCode})`}</option>
            ))}
          </SelectField>
          <SelectField
            label={t('billing.claims.col.status')}
            value={filters.sttus ?? ''}
            onChange={(value) =>
              setFilters((f) => ({
                ...f,
                sttus: CLAIM_STATUSES.find((s): s is ClaimStatus => s === value) ?? null,
              }))
            }
          >
            <option value="">{t('common.all')}</option>
            {CLAIM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`billing.claimStatus.${status}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <button type="button" className="button--secondary" onClick={() => void download()}>
          {t('billing.claims.downloadList')}
        </button>
        <button type="button" onClick={() => setRunning(true)}>
          {t('billing.run.open')}
        </button>
      </div>
      <DataGrid<ClaimRow>
        label={t('billing.claims.grid')}
        columns={columns}
        fetchPage={fetchPage}
        searchable={false}
        queryKey={[...CLAIMS_GRID, filters]}
        rowKey={(row) => row.uid}
        emptyText={t('billing.claims.empty')}
        onButtonClick={(row) => setOpen(row.claim)}
      />
      <ProviderClaimDetail
        claim={open}
        onClose={() => setOpen(null)}
        onPay={(claim) => setPaying(claim)}
        onSent={() => {
          setOpen(null);
          reload();
        }}
      />
      <RecordPaymentModal
        claim={paying}
        onClose={() => setPaying(null)}
        onRecorded={() => {
          setPaying(null);
          setOpen(null);
          reload();
        }}
      />
      <RunClaimModal
        open={running}
        institutions={institutions.data ?? []}
        onClose={() => setRunning(false)}
        onRun={() => {
          setRunning(false);
          reload();
        }}
      />
    </>
  );
}

function ProviderClaimDetail({
  claim,
  onClose,
  onPay,
  onSent,
}: {
  claim: Claim | null;
  onClose: () => void;
  onPay: (claim: Claim) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const send = useMutation({
    mutationFn: (target: Claim) => sendBills(api, [target.claimId]),
    onSuccess: (answer) => {
      toast.show(t('billing.claims.sentToast', { count: answer.sent }), { tone: 'success' });
      onSent();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });
  if (!claim) return null;
  return (
    <ClaimDetailModal
      claim={claim}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.close')}
          </button>
          <button
            type="button"
            className="button--secondary"
            disabled={send.isPending}
            onClick={() => send.mutate(claim)}
          >
            {t('billing.claims.sendBill')}
          </button>
          <button type="button" disabled={claim.balance <= 0} onClick={() => onPay(claim)}>
            {t('billing.pay.open')}
          </button>
        </>
      }
    >
      <Settlements claimId={claim.claimId} />
    </ClaimDetailModal>
  );
}

function Settlements({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const list = useQuery({
    queryKey: billingKeys.settlements(claimId),
    queryFn: () => listSettlements(api, claimId),
  });
  return (
    <table className="billing-lines">
      <caption>{t('billing.pay.list')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('billing.pay.paidDe')}</th>
          <th scope="col">{t('billing.pay.method')}</th>
          <th scope="col">{t('billing.pay.amount')}</th>
          <th scope="col">{t('billing.pay.reference')}</th>
        </tr>
      </thead>
      <tbody>
        <QueryStatusRows
          query={list}
          colSpan={4}
          isEmpty={list.data?.content.length === 0}
          emptyText={t('billing.pay.none')}
        />
        {list.data?.content.map((s) => (
          <tr key={String(s.settlementId)}>
            <td>{dayText(s.paidDe)}</td>
            <td>
              {t(
                `billing.method.${(PAYMENT_METHODS as readonly string[]).includes(s.method) ? s.method : 'ETC'}` as 'billing.method.ETC',
              )}
            </td>
            <td className="billing-num">{won(t, s.amount)}</td>
            <td>{s.reference ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecordPaymentModal({
  claim,
  onClose,
  onRecorded,
}: {
  claim: Claim | null;
  onClose: () => void;
  onRecorded: () => void;
}) {
  if (!claim) return null;
  return (
    <RecordPaymentForm key={String(claim.claimId)} claim={claim} onClose={onClose} onRecorded={onRecorded} />
  );
}

function RecordPaymentForm({
  claim,
  onClose,
  onRecorded,
}: {
  claim: Claim;
  onClose: () => void;
  onRecorded: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const formId = useId();
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
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
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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

  return (
    <Modal
      open
      onClose={onClose}
      title={t('billing.pay.title')}
      maxWidth={520}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button type="submit" form={formId} disabled={record.isPending}>
            {record.isPending ? t('billing.saving') : t('billing.pay.submit')}
          </button>
        </>
      }
    >
      <form id={formId} className="billing-form" onSubmit={submit} noValidate>
        <p className="billing-state">
          {t('billing.pay.claim', {
            name: claim.insttNm,
            month: claim.claimMonth,
            balance: won(t, claim.balance),
          })}
        </p>
        <SelectField
          label={t('billing.pay.method')}
          value={method}
          onChange={(value) => setMethod(PAYMENT_METHODS.find((m) => m === value) ?? 'ETC')}
        >
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`billing.method.${m}`)}
            </option>
          ))}
        </SelectField>
        <Field
          type="number"
          label={t('billing.pay.amount')}
          value={amount}
          onChange={setAmount}
          min={1}
          max={claim.balance}
          error={errors.amount}
          hint={t('billing.pay.amountHint', { balance: won(t, claim.balance) })}
        />
        <Field
          type="date"
          label={t('billing.pay.paidDe')}
          value={paidDe}
          onChange={setPaidDe}
          error={errors.paidDe}
        />
        <Field
          label={t('billing.pay.reference')}
          value={reference}
          onChange={setReference}
          maxLength={100}
          error={errors.reference}
        />
      </form>
    </Modal>
  );
}

function RunClaimModal({
  open,
  institutions,
  onClose,
  onRun,
}: {
  open: boolean;
  institutions: { insttCode: string; insttNm: string }[];
  onClose: () => void;
  onRun: () => void;
}) {
  if (!open) return null;
  return <RunClaimForm institutions={institutions} onClose={onClose} onRun={onRun} />;
}

function previousMonth(): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

function RunClaimForm({
  institutions,
  onClose,
  onRun,
}: {
  institutions: { insttCode: string; insttNm: string }[];
  onClose: () => void;
  onRun: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const [insttCode, setInsttCode] = useState('');
  const [claimMonth, setClaimMonth] = useState(previousMonth());
  const [preview, setPreview] = useState<ClaimPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const withLoading = useWithLoading();
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
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
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

  return (
    <Modal
      open
      onClose={onClose}
      title={t('billing.run.title')}
      maxWidth={760}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button
            type="button"
            className="button--secondary"
            disabled={run.isPending}
            onClick={() => void start(true)}
          >
            {t('billing.run.preview')}
          </button>
          <button type="button" disabled={run.isPending} onClick={() => void start(false)}>
            {t('billing.run.submit')}
          </button>
        </>
      }
    >
      <div className="billing-form">
        <p className="billing-state">{t('billing.run.hint')}</p>
        <SelectField
          label={t('billing.claims.col.instt')}
          value={insttCode}
          onChange={(value) => {
            setInsttCode(value);
            setPreview(null);
          }}
        >
          <option value="">{t('billing.run.insttChoose')}</option>
          {institutions.map((i) => (
            <option key={i.insttCode} value={i.insttCode}>{`${i.insttNm} (${i.insttCode})`}</option>
          ))}
        </SelectField>
        {error && <p className="instt-field__error">{error}</p>}
        <Field
          type="month"
          label={t('billing.claims.col.month')}
          value={claimMonth}
          onChange={(value) => {
            setClaimMonth(value);
            setPreview(null);
          }}
        />
        {preview && (
          <ClaimLines
            claim={preview}
            caption={t('billing.run.previewCaption', { month: preview.claimMonth })}
          />
        )}
      </div>
    </Modal>
  );
}
