import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error (with a retry) or the data of one query of a billing screen. */
export function QueryBlock<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className="billing-state">
        {t('common.loading')}
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className="billing-state">
        {t('billing.loadError')}{' '}
        <button type="button" className="button--secondary" onClick={() => void query.refetch()}>
          {t('billing.retry')}
        </button>
      </p>
    );
  return <>{children(query.data)}</>;
}
