import type { GridCellEvents, GridColumn, GridRow, GridRowView } from '../types';

/** What every cell renderer gets. */
export interface CellProps<Row extends GridRow> {
  view: GridRowView<Row>;
  column: GridColumn<Row>;
  events: GridCellEvents<Row>;
}

/** The value of the column's field in the row (or of `fallback` when the column names none). */
export function fieldValue<Row extends GridRow>(
  row: Row,
  column: GridColumn<Row>,
  fallback?: keyof GridRow,
): unknown {
  if (column.field) return row[column.field];
  return fallback ? row[fallback] : undefined;
}
