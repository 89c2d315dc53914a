import type { InputHTMLAttributes } from 'react';
import { FormField, splitFieldProps, type FieldFrameProps } from './FormField';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required' | 'className' | 'children'
>;

export interface TextFieldProps extends FieldFrameProps, InputAttributes {
  value: string;
  onChange: (value: string) => void;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** Rows of the text area (3 by default). */
  rows?: number;
}

/** A labelled input (text, number, date, month, email, password…) or text area. */
export function TextField(props: TextFieldProps) {
  const [frame, { value, onChange, multiline = false, rows = 3, type = 'text', ...input }] =
    splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            rows={rows}
            maxLength={input.maxLength}
            disabled={input.disabled}
            readOnly={input.readOnly}
            placeholder={input.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...input}
            {...control}
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
