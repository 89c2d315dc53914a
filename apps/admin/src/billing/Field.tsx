import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_KINDS, type DiscountKind } from './billing-api';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'month';
  error?: string | null;
  hint?: string;
  min?: number | string;
  max?: number | string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native input (number, date, month or text) with its hint and error read out with it. */
export function Field({ label, value, onChange, type = 'text', error, hint, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="instt-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="instt-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="instt-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled native select. */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="instt-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The kind (amount or percent) and value of a discount or coupon, as one pair of fields. */
export function DiscountValueFields({
  kind,
  onKind,
  value,
  onValue,
  error,
}: {
  kind: DiscountKind;
  onKind: (kind: DiscountKind) => void;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField label={t('billing.discount.kind')} value={kind} onChange={(v) => onKind(v === 'PERCENT' ? 'PERCENT' : 'AMOUNT')}>
        {DISCOUNT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`billing.discount.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      <Field
        type="number"
        label={kind === 'PERCENT' ? t('billing.discount.valuePercent') : t('billing.discount.valueAmount')}
        value={value}
        onChange={onValue}
        min={1}
        error={error}
      />
    </>
  );
}
