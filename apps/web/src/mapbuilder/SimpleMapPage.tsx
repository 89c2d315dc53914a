import { isHybridOverlay } from '@nuri/domain';
import { extentArea, formatArea, parseCoordinates, type CoordinateSystem } from '@nuri/map';
import { SystemScopeProvider, useApi } from '@nuri/shell';
import { LanguageSwitch, useIsPiecesMobile } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { BaseMapPicker } from './BaseMapPicker';
import { fetchBaseMaps } from '../map-kit/map-api';
import { baseMapQueryKey, baseMapSpec, defaultBaseMap, underlayFor } from '../map-kit/base-maps';
import { MapLegend } from '../map-kit/MapLegend';
import { useMapController } from '../map-kit/use-map-controller';
import { useMapInteractions } from '../map-kit/use-map-interactions';
import { useOpenedLayer } from './use-opened-layer';
import { WidgetBar } from './WidgetBar';
import { Icon } from '@nuri/ui';
import { NO_WIDGET, widgetReducer } from '../map-kit/widget-state';
import { AddressWidgets } from '../map-kit/address-search';
import './mapbuilder.css';

/**
 * /:insttCode/simpleMap: a quick map in a new window (base map, address and district search, coordinates, draw, measure, my location); nothing is saved.
 * With `?lyrId=` it shows that layer alone, fitted to its data.
 */
export default function SimpleMapRoute() {
  const { insttCode = '' } = useParams();
  return (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      <SimpleMap />
    </SystemScopeProvider>
  );
}

export function SimpleMap() {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [baseMapId, setBaseMapId] = useState<string | null | undefined>(undefined);
  const [widgets, dispatchWidgets] = useReducer(widgetReducer, NO_WIDGET);
  const [notice, setNotice] = useState<string | null>(null);
  const [system, setSystem] = useState<CoordinateSystem>('lonlat');
  const [x, setX] = useState('');
  const [y, setY] = useState('');
  const [invalid, setInvalid] = useState(false);
  const phone = useIsPiecesMobile();
  // On a phone the coordinates and base maps are a sheet over the map, closed at first.
  const [sideOpen, setSideOpen] = useState<boolean | null>(null);
  const sideShown = sideOpen ?? !phone;
  const { ref, controller } = useMapController({
    onMeasured: (text) => setNotice(t('web.mapBuilder.widgets.measured', { value: text })),
    onSelectArea: (extent, projection) => setNotice(t('web.mapBuilder.widgets.selectedArea', { area: formatArea(extentArea(extent, projection)) })),
  });
  const baseMaps = useQuery({ queryKey: baseMapQueryKey, queryFn: () => fetchBaseMaps(api), staleTime: 10 * 60 * 1000, retry: false });
  const [params] = useSearchParams();
  const opened = useOpenedLayer(controller, params.get('lyrId'));

  useEffect(() => {
    if (baseMapId === undefined && baseMaps.data) setBaseMapId(defaultBaseMap(baseMaps.data)?.bcrnMapId ?? null);
  }, [baseMapId, baseMaps.data]);

  useEffect(() => {
    if (!controller || baseMapId === undefined) return;
    const list = baseMaps.data ?? [];
    const item = list.find((b) => b.bcrnMapId === baseMapId);
    if (!item) {
      controller.setBaseMap(null);
      return;
    }
    const under = isHybridOverlay(item.lyrStleCode) ? underlayFor(item, list) : null;
    controller.setBaseMap(baseMapSpec(item), under ? baseMapSpec(under) : null);
  }, [controller, baseMapId, baseMaps.data]);

  useEffect(() => {
    controller?.tools.setMode(widgets.tool);
  }, [controller, widgets.tool]);

  const { locate } = useMapInteractions({ controller, widgets, services: null, nodes: opened.nodes, setPopup: () => undefined, setNotice });

  const go = (event: FormEvent) => {
    event.preventDefault();
    const point = parseCoordinates(system, x, y);
    setInvalid(!point);
    if (!point || !controller) return;
    const view = controller.map.getView();
    const code = view.getProjection().getCode();
    const center = code === 'EPSG:5186' ? point.tm : controller.transformFrom5186(point.tm);
    view.animate({ center, duration: 500 });
  };

  return (
    <div className="mb-screen" data-testid="simple-map">
      <header className="mb-top mb-top--compact">
        <h1 className="mb-top__title">{t('web.mapBuilder.simple.title')}</h1>
        {opened.layer && <span className="mb-top__layer">{opened.layer.lyrNm}</span>}
        <span className="mb-muted">{t('web.mapBuilder.simple.noSave')}</span>
        <LanguageSwitch />
      </header>
      <div className="mb-body mb-body--sheets">
        <aside id="mb-side" className="mb-side mb-side--sheet" hidden={!sideShown}>
          {phone && (
            <div className="mb-sheet__head">
              <span className="mb-sheet__grip" aria-hidden="true" />
              <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.side.close')} onClick={() => setSideOpen(false)}>
                ✕
              </button>
            </div>
          )}
          <div className="mb-side__layers">
            <AddressWidgets controller={controller} onShown={() => phone && setSideOpen(false)} />
            <form className="mb-coords" onSubmit={go} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{t('web.mapBuilder.simple.coords')}</h2>
              <p className="mb-muted">{t('web.mapBuilder.simple.coordsHelp')}</p>
              <label>
                {t('web.mapBuilder.simple.coordSystem')}{' '}
                <select value={system} onChange={(e) => setSystem(e.target.value as CoordinateSystem)}>
                  <option value="lonlat">{t('web.mapBuilder.simple.lonLat')}</option>
                  <option value="5186">{t('web.mapBuilder.simple.tm5186')}</option>
                </select>
              </label>
              <label>
                {t('web.mapBuilder.simple.x')} <input inputMode="decimal" value={x} onChange={(e) => setX(e.target.value)} />
              </label>
              <label>
                {t('web.mapBuilder.simple.y')} <input inputMode="decimal" value={y} onChange={(e) => setY(e.target.value)} />
              </label>
              <button type="submit">{t('web.mapBuilder.simple.go')}</button>
              {invalid && (
                <p role="alert" className="mb-muted">
                  {t('web.mapBuilder.simple.invalid')}
                </p>
              )}
            </form>
            <BaseMapPicker baseMaps={baseMaps.data ?? []} selectedId={baseMapId ?? null} onSelect={(b) => setBaseMapId(b.bcrnMapId)} />
          </div>
        </aside>
        <main className="mb-map-wrap">
          <div ref={ref} className="mb-map" data-testid="map" />
          <MapLegend nodes={opened.nodes} />
          <div className="mb-tools">
            <WidgetBar
              state={widgets}
              services={null}
              withServices={false}
              onToggle={(w) => dispatchWidgets({ type: 'toggle', id: w })}
              onClear={() => {
                dispatchWidgets({ type: 'clear' });
                controller?.tools.clear();
                setNotice(null);
              }}
              onLocate={() => void locate()}
            />
          </div>
          {notice && (
            <p className="mb-notice" role="status">
              {notice}
            </p>
          )}
        </main>
      </div>
      {phone && !sideShown && (
        <button type="button" className="mb-sheet-toggle" aria-expanded={false} aria-controls="mb-side" onClick={() => setSideOpen(true)}>
          <Icon name="panel" /> {t('web.mapBuilder.side.show')}
        </button>
      )}
    </div>
  );
}
