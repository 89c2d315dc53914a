import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_PAGE_SIZE, pageCount } from './boards-api';

/** Page buttons of a board list (nothing for a single page). */
export function Pages({ count, current, onChange }: { count: number; current: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <nav className="boards__pages" aria-label={t('web.boards.pages')}>
      {Array.from({ length: count }, (_, i) => i + 1).map((p) => (
        <button key={p} type="button" aria-current={p === current ? 'page' : undefined} onClick={() => onChange(p)}>
          {p}
        </button>
      ))}
    </nav>
  );
}

interface BoardTableProps<Row> {
  /** The list query: its error and its page (undefined while loading). */
  isError: boolean;
  page: { content: Row[]; totalElements: number } | undefined;
  pageIndex: number;
  onPage: (page: number) => void;
  /** Accessible name of the table. */
  label: string;
  /** Column headers after the number column (already translated). */
  columns: string[];
  emptyText: string;
  rowKey: (row: Row) => string | number;
  /** The cells after the number column, one per header. */
  cells: (row: Row) => ReactNode[];
}

/**
 * A board's list: loading and error lines, the table with a descending number column (the
 * newest row has the largest number), an empty row, and the page buttons.
 */
export function BoardTable<Row>({ isError, page, pageIndex, onPage, label, columns, emptyText, rowKey, cells }: BoardTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      {isError && <p role="alert">{t('web.boards.loadFailed')}</p>}
      {!page && !isError && <p role="status">{t('common.loading')}</p>}
      {page && (
        <table className="boards__table" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t('web.boards.col.no')}</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.content.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1}>{emptyText}</td>
              </tr>
            )}
            {page.content.map((row, i) => (
              <tr key={rowKey(row)}>
                <td>{page.totalElements - (pageIndex - 1) * BOARD_PAGE_SIZE - i}</td>
                {cells(row).map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && <Pages count={pageCount(page.totalElements)} current={pageIndex} onChange={onPage} />}
    </>
  );
}
