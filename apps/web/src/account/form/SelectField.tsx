export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  placeholder: string;
  onChange(value: string): void;
  error?: string | null;
  required?: boolean;
}

/** The browser's select with a label and an error read with it (forms that validate). */
export function SelectField({ id, label, value, options, placeholder, onChange, error, required }: SelectFieldProps) {
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
      <select
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
