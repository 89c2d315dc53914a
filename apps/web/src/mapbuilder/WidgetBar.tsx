import { useTranslation } from 'react-i18next';
import type { AppMessageKey } from '../i18n/ko';
import type { MapServices } from '../map-kit/map-types';
import { isActive, type WidgetId, type WidgetState } from '../map-kit/widget-state';
import { Icon, type IconName } from '@nuri/ui';

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

const TOOLS: readonly { id: WidgetId & IconName; key: AppMessageKey }[] = [
  { id: 'selectArea', key: 'web.mapBuilder.widgets.selectArea' },
  { id: 'drawPoint', key: 'web.mapBuilder.widgets.drawPoint' },
  { id: 'drawLine', key: 'web.mapBuilder.widgets.drawLine' },
  { id: 'drawPolygon', key: 'web.mapBuilder.widgets.drawPolygon' },
  { id: 'measureLength', key: 'web.mapBuilder.widgets.measureLength' },
  { id: 'measureArea', key: 'web.mapBuilder.widgets.measureArea' },
];

/** One tool: its icon, its name as accessible name and tooltip (and as a caption in the phone's sheet). */
function ToolButton({ icon, name, pressed, disabled, onClick }: { icon: IconName; name: string; pressed?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="mb-widget" aria-label={name} title={name} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <Icon name={icon} />
      <span className="mb-widget__caption" aria-hidden="true">
        {name}
      </span>
    </button>
  );
}

/**
 * My location and the widget bar. One-parcel lookup and road view depend on external Korean
 * services: while /api/map/services is loading they wait disabled; when it says a service is not
 * configured the tool is left out (which setting turns it on is for operators, in the admin app).
 */
export function WidgetBar({ state, onToggle, onClear, onLocate, services, withServices = true }: WidgetBarProps) {
  const { t } = useTranslation();
  const serviceButton = (id: 'parcel' | 'roadView', key: AppMessageKey) => {
    const availability = services ? (id === 'parcel' ? services.parcelInfo : services.roadView) : null;
    if (availability && !availability.available) return null;
    return <ToolButton key={id} icon={id} name={t(key)} pressed={isActive(state, id)} disabled={!availability} onClick={() => onToggle(id)} />;
  };
  return (
    <div className="mb-widgets" role="toolbar" aria-label={t('web.mapBuilder.widgets.label')}>
      <ToolButton icon="locate" name={t('web.mapBuilder.widgets.myLocation')} onClick={onLocate} />
      {withServices && serviceButton('parcel', 'web.mapBuilder.widgets.parcel')}
      {withServices && serviceButton('roadView', 'web.mapBuilder.widgets.roadView')}
      {TOOLS.map(({ id, key }) => (
        <ToolButton key={id} icon={id} name={t(key)} pressed={isActive(state, id)} onClick={() => onToggle(id)} />
      ))}
      <ToolButton icon="clear" name={t('web.mapBuilder.widgets.clear')} onClick={onClear} />
    </div>
  );
}
