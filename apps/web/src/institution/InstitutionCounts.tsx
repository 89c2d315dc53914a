import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionCounts, type ContentsCount, type Membership } from './institution-queries';

const COUNT_KEYS = [
  ['memberCnt', 'web.instt.counts.members'],
  ['groupCnt', 'web.instt.counts.groups'],
  ['lyrCnt', 'web.instt.counts.layers'],
  ['mapCnt', 'web.instt.counts.maps'],
  ['appCnt', 'web.instt.counts.apps'],
] as const satisfies readonly (readonly [keyof ContentsCount, string])[];

/** The holdings a member may read: every count for admins, the member count for members. */
export function InstitutionCounts({
  insttCode,
  membership,
}: {
  insttCode: string;
  membership: Exclude<Membership, 'none'>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const counts = useInstitutionCounts(insttCode, membership);

  let body;
  if (counts.data) {
    const data = counts.data;
    body = (
      <ul className="instt-info__counts">
        {COUNT_KEYS.filter(([field]) => data[field] !== undefined).map(([field, key]) => (
          <li key={field}>
            <span>{t(key)}</span>
            <strong>{(data[field] ?? 0).toLocaleString()}</strong>
          </li>
        ))}
      </ul>
    );
  } else if (counts.isError) body = <p role="alert">{t('web.instt.counts.error')}</p>;
  else body = <p role="status">{t('common.loading')}</p>;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.instt.counts')}</h2>
      {body}
    </section>
  );
}
