import { useTranslation } from 'react-i18next';
import type { SelectedTarget } from './share-selection';

/** Step 2's table of the chosen users or groups. */
export function ShareCheckList({
  caption,
  rows,
  withId = false,
}: {
  caption: string;
  rows: readonly SelectedTarget[];
  withId?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className="share-check__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sharing.col.name')}</th>
          {withId && <th scope="col">{t('sharing.col.id')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={withId ? 2 : 1}>{t('share.noDataAdded')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.pblonsipRefrnId}>
              <td>{row.name}</td>
              {withId && <td>{row.pblonsipRefrnId}</td>}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
