import { useId, type HTMLAttributes } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error; the field is marked invalid while it is set. */
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

/** A labelled text input with its hint and error read out with it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline = false,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="instt-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          maxLength={input.maxLength}
          required={input.required}
          disabled={input.disabled}
          readOnly={input.readOnly}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
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
