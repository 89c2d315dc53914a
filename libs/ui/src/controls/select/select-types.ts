import type { SelectOption } from './select-rules';

interface SelectBaseProps {
  /** Visible label; also names the control. */
  label: string;
  options: readonly SelectOption[];
  /** A required select never loses its selection (a multi-select keeps one item). */
  required?: boolean;
  disabled?: boolean;
  /** Text while nothing is selected ('선택하세요' by default). */
  placeholder?: string;
  /** The browser's own select (the default on narrow screens, ≤ 767 px) or the styled listbox. */
  native?: boolean;
  className?: string;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiSelectProps extends SelectBaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultiSelectProps;

/** What the two renderings share once single and multi are brought to one shape. */
export interface SelectViewProps {
  label: string;
  options: readonly SelectOption[];
  multiple: boolean;
  required: boolean;
  disabled: boolean;
  placeholder: string;
  selected: readonly string[];
  /** Chooses (single) or toggles (multi) one option, applying the required rule. */
  choose: (value: string) => void;
  /** Sets the whole selection at once (native multi-select), applying the required rule. */
  replace: (values: readonly string[]) => void;
}
