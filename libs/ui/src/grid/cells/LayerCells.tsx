import { LYR_TY_MESSAGE_KEYS, lyrTySeCodeOfGeometryType } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../controls/FilePicker';
import { cellText, isFlagOn, isPublished } from '../row-flags';
import type { GridRow } from '../types';
import { fieldValue, type CellProps } from './cell-props';

/** Published or not, from the row's publish flag (or the column's field). */
export function PublishStateCell<Row extends GridRow>({ view, column }: CellProps<Row>) {
  const { t } = useTranslation();
  const published = isFlagOn(fieldValue(view.row, column, 'publish'));
  return (
    <span className={`grid-badge ${published ? 'grid-badge--published' : 'grid-badge--muted'}`}>
      {t(published ? 'grid.published' : 'grid.unpublished')}
    </span>
  );
}

/** Publish, or republish once the layer is published (spec 000 §4). */
export function PublishButtonCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const { t } = useTranslation();
  const action = t(isPublished(view.row) ? 'button.republish' : 'button.publish');
  return (
    <button
      type="button"
      className="data-grid__cell-button"
      aria-label={t('grid.rowAction', { action, row: view.rowNumber })}
      onClick={() => events.onPublishClick?.(view.row, column)}
    >
      {action}
    </button>
  );
}

/** The style (SLD) file upload, offered only for a published layer. */
export function SldUploadCell<Row extends GridRow>({ view, column, events }: CellProps<Row>) {
  const { t } = useTranslation();
  if (!isPublished(view.row)) {
    return <span className="data-grid__hint">{t('grid.sldAfterPublish')}</span>;
  }
  // The column names the field for the eye; the hidden label names the row for a screen reader.
  // The file is sent on choosing, and the same file can be sent again.
  return (
    <FilePicker
      className="data-grid__file"
      label={t('grid.rowAction', { action: t('grid.sldUpload'), row: view.rowNumber })}
      labelHidden
      buttonLabel={t('grid.sldUpload')}
      showNames={false}
      accept=".sld,.xml"
      clearAfterChoice
      onChange={([file]) => events.onFileChosen?.(view.row, column, file)}
    />
  );
}

/** The layer's geometry kind (point, line, polygon…), or the raw type name when unknown. */
export function GeometryCell<Row extends GridRow>({ view, column }: CellProps<Row>) {
  const { t } = useTranslation();
  const geometryType = cellText(fieldValue(view.row, column, 'geometryType'));
  const code = geometryType ? lyrTySeCodeOfGeometryType(geometryType) : null;
  return <>{code ? t(LYR_TY_MESSAGE_KEYS[code]) : geometryType}</>;
}
