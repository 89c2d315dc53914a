import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** A problem with the value (shown and announced). */
  error?: string;
  /** A check result next to the field (e.g. the code check). */
  status?: { ok: boolean; text: string };
  required?: boolean;
  optional?: boolean;
  type?: 'text' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  /** A button next to the input. */
  action?: ReactNode;
}

/** A labelled text input with its hint, problem and check result tied to it for screen readers. */
export function FormField({
  label,
  value,
  onChange,
  hint,
  error,
  status,
  required,
  optional,
  type = 'text',
  maxLength,
  autoComplete,
  action,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`, status && `${id}-status`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="provider-form__field">
      <label htmlFor={id}>
        {label} {optional && <span className="provider-hint">{t('provider.create.optional')}</span>}
      </label>
      <div className="provider-form__row">
        <input
          id={id}
          type={type}
          value={value}
          required={required}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {action}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="provider-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="provider-form__error" role="alert">
          {error}
        </p>
      )}
      {status && (
        <p
          id={`${id}-status`}
          className={status.ok ? 'provider-form__ok' : 'provider-form__error'}
          role="status"
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
