import { isHybridOverlay } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseMapItem } from '../map-kit/map-types';
import { BaseMapThumb } from './BaseMapThumb';
import { OFFLINE_BASE_MAP_ID } from '../map-kit/base-maps';

export interface BaseMapPickerProps {
  baseMaps: readonly BaseMapItem[];
  selectedId: string | null;
  onSelect: (baseMap: BaseMapItem) => void;
}

/**
 * The base-map picker: every base map in use, the chosen one checked. Entries the server marks
 * unavailable (e.g. a key that is not configured) are shown disabled as not offered by this
 * site: the server's reason names the setting, which is for operators (the admin app) only.
 */
export function BaseMapPicker({ baseMaps, selectedId, onSelect }: BaseMapPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mb-basemaps">
      <legend>{t('web.mapBuilder.baseMap.title')}</legend>
      {baseMaps.length === 0 && <p className="mb-muted">{t('web.mapBuilder.baseMap.none')}</p>}
      <ul>
        {baseMaps.map((b) => {
          const unavailable = b.availableAt !== 'Y';
          const reasonId = `${name}-${b.bcrnMapId}-reason`;
          return (
            <li key={b.bcrnMapId} className={unavailable ? 'mb-basemaps__item mb-basemaps__item--off' : 'mb-basemaps__item'}>
              <label title={unavailable ? t('web.mapBuilder.baseMap.notOffered') : b.bcrnMapNm}>
                <input
                  type="radio"
                  name={name}
                  value={b.bcrnMapId}
                  checked={selectedId === b.bcrnMapId}
                  disabled={unavailable}
                  aria-describedby={unavailable ? reasonId : undefined}
                  onChange={() => onSelect(b)}
                />
                <BaseMapThumb baseMap={b} />
                <span>{b.bcrnMapNm}</span>
                {isHybridOverlay(b.lyrStleCode) && <span className="mb-tag">{t('web.mapBuilder.baseMap.overlay')}</span>}
              </label>
              {unavailable && (
                <small id={reasonId} className="mb-muted">
                  {t('web.mapBuilder.baseMap.notOffered')}
                </small>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Another base map to offer when one fails: the default one, else the first usable one. */
export function fallbackBaseMap(all: readonly BaseMapItem[], failedId: string): BaseMapItem | null {
  const usable = all.filter((b) => b.availableAt === 'Y' && !isHybridOverlay(b.lyrStleCode) && b.bcrnMapId !== failedId);
  return usable.find((b) => b.bcrnMapId === OFFLINE_BASE_MAP_ID) ?? usable[0] ?? null;
}

/** Said on the map when a base map's tiles do not load, with a button to another base map. */
export function BaseMapFailure({ failed, other, onSwitch }: { failed: string; other: BaseMapItem | null; onSwitch: (b: BaseMapItem) => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-basemap-failed" role="alert">
      <span>{t('web.mapBuilder.baseMap.failed', { name: failed })}</span>
      {other && (
        <button type="button" onClick={() => onSwitch(other)}>
          {t('web.mapBuilder.baseMap.switchTo', { name: other.bcrnMapNm })}
        </button>
      )}
    </div>
  );
}
