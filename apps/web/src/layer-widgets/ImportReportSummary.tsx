import { useApi } from '@nuri/shell';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../lab/lab-api';
import { downloadGeocodingReport, type ImportReport, type LayerDetail, type SkippedRow } from './layer-widgets-api';

type Reason = SkippedRow['reason'];
const REASONS: readonly Reason[] = ['empty', 'notNumeric', 'outOfRange', 'emptyGeometry', 'addressUnmatched'];

type GeocodingReport = NonNullable<ImportReport['geocoding']>;

/** An address table's geocoding counts and the download of its report (every row with its result and reason). */
function GeocodingSummary({ geocoding, layer }: { geocoding: GeocodingReport; layer: Pick<LayerDetail, 'lyrId' | 'lyrNm'> }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const download = useMutation({
    mutationFn: () => downloadGeocodingReport(api, layer.lyrId),
    onSuccess: (blob) => saveBlob(blob, `${layer.lyrNm}_${t('layerWidgets.report.geocoding')}.csv`),
  });
  return (
    <div className="import-report__geocoding">
      <h4>{t('layerWidgets.report.geocoding')}</h4>
      <p>
        {t('layerWidgets.report.geocodingCounts', {
          matched: number(geocoding.matchedCnt),
          ambiguous: number(geocoding.ambiguousCnt),
          unmatched: number(geocoding.unmatchedCnt),
        })}
      </p>
      {geocoding.unmatchedCnt > 0 && (
        <p>
          {geocoding.unmatchedRows === 'keep'
            ? t('layerWidgets.report.geocodingKept', { count: number(geocoding.keptWithoutGeometryCnt) })
            : t('layerWidgets.report.geocodingSkipped')}
        </p>
      )}
      <button type="button" className="button--secondary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? t('layerWidgets.report.downloading') : t('layerWidgets.report.download')}
      </button>
      {download.isError && (
        <p role="alert" className="import-report__error">
          {t('layerWidgets.report.downloadFailed')}
        </p>
      )}
    </div>
  );
}

/**
 * What a finished file import did (the layer's import report): features imported, and when rows
 * were left out, how many and why, with the listed rows (the first 1,000) behind a disclosure;
 * for an address table, the geocoding counts and the report download.
 */
export function ImportReportSummary({ report, layer }: { report: ImportReport; layer: Pick<LayerDetail, 'lyrId' | 'lyrNm'> }) {
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
      {report.geocoding && <GeocodingSummary geocoding={report.geocoding} layer={layer} />}
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
