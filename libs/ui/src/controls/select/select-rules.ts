export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The value after choosing `option` in a single select: choosing the selected option again
 * unselects it, unless the select is required (spec 000 §5).
 */
export function nextSingleValue(current: string | null, option: string, required: boolean): string | null {
  if (current !== option) return option;
  return required ? current : null;
}

/**
 * The values after toggling `option` in a multi-select, in the options' order: a required
 * multi-select keeps at least one item (spec 000 §5).
 */
export function nextMultiValues(
  current: readonly string[],
  option: string,
  required: boolean,
  options: readonly SelectOption[],
): string[] {
  const selected = new Set(current);
  if (selected.has(option)) {
    if (required && selected.size <= 1) return [...current];
    selected.delete(option);
  } else {
    selected.add(option);
  }
  return options.map((o) => o.value).filter((value) => selected.has(value));
}
