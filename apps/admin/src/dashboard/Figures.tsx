import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState as SharedQueryState } from '../layout/QueryState';

/** Loading, error or the data of one dashboard query. */
export function QueryState<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return <SharedQueryState {...props} className="dashboard-state" loadingText={t('dashboard.loading')} errorText={t('dashboard.error')} />;
}

/** Figure cards as a description list (label, value). */
export function Figures({
  items,
  label,
}: {
  items: { key: string; label: string; value: string | number }[];
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="dashboard-figures" aria-label={label ?? t('dashboard.figures')}>
      {items.map((item) => (
        <div key={item.key} data-figure={item.key}>
          <dt>{item.label}</dt>
          <dd>{typeof item.value === 'number' ? item.value.toLocaleString() : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
