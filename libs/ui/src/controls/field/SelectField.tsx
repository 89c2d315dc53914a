import type { ReactNode } from 'react';
import { FormField, type FieldFrameProps } from './FormField';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  /** The choices as data; `children` (option elements) is the other way to give them. */
  options?: readonly SelectFieldOption[];
  /** A first, empty choice ('choose one'). */
  placeholder?: string;
  disabled?: boolean;
  children?: ReactNode;
}

/** A labelled native select. */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  children,
  ...frame
}: SelectFieldProps) {
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FormField>
  );
}
