import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridCell } from './cells/GridCell';
import { isRecent } from './row-flags';
import type { GridCellEvents, GridColumn, GridRow, GridRowView } from './types';

export const ROW_NUMBER_COLUMN_ID = '__rowNumber';

export interface GridTableProps<Row extends GridRow> {
  captionId: string;
  caption: string;
  columns: readonly GridColumn<Row>[];
  rows: GridRowView<Row>[];
  events: GridCellEvents<Row>;
  showRowNumber: boolean;
  /** Columns flagged mobileHide are hidden. */
  mobile: boolean;
  /** Shown across the body instead of rows (loading, empty). */
  message: ReactNode;
}

/** Columns by ascending `order`; columns without one keep their place after those with one. */
export function orderColumns<Row extends GridRow>(columns: readonly GridColumn<Row>[]): GridColumn<Row>[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => (a.column.order ?? Infinity) - (b.column.order ?? Infinity) || a.index - b.index)
    .map(({ column }) => column);
}

function columnVisibility<Row extends GridRow>(columns: readonly GridColumn<Row>[], mobile: boolean): VisibilityState {
  return Object.fromEntries(
    columns.map((c) => [c.id, c.visibility !== false && !(mobile && c.mobileHide === true)]),
  );
}

function columnStyle<Row extends GridRow>(column: GridColumn<Row> | undefined): CSSProperties | undefined {
  if (!column) return undefined;
  const width = typeof column.colWidth === 'number' ? `${column.colWidth}px` : column.colWidth;
  return { width, textAlign: column.textAlign };
}

/** The table itself (through @tanstack/react-table): caption, column headers, rows. */
export function GridTable<Row extends GridRow>({
  captionId,
  caption,
  columns,
  rows,
  events,
  showRowNumber,
  mobile,
  message,
}: GridTableProps<Row>) {
  const { t } = useTranslation();
  const ordered = orderColumns(columns);
  const byId = new Map<string, GridColumn<Row>>(ordered.map((c) => [c.id, c]));

  const defs: ColumnDef<GridRowView<Row>>[] = ordered.map((column) => ({
    id: column.id,
    header: column.title,
    cell: ({ row }) => <GridCell view={row.original} column={column} events={events} />,
  }));
  if (showRowNumber) {
    defs.unshift({ id: ROW_NUMBER_COLUMN_ID, header: t('grid.rowNumber'), cell: ({ row }) => row.original.rowNumber });
  }

  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (view) => view.key,
    state: { columnVisibility: columnVisibility(ordered, mobile) },
  });
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <table className="data-grid__table">
      <caption id={captionId} className="grid-sr-only">
        {caption}
      </caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className={header.column.id === ROW_NUMBER_COLUMN_ID ? 'data-grid__number' : undefined}
                style={columnStyle(byId.get(header.column.id))}
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {message !== null ? (
          <tr>
            <td colSpan={visibleCount} className="data-grid__message">
              {message}
            </td>
          </tr>
        ) : (
          table.getRowModel().rows.map((row) => {
            const recent = isRecent(row.original.row);
            return (
              <tr key={row.id} className={recent ? 'data-grid__row--recent' : undefined}>
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    className={cell.column.id === ROW_NUMBER_COLUMN_ID ? 'data-grid__number' : undefined}
                    style={columnStyle(byId.get(cell.column.id))}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {recent && index === 0 && (
                      <>
                        {' '}
                        <span className="grid-badge grid-badge--recent">{t('grid.recent')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
