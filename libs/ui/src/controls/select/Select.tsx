import { useTranslation } from 'react-i18next';
import '../../styles/controls.css';
import { useIsPiecesMobile } from '../../overlay/media-query';
import { NativeSelect } from './NativeSelect';
import { SelectListbox } from './SelectListbox';
import { nextMultiValues, nextSingleValue } from './select-rules';
import type { SelectProps, SelectViewProps } from './select-types';

/**
 * A single or multi select. With `required` the selected item cannot be unselected and a
 * multi-select keeps at least one item. Narrow screens (≤ 767 px) get the browser's select.
 */
export function Select(props: SelectProps) {
  const { t } = useTranslation();
  const mobile = useIsPiecesMobile();
  const required = props.required ?? false;

  const view: SelectViewProps = {
    label: props.label,
    options: props.options,
    multiple: props.multiple === true,
    required,
    disabled: props.disabled ?? false,
    placeholder: props.placeholder ?? t('controls.select.placeholder'),
    selected: props.multiple ? props.value : props.value === null ? [] : [props.value],
    choose: (option) => {
      if (props.multiple) props.onChange(nextMultiValues(props.value, option, required, props.options));
      else props.onChange(nextSingleValue(props.value, option, required));
    },
    replace: (values) => {
      if (props.multiple) {
        // The browser lets a multi-select lose every item: a required one keeps what it had.
        if (required && values.length === 0) return;
        props.onChange([...values]);
      } else {
        const next = values[0] ?? null;
        if (required && next === null) return;
        props.onChange(next);
      }
    },
  };

  const native = props.native ?? mobile;
  return (
    <div className={props.className ? `select ${props.className}` : 'select'}>
      {native ? <NativeSelect {...view} /> : <SelectListbox {...view} />}
    </div>
  );
}
