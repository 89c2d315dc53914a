import { DATE_STYLES, POPUP_ALIAS_MAX, POPUP_DECIMALS_MAX, POPUP_SUFFIX_MAX, type ColumnFormat, type DateStyle, type PopupSetting } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerColumn } from './panels-api';

type FormatKind = '' | 'number' | 'date';

/** The format a newly chosen kind starts with (numeric columns: whole numbers). */
function startFormat(kind: FormatKind): ColumnFormat | null {
  if (kind === 'number') return { type: 'number', decimals: 0, suffix: null };
  if (kind === 'date') return { type: 'date', style: 'date' };
  return null;
}

/** One popup column: its display name and how its values are written. */
function ColumnRow({ column, value, onChange }: { column: LayerColumn; value: PopupSetting; onChange: (next: PopupSetting) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const alias = value.aliases?.[column.name] ?? '';
  const format = value.formats?.[column.name];
  const setAlias = (text: string) => {
    const aliases = { ...(value.aliases ?? {}) };
    if (text.trim()) aliases[column.name] = text.slice(0, POPUP_ALIAS_MAX);
    else delete aliases[column.name];
    onChange({ ...value, aliases });
  };
  const setFormat = (next: ColumnFormat | null) => {
    const formats = { ...(value.formats ?? {}) };
    if (next) formats[column.name] = next;
    else delete formats[column.name];
    onChange({ ...value, formats });
  };
  return (
    <li className="builder-panel__column" data-column={column.name}>
      <div className="builder-panel__field">
        <label htmlFor={`${id}-alias`}>{t('builderPanel.popup.alias', { column: column.name })}</label>
        <input id={`${id}-alias`} type="text" value={alias} placeholder={column.name} maxLength={POPUP_ALIAS_MAX} onChange={(e) => setAlias(e.target.value)} />
      </div>
      <div className="builder-panel__row">
        <div className="builder-panel__field">
          <label htmlFor={`${id}-format`}>{t('builderPanel.popup.format', { column: column.name })}</label>
          <select id={`${id}-format`} value={format?.type ?? ''} onChange={(e) => setFormat(startFormat(e.target.value as FormatKind))}>
            <option value="">{t('builderPanel.popup.format.none')}</option>
            <option value="number">{t('builderPanel.popup.format.number')}</option>
            <option value="date">{t('builderPanel.popup.format.date')}</option>
          </select>
        </div>
        {format?.type === 'number' && (
          <>
            <div className="builder-panel__field">
              <label htmlFor={`${id}-decimals`}>{t('builderPanel.popup.decimals')}</label>
              <select id={`${id}-decimals`} value={format.decimals} onChange={(e) => setFormat({ ...format, decimals: Number(e.target.value) })}>
                {Array.from({ length: POPUP_DECIMALS_MAX + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <div className="builder-panel__field">
              <label htmlFor={`${id}-suffix`}>{t('builderPanel.popup.suffix')}</label>
              <input
                id={`${id}-suffix`}
                type="text"
                value={format.suffix ?? ''}
                maxLength={POPUP_SUFFIX_MAX}
                onChange={(e) => setFormat({ ...format, suffix: e.target.value || null })}
              />
            </div>
          </>
        )}
        {format?.type === 'date' && (
          <div className="builder-panel__field">
            <label htmlFor={`${id}-date`}>{t('builderPanel.popup.dateStyle')}</label>
            <select id={`${id}-date`} value={format.style} onChange={(e) => setFormat({ type: 'date', style: e.target.value as DateStyle })}>
              {DATE_STYLES.map((s) => (
                <option key={s} value={s}>
                  {t(`builderPanel.popup.dateStyle.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </li>
  );
}

/** Display names and formats of the popup's chosen columns (the attribute table uses them too). */
export function PopupColumns({ columns, value, onChange }: { columns: readonly LayerColumn[]; value: PopupSetting; onChange: (next: PopupSetting) => void }) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <fieldset className="builder-panel__group">
      <legend>{t('builderPanel.popup.names')}</legend>
      <ul className="builder-panel__columns">
        {columns.map((c) => (
          <ColumnRow key={c.name} column={c} value={value} onChange={onChange} />
        ))}
      </ul>
    </fieldset>
  );
}
