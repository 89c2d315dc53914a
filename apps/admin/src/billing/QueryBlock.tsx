import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../layout/QueryState';

/** Loading, error (with a retry) or the data of one query of a billing screen. */
export function QueryBlock<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return <QueryState {...props} className="billing-state" errorText={t('billing.loadError')} retryText={t('billing.retry')} />;
}

/** The status rows of a small table fed by one query: loading, error, or the empty text. */
export function QueryStatusRows({
  query,
  colSpan,
  isEmpty,
  emptyText,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError'>;
  colSpan: number;
  isEmpty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const text = query.isPending ? t('common.loading') : query.isError ? t('billing.loadError') : isEmpty ? emptyText : null;
  if (text === null) return null;
  return (
    <tr>
      <td colSpan={colSpan}>{text}</td>
    </tr>
  );
}
