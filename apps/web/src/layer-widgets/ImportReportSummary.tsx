import { useTranslation } from 'react-i18next';
import type { ImportReport, SkippedRow } from './layer-widgets-api';

type Reason = SkippedRow['reason'];
const REASONS: readonly Reason[] = ['empty', 'notNumeric', 'outOfRange', 'emptyGeometry'];

/**
 * What a finished file import did (the layer's import report): features imported, and when rows
 * were left out, how many and why, with the listed rows (the first 1,000) behind a disclosure.
 */
export function ImportReportSummary({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const byReason = REASONS.map((reason) => ({
    reason,
    count: report.skippedRows.filter((r) => r.reason === reason).length,
  })).filter((r) => r.count > 0);
  const partial = report.skippedCnt > report.skippedRows.length;
  return (
    <section className="import-report" aria-label={t('layerWidgets.report.title')}>
      <p>
        {t('layerWidgets.report.imported', { count: number(report.importedCnt) })}{' '}
        <span className="import-report__read">{t('layerWidgets.report.read', { count: number(report.rowsRead) })}</span>
      </p>
      {report.skippedCnt > 0 && (
        <>
          <p className="import-report__skipped">
            {t('layerWidgets.report.skipped', { count: number(report.skippedCnt) })}{' '}
            {byReason
              .map((r) => t('layerWidgets.report.reasonCount', { reason: t(`layerWidgets.report.reason.${r.reason}`), count: number(r.count) }))
              .join(', ')}
            {partial && ` ${t('layerWidgets.report.listedFirst', { listed: number(report.skippedRows.length) })}`}
          </p>
          <details className="import-report__details">
            <summary>{t('layerWidgets.report.showRows', { count: number(report.skippedRows.length) })}</summary>
            <div className="import-report__scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('layerWidgets.report.row')}</th>
                    <th scope="col">{t('layerWidgets.report.reason')}</th>
                    <th scope="col">X</th>
                    <th scope="col">Y</th>
                  </tr>
                </thead>
                <tbody>
                  {report.skippedRows.map((r) => (
                    <tr key={r.row}>
                      <td>{number(r.row)}</td>
                      <td>{t(`layerWidgets.report.reason.${r.reason}`)}</td>
                      <td>{r.x ?? ''}</td>
                      <td>{r.y ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
