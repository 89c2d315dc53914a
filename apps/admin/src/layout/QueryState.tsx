import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loading, error or the data of one query of an admin screen. The error line offers a retry
 * when retryText is given.
 */
export function QueryState<T>({
  query,
  children,
  className,
  loadingText,
  errorText,
  retryText,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  className: string;
  loadingText?: string;
  errorText: string;
  retryText?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className={className}>
        {loadingText ?? t('common.loading')}
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className={className}>
        {errorText}
        {retryText && (
          <>
            {' '}
            <button type="button" className="button--secondary" onClick={() => void query.refetch()}>
              {retryText}
            </button>
          </>
        )}
      </p>
    );
  return <>{children(query.data)}</>;
}
