import type { PopupSetting } from '@nuri/domain';
import { Toggle } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { ColumnsGate } from './fields';
import { attributeColumns, useLayerColumns } from './panels-api';
import { PopupColumns } from './PopupColumns';
import './panels.css';

export interface PopupPanelProps {
  lyrId: string;
  value: PopupSetting;
  onChange: (next: PopupSetting) => void;
}

/** Feature popups of a layer: on/off, the columns they show (in the table's order), their display names and formats. */
export function PopupPanel({ lyrId, value, onChange }: PopupPanelProps) {
  const { t } = useTranslation();
  const columns = useLayerColumns(lyrId);
  const usable = attributeColumns(columns.data ?? []);
  const chosen = new Set(value.columns);
  // Kept in the table's order; saved names the table no longer has are dropped on the next change.
  const select = (names: Set<string>) => onChange({ ...value, columns: usable.filter((c) => names.has(c.name)).map((c) => c.name) });
  const flip = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    select(next);
  };
  const count = usable.filter((c) => chosen.has(c.name)).length;
  return (
    <section className="builder-panel" aria-label={t('builderPanel.popup.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.popup.title')}</h3>
      <ColumnsGate isPending={columns.isPending} isError={columns.isError} retry={() => void columns.refetch()} empty={usable.length === 0}>
        <Toggle label={t('builderPanel.popup.enabled')} checked={value.enabled} onChange={(enabled) => onChange({ ...value, enabled })} />
        <fieldset className="builder-panel__group" disabled={!value.enabled}>
          <legend>{t('builderPanel.popup.columns')}</legend>
          <div className="builder-panel__row">
            <button type="button" className="button--secondary" onClick={() => select(new Set(usable.map((c) => c.name)))}>
              {t('builderPanel.popup.selectAll')}
            </button>
            <button type="button" className="button--secondary" onClick={() => select(new Set())}>
              {t('builderPanel.popup.selectNone')}
            </button>
            <span className="builder-panel__status" aria-live="polite">
              {t('builderPanel.popup.selected', { count })}
            </span>
          </div>
          <ul className="builder-panel__checklist">
            {usable.map((c) => (
              <li key={c.name}>
                <label>
                  <input type="checkbox" checked={chosen.has(c.name)} onChange={(e) => flip(c.name, e.target.checked)} />
                  {c.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {value.enabled && count === 0 && <p className="builder-panel__status">{t('builderPanel.popup.noneSelected')}</p>}
        <PopupColumns columns={usable.filter((c) => chosen.has(c.name))} value={value} onChange={onChange} />
      </ColumnsGate>
    </section>
  );
}
