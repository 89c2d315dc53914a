import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field and tied to it (aria-describedby). */
  error?: string | null;
  /** A standing explanation (rules), also tied to the field. */
  hint?: ReactNode;
  /** A positive note (an id that is available). */
  note?: string | null;
  /** Beside the input (a 'check' button). */
  action?: ReactNode;
}

/** A labelled input whose hint, note and error are read with it. */
export function TextField({ id, label, value, onChange, error, hint, note, action, required, ...input }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <div className="form-field__head">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {/* For the eye: the input itself says it is required. */}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="form-field__row">
        <input
          {...input}
          id={id}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {action}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
      {note && !error && (
        <p id={`${id}-note`} className="form-field__note" role="status">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
