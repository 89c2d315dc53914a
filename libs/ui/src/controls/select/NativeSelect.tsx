import { useId } from 'react';
import type { SelectViewProps } from './select-types';

/** The browser's own select, used on narrow screens. */
export function NativeSelect({
  label,
  options,
  multiple,
  required,
  disabled,
  placeholder,
  selected,
  replace,
}: SelectViewProps) {
  const id = useId();
  return (
    <>
      <label className="select__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select__native"
        multiple={multiple}
        required={required}
        disabled={disabled}
        value={multiple ? [...selected] : (selected[0] ?? '')}
        onChange={(event) =>
          replace(Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean))
        }
      >
        {!multiple && (
          // Unselecting is choosing the placeholder: not offered once a required select has a value.
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
