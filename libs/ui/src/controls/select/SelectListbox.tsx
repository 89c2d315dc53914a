import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectViewProps } from './select-types';

/**
 * The styled select: a select-only combobox with a popup listbox (WAI-ARIA APG). Focus stays
 * on the combobox; the active option is announced through aria-activedescendant.
 */
export function SelectListbox({
  label,
  options,
  multiple,
  required,
  disabled,
  placeholder,
  selected,
  choose,
}: SelectViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const enabled = options
    .map((option, index) => (option.disabled ? -1 : index))
    .filter((index) => index >= 0);
  const firstSelected = options.findIndex((option) => selected.includes(option.value));
  const labels = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  const shown =
    labels.length === 0
      ? placeholder
      : multiple && labels.length > 2
        ? t('controls.select.selectedCount', { count: labels.length })
        : labels.join(', ');

  const openList = () => {
    setActive(firstSelected >= 0 ? firstSelected : (enabled[0] ?? 0));
    setOpen(true);
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    choose(option.value);
    if (!multiple) setOpen(false);
  };
  const move = (step: number) => {
    const at = enabled.indexOf(active);
    const next = enabled[Math.min(enabled.length - 1, Math.max(0, at + step))];
    if (next !== undefined) setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => move(1),
          ArrowUp: () => move(-1),
          Home: () => setActive(enabled[0] ?? 0),
          End: () => setActive(enabled[enabled.length - 1] ?? 0),
          Enter: () => pick(active),
          ' ': () => pick(active),
          Escape: () => setOpen(false),
        }
      : { ArrowDown: openList, ArrowUp: openList, Enter: openList, ' ': openList };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      // Escape closes the list, not a modal around it.
      event.stopPropagation();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <>
      <span id={labelId} className="select__label">
        {label}
      </span>
      <div
        role="combobox"
        className="select__combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-controls={listboxId}
        aria-expanded={open}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (disabled ? undefined : open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className={labels.length === 0 ? 'select__value select__value--empty' : 'select__value'}>
          {shown}
        </span>
        <span className="select__arrow" aria-hidden="true" />
      </div>
      <ul
        id={listboxId}
        role="listbox"
        className="select__listbox"
        aria-labelledby={labelId}
        aria-multiselectable={multiple || undefined}
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            className={index === active ? 'select__option select__option--active' : 'select__option'}
            aria-selected={selected.includes(option.value)}
            aria-disabled={option.disabled || undefined}
            // Keeps focus (and the open list) on the combobox.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => !option.disabled && setActive(index)}
            onClick={() => pick(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </>
  );
}
