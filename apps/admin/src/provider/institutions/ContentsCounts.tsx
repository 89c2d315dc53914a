import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCounts, insttKeys, type ContentsCount } from './institution-api';

const COUNT_KEYS = [
  ['memberCnt', 'provider.instt.counts.members'],
  ['groupCnt', 'provider.instt.counts.groups'],
  ['lyrCnt', 'provider.instt.counts.layers'],
  ['mapCnt', 'provider.instt.counts.maps'],
  ['appCnt', 'provider.instt.counts.apps'],
] as const satisfies readonly (readonly [keyof ContentsCount, string])[];

/** The institution's holdings (GET /api/instt/{code}/contents/count); none for a deleted one. */
export function ContentsCounts({ insttCode, active }: { insttCode: string; active: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const counts = useQuery({
    queryKey: insttKeys.counts(insttCode),
    queryFn: () => fetchCounts(api, insttCode),
    enabled: active,
  });

  let body;
  if (!active) body = <p>{t('provider.instt.counts.unavailable')}</p>;
  else if (counts.isPending) body = <p role="status">{t('common.loading')}</p>;
  else if (counts.isError) body = <p role="alert">{t('provider.instt.counts.error')}</p>;
  else {
    body = (
      <ul className="provider-counts">
        {COUNT_KEYS.map(([field, key]) => (
          <li key={field}>
            <span>{t(key)}</span>
            <strong>{counts.data[field].toLocaleString()}</strong>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('provider.instt.counts')}</h3>
      {body}
    </section>
  );
}
