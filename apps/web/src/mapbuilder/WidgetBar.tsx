import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppMessageKey } from '../i18n/ko';
import type { MapServices } from '../map-kit/map-types';
import { isActive, type WidgetId, type WidgetState } from '../map-kit/widget-state';

export interface WidgetBarProps {
  state: WidgetState;
  onToggle: (id: WidgetId) => void;
  onClear: () => void;
  onLocate: () => void;
  /** Null while GET /api/map/services is loading; parcel lookup and road view need it. */
  services: MapServices | null;
  /** The simple map has no parcel lookup or road view. */
  withServices?: boolean;
}

const TOOLS: readonly { id: WidgetId; key: AppMessageKey }[] = [
  { id: 'selectArea', key: 'web.mapBuilder.widgets.selectArea' },
  { id: 'drawPoint', key: 'web.mapBuilder.widgets.drawPoint' },
  { id: 'drawLine', key: 'web.mapBuilder.widgets.drawLine' },
  { id: 'drawPolygon', key: 'web.mapBuilder.widgets.drawPolygon' },
  { id: 'measureLength', key: 'web.mapBuilder.widgets.measureLength' },
  { id: 'measureArea', key: 'web.mapBuilder.widgets.measureArea' },
];

/**
 * My location and the widget bar. One-parcel lookup and road view depend on external Korean
 * services: when /api/map/services says they are not configured they are shown disabled with
 * the reason beside them (never a button that does nothing).
 */
export function WidgetBar({ state, onToggle, onClear, onLocate, services, withServices = true }: WidgetBarProps) {
  const { t } = useTranslation();
  const serviceButton = (id: 'parcel' | 'roadView', key: AppMessageKey) => {
    const availability = services ? (id === 'parcel' ? services.parcelInfo : services.roadView) : null;
    const available = Boolean(availability?.available);
    const name = t(key);
    const reason = availability && !available ? t('web.mapBuilder.widgets.unavailable', { name, reason: availability.reason ?? t('web.mapBuilder.widgets.notConfigured') }) : undefined;
    return (
      <Fragment key={id}>
        <button
          type="button"
          className="mb-widget"
          aria-pressed={isActive(state, id)}
          disabled={!available}
          title={reason ?? name}
          aria-describedby={reason ? `mb-widget-${id}-reason` : undefined}
          onClick={() => onToggle(id)}
        >
          {name}
          {reason && (
            <span className="mb-widget__off" aria-hidden="true">
              ({t('web.mapBuilder.baseMap.unavailable')})
            </span>
          )}
        </button>
        {reason && (
          <span id={`mb-widget-${id}-reason`} className="mb-visually-hidden">
            {reason}
          </span>
        )}
      </Fragment>
    );
  };
  return (
    <div className="mb-widgets" role="toolbar" aria-label={t('web.mapBuilder.widgets.label')}>
      <button type="button" className="mb-widget" onClick={onLocate}>
        {t('web.mapBuilder.widgets.myLocation')}
      </button>
      {withServices && serviceButton('parcel', 'web.mapBuilder.widgets.parcel')}
      {withServices && serviceButton('roadView', 'web.mapBuilder.widgets.roadView')}
      {TOOLS.map(({ id, key }) => (
        <button key={id} type="button" className="mb-widget" aria-pressed={isActive(state, id)} onClick={() => onToggle(id)}>
          {t(key)}
        </button>
      ))}
      <button type="button" className="mb-widget" onClick={onClear}>
        {t('web.mapBuilder.widgets.clear')}
      </button>
    </div>
  );
}
