import { colorRgb } from '@nuri/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerColumn } from './panels-api';

const RGB = /^#[0-9a-fA-F]{6}$/;

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="builder-panel__error" role="alert">
      {text}
    </p>
  );
}

export interface ColorFieldProps {
  label: string;
  /** '#rrggbb' or '#rrggbbaa' (the alpha part is kept, see the opacity field). */
  value: string;
  /** '#rrggbb' with the alpha part of `value` kept. */
  onChange: (next: string) => void;
}

/**
 * A colour as a picker and a '#rrggbb' text box. Text that is not a colour stays in the box with
 * a message and is not emitted.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const alpha = value.length === 9 ? value.slice(7) : '';
  const emit = (rgb: string) => onChange(`${rgb.toLowerCase()}${alpha}`);
  const change = (text: string) => {
    const trimmed = text.trim();
    if (RGB.test(trimmed)) {
      setDraft(null);
      emit(trimmed);
    } else {
      setDraft(text);
    }
  };
  const invalid = draft !== null;
  return (
    <div className="builder-panel__field builder-panel__field--color">
      <label htmlFor={`${id}-text`}>{label}</label>
      <input
        type="color"
        aria-label={t('builderPanel.colorPicker', { label })}
        value={colorRgb(value)}
        onChange={(e) => change(e.target.value)}
      />
      <input
        id={`${id}-text`}
        type="text"
        className="builder-panel__color-text"
        value={draft ?? colorRgb(value)}
        maxLength={7}
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => change(e.target.value)}
      />
      <FieldError id={`${id}-error`} text={invalid ? t('builderPanel.invalid.color') : null} />
    </div>
  );
}

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number | 'any';
  /** Whole numbers only. */
  integer?: boolean;
  onChange: (next: number) => void;
}

/** A number within [min, max]; anything else stays in the box with a message and is not emitted. */
export function NumberField({ label, value, min, max, step = 1, integer = false, onChange }: NumberFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const change = (text: string) => {
    const n = text.trim() === '' ? Number.NaN : Number(text);
    if (Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n))) {
      setDraft(null);
      onChange(n);
    } else {
      setDraft(text);
    }
  };
  const invalid = draft !== null;
  const message = integer ? 'builderPanel.invalid.integer' : 'builderPanel.invalid.number';
  return (
    <div className="builder-panel__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? String(value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => change(e.target.value)}
      />
      <FieldError id={`${id}-error`} text={invalid ? t(message, { min, max }) : null} />
    </div>
  );
}

export interface ColumnSelectProps {
  label: string;
  value: string | null;
  columns: readonly LayerColumn[];
  onChange: (column: string | null) => void;
  disabled?: boolean;
}

/** Picks one of the given columns ('' = none chosen). */
export function ColumnSelect({ label, value, columns, onChange, disabled }: ColumnSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  // A saved column the table no longer has stays visible so that the choice is not silently lost.
  const missing = value !== null && !columns.some((c) => c.name === value);
  return (
    <div className="builder-panel__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('builderPanel.column.choose')}</option>
        {missing && <option value={value}>{value}</option>}
        {columns.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Loading, error (with retry) and empty states around a panel body that needs the columns. */
export function ColumnsGate({
  isPending,
  isError,
  retry,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) return <p className="builder-panel__status" role="status">{t('builderPanel.loading')}</p>;
  if (isError) {
    return (
      <div className="builder-panel__error" role="alert">
        <span>{t('builderPanel.columns.error')}</span>{' '}
        <button type="button" className="button--secondary" onClick={retry}>
          {t('builderPanel.retry')}
        </button>
      </div>
    );
  }
  if (empty) return <p className="builder-panel__status">{t('builderPanel.columns.none')}</p>;
  return <>{children}</>;
}
