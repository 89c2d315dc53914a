import { FormDialog, SelectField, TextField } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, won, type Claim } from './billing-api';
import { ClaimLines } from './ClaimLines';
import { useClaimRun, useRecordPayment } from './use-claim-forms';

/** Recording a payment against a claim (method, amount up to the balance, date, reference). */
export function RecordPaymentDialog({
  claim,
  onClose,
  onRecorded,
}: {
  claim: Claim;
  onClose: () => void;
  onRecorded: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordPayment(claim, onRecorded);
  return (
    <FormDialog
      title={t('billing.pay.title')}
      maxWidth={520}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      submitLabel={form.pending ? t('billing.saving') : t('billing.pay.submit')}
      formClassName="billing-form"
      noValidate
    >
      <p className="billing-state">
        {t('billing.pay.claim', {
          name: claim.insttNm,
          month: claim.claimMonth,
          balance: won(t, claim.balance),
        })}
      </p>
      <SelectField
        label={t('billing.pay.method')}
        value={form.method}
        onChange={form.setMethod}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`billing.method.${m}`) }))}
      />
      <TextField
        type="number"
        label={t('billing.pay.amount')}
        value={form.amount}
        onChange={form.setAmount}
        min={1}
        max={claim.balance}
        error={form.errors.amount}
        hint={t('billing.pay.amountHint', { balance: won(t, claim.balance) })}
      />
      <TextField
        type="date"
        label={t('billing.pay.paidDe')}
        value={form.paidDe}
        onChange={form.setPaidDe}
        error={form.errors.paidDe}
      />
      <TextField
        label={t('billing.pay.reference')}
        value={form.reference}
        onChange={form.setReference}
        maxLength={100}
        error={form.errors.reference}
      />
    </FormDialog>
  );
}

/** The manual claim run of one institution and month, with a dry-run preview of its lines. */
export function RunClaimDialog({
  institutions,
  onClose,
  onRun,
}: {
  institutions: { insttCode: string; insttNm: string }[];
  onClose: () => void;
  onRun: () => void;
}) {
  const { t } = useTranslation();
  const run = useClaimRun(onRun);
  return (
    <FormDialog
      title={t('billing.run.title')}
      maxWidth={760}
      onClose={onClose}
      onSubmit={() => void run.start(false)}
      pending={run.pending}
      submitLabel={t('billing.run.submit')}
      formClassName="billing-form"
      noValidate
      actions={
        <button
          type="button"
          className="button--secondary"
          disabled={run.pending}
          onClick={() => void run.start(true)}
        >
          {t('billing.run.preview')}
        </button>
      }
    >
      <p className="billing-state">{t('billing.run.hint')}</p>
      <SelectField
        label={t('billing.claims.col.instt')}
        value={run.insttCode}
        onChange={run.setInsttCode}
        placeholder={t('billing.run.insttChoose')}
        options={institutions.map((i) => ({ value: i.insttCode, label: `${i.insttNm} (${i.insttCode})` }))}
        error={run.error}
      />
      <TextField
        type="month"
        label={t('billing.claims.col.month')}
        value={run.claimMonth}
        onChange={run.setClaimMonth}
      />
      {run.preview && (
        <ClaimLines
          claim={run.preview}
          caption={t('billing.run.previewCaption', { month: run.preview.claimMonth })}
        />
      )}
    </FormDialog>
  );
}
