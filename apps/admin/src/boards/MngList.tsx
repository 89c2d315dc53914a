import { TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from './boards-api';
import { MngPages } from './MngPages';

/** What the board lists page through: the 1-based page and whatever else filters them. */
export interface MngFilter {
  pageIndex: number;
}

interface MngPage<T> {
  content: T[];
  totalElements: number;
}

/** The query key of every board management list: a deletion or an answer reloads them. */
export const MNG_KEY = ['boardMng'] as const;

/**
 * A board management list: its filter (a changed filter starts again at page 1), the page
 * query and the page change.
 */
export function useMngList<F extends MngFilter, T>(
  name: string,
  initial: F,
  load: (filter: F) => Promise<MngPage<T>>,
) {
  const [filter, setFilter] = useState<F>(initial);
  const list = useQuery({ queryKey: [...MNG_KEY, name, filter], queryFn: () => load(filter) });
  return {
    filter,
    list,
    /** A new filter value: the list starts again at its first page. */
    refilter: (change: Partial<Omit<F, 'pageIndex'>>) =>
      setFilter((f) => ({ ...f, ...change, pageIndex: 1 })),
    setPage: (pageIndex: number) => setFilter((f) => ({ ...f, pageIndex })),
  };
}

/** Deleting a row of a board list after the delete confirmation; the lists reload. */
export function useMngDelete<T>(remove: (row: T) => Promise<unknown>, message: (row: T) => string) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.show(t('boardMng.deleted'), { tone: 'success' });
      void client.invalidateQueries({ queryKey: MNG_KEY });
    },
  });
  return async (row: T) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: message(row),
      confirmLabel: t('boardMng.delete'),
    });
    if (agreed) mutation.mutate(row);
  };
}

/** The search form over a board list: one text, submitted by its button or Enter. */
export function MngSearch({
  label,
  onSearch,
  filters,
  actions,
}: {
  label: string;
  onSearch: (text: string) => void;
  /** More filters, before the search text. */
  filters?: ReactNode;
  /** Buttons after the search button (write a new one). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      className="board-mng__toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      {filters}
      <TextField label={label} value={text} maxLength={100} onChange={setText} />
      <button type="submit" className="button--secondary">
        {t('boardMng.search')}
      </button>
      {actions}
    </form>
  );
}

/**
 * A board list's table: its column headers, the loading, failure and empty rows, the rows, and
 * the page buttons. The table scrolls inside its own box on a narrow window, never the page.
 */
export function MngTable<T>({
  label,
  headers,
  list,
  emptyText,
  pageIndex,
  onPage,
  children,
}: {
  label: string;
  headers: string[];
  list: UseQueryResult<MngPage<T>>;
  emptyText: string;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
  /** The rows of the page. */
  children: (page: MngPage<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  const page = list.data;
  const span = headers.length;
  return (
    <>
      <div className="board-mng__scroll">
        <table className="board-mng__table" aria-label={label}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.isError && (
              <tr>
                <td colSpan={span} role="alert">
                  {t('boardMng.loadFailed')}
                </td>
              </tr>
            )}
            {!page && !list.isError && (
              <tr>
                <td colSpan={span}>{t('boardMng.loading')}</td>
              </tr>
            )}
            {page?.content.length === 0 && (
              <tr>
                <td colSpan={span}>{emptyText}</td>
              </tr>
            )}
            {page && children(page)}
          </tbody>
        </table>
      </div>
      {page && <MngPages count={pageCount(page.totalElements)} current={pageIndex} onChange={onPage} />}
    </>
  );
}
