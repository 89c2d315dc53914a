import { useTranslation } from 'react-i18next';
import { cellText, isFlagOn } from '../row-flags';
import { sanitizeHtml } from '../sanitize';
import type { GridRow } from '../types';
import { fieldValue, type CellProps } from './cell-props';

export function StringCell<Row extends GridRow>({ view, column }: CellProps<Row>) {
  return <>{cellText(fieldValue(view.row, column))}</>;
}

/** Server-provided markup, sanitized before it reaches the page. */
export function HtmlCell<Row extends GridRow>({ view, column }: CellProps<Row>) {
  const html = sanitizeHtml(cellText(fieldValue(view.row, column)));
  return <span className="data-grid__html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ImportantCell<Row extends GridRow>({ view, column }: CellProps<Row>) {
  const { t } = useTranslation();
  if (!isFlagOn(fieldValue(view.row, column))) return null;
  return <span className="grid-badge grid-badge--important">{t('grid.important')}</span>;
}

/** Downloads the row's attachment (atchmnflId unless the column names another field). */
export function FileCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const { t } = useTranslation();
  if (!cellText(fieldValue(view.row, column, 'atchmnflId'))) return null;
  const action = t('file.download');
  return (
    <button
      type="button"
      className="button--secondary data-grid__cell-button"
      aria-label={t('grid.rowAction', { action, row: view.rowNumber })}
      onClick={() => events.onFileDownload?.(view.row, column)}
    >
      {action}
    </button>
  );
}

export function ButtonCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const { t } = useTranslation();
  const action = column.text ?? column.title;
  return (
    <button
      type="button"
      className="button--secondary data-grid__cell-button"
      aria-label={t('grid.rowAction', { action, row: view.rowNumber })}
      onClick={() => events.onButtonClick?.(view.row, column)}
    >
      {action}
    </button>
  );
}
