import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, isFlagOn } from '../row-flags';
import type { GridColumn, GridRow, GridRowView } from '../types';
import { fieldValue, type CellProps } from './cell-props';

function useCellLabel<Row extends GridRow>(view: GridRowView<Row>, column: GridColumn<Row>): string {
  const { t } = useTranslation();
  return t('grid.cellLabel', { row: view.rowNumber, column: column.title });
}

/** The creator's own row keeps its select and checkbox values (spec 000 §6). */
function lockedForCreator<Row extends GridRow>(view: GridRowView<Row>, column: GridColumn<Row>): boolean {
  return column.edit === false || view.row.isCreatman === true;
}

export function SelectCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const label = useCellLabel(view, column);
  return (
    <select
      className="data-grid__select"
      aria-label={label}
      defaultValue={cellText(fieldValue(view.row, column))}
      disabled={lockedForCreator(view, column)}
      onChange={(e) => events.onSelectChange?.(view.row, column, e.target.value)}
    >
      {(column.items ?? []).map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </select>
  );
}

export function CheckboxCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const label = useCellLabel(view, column);
  return (
    <input
      type="checkbox"
      className="data-grid__checkbox"
      aria-label={label}
      defaultChecked={isFlagOn(fieldValue(view.row, column))}
      disabled={lockedForCreator(view, column)}
      onChange={(e) => events.onCheckboxChange?.(view.row, column, e.target.checked)}
    />
  );
}

/** A text field that reports its value on Enter or when it loses focus after a change. */
export function InputCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const label = useCellLabel(view, column);
  const initial = cellText(fieldValue(view.row, column));
  const committed = useRef(initial);
  const commit = (value: string) => {
    if (value === committed.current) return;
    committed.current = value;
    events.onInputEdit?.(view.row, column, value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit(e.currentTarget.value);
  };
  return (
    <input
      type="text"
      className="data-grid__input"
      aria-label={label}
      defaultValue={initial}
      readOnly={column.edit === false}
      onKeyDown={onKeyDown}
      onBlur={(e) => commit(e.currentTarget.value)}
    />
  );
}
