import { LUCKY_CATEGORIES, type LuckyCategory } from '@nuri/domain';
import { isMobileScreen, locate } from '@nuri/map';
import { useApi } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import Feature from 'ol/Feature';
import Overlay from 'ol/Overlay';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { boundingExtent } from 'ol/extent';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LabWindow, useLabInsttCode } from './LabWindow';
import { fetchLuckyPlaces, fetchLuckyRegions, labKeys, type LuckyFilters, type LuckyPlace } from './lab-api';
import { whenSized } from '../map-kit/zoom';
import { useLabLayer, useLabMap } from './use-lab-map';

export const LUCKY_COLORS: Record<LuckyCategory, string> = { LOTTO: '#e8590c', PENSION: '#1c7ed6', SCRATCH: '#2f9e44' };
const LIST_SIZE = 50;

const formatDistance = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)}km` : `${Math.round(m)}m`);

/** /serviceLab/luckyMap (new window): lucky places (demo data) clustered on the map, filters, popups, near me and search. */
export default function LuckyMapPage() {
  return (
    <LabWindow appCode="LUCKY_MAP">
      <LuckyMap />
    </LabWindow>
  );
}

function LuckyMap() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const insttCode = useLabInsttCode();
  const formId = useId();
  const [filters, setFilters] = useState<LuckyFilters>({});
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<LuckyPlace | null>(null);
  const [locating, setLocating] = useState(false);
  // OpenLayers moves the overlay's element: React renders the popup into it through a portal.
  const [popupElement] = useState(() => document.createElement('div'));
  const { ref, controller } = useLabMap();

  const regions = useQuery({ queryKey: labKeys.luckyRegions, queryFn: () => fetchLuckyRegions(api), staleTime: 600_000 });
  const places = useQuery({ queryKey: labKeys.lucky(filters, insttCode), queryFn: () => fetchLuckyPlaces(api, filters, insttCode) });

  const layer = useLabLayer(controller, 'lucky', () => {
    const cache = new Map<string, Style>();
    return new VectorLayer({
      source: new Cluster({ distance: 36, source: new VectorSource() }),
      style: (feature) => {
        const members = feature.get('features') as Feature[];
        const size = members.length;
        const category = size === 1 ? (members[0].get('ctgryCode') as LuckyCategory) : null;
        const key = category ?? `n${size}`;
        let style = cache.get(key);
        if (!style) {
          const color = category ? LUCKY_COLORS[category] : '#7048e8';
          style = new Style({
            image: new Circle({ radius: size === 1 ? 7 : Math.min(10 + Math.log2(size) * 3, 24), fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
            text: size > 1 ? new Text({ text: String(size), fill: new Fill({ color: '#fff' }), font: 'bold 12px sans-serif' }) : undefined,
          });
          cache.set(key, style);
        }
        return style;
      },
    });
  });

  // The places as points of the cluster's source.
  useEffect(() => {
    const source = (layer?.getSource() as Cluster | null)?.getSource();
    if (!source || !controller) return;
    source.clear();
    const projection = controller.map.getView().getProjection();
    source.addFeatures(
      (places.data?.content ?? []).map((p) => {
        const f = new Feature({ geometry: new Point(fromLonLat([p.lon, p.lat], projection)) });
        f.setProperties({ luckyPlaceId: p.luckyPlaceId, ctgryCode: p.ctgryCode });
        return f;
      }),
    );
    // Data first: the map opens on the places (and follows a search or a filter to its results).
    const extent = source.getFeatures().length > 0 ? source.getExtent() : null;
    if (!extent) return;
    whenSized(controller, () => controller.map.getView().fit(extent, { padding: [60, 60, 60, 60], duration: 300, maxZoom: 16 }));
  }, [layer, controller, places.data]);

  // The popup of the selected place.
  const overlay = useMemo(() => (controller ? new Overlay({ positioning: 'bottom-center', stopEvent: true }) : null), [controller]);
  useEffect(() => {
    if (!controller || !overlay) return undefined;
    overlay.setElement(popupElement);
    controller.map.addOverlay(overlay);
    return () => {
      controller.map.removeOverlay(overlay);
    };
  }, [controller, overlay, popupElement]);
  useEffect(() => {
    if (!overlay || !controller) return;
    overlay.setPosition(selected ? fromLonLat([selected.lon, selected.lat], controller.map.getView().getProjection()) : undefined);
  }, [overlay, controller, selected]);

  // Clicks: a cluster zooms in, a single place opens its popup.
  useEffect(() => {
    if (!controller || !layer) return undefined;
    return controller.onClick(({ pixel }) => {
      let hit: Feature[] | null = null;
      controller.map.forEachFeatureAtPixel(pixel, (f) => {
        hit = (f.get('features') as Feature[]) ?? null;
        return true;
      }, { layerFilter: (l) => l === layer, hitTolerance: 4 });
      const members = hit as Feature[] | null;
      if (!members || members.length === 0) {
        setSelected(null);
        return;
      }
      if (members.length > 1) {
        const extent = boundingExtent(members.map((m) => (m.getGeometry() as Point).getCoordinates()));
        controller.map.getView().fit(extent, { padding: [60, 60, 60, 60], duration: 400, maxZoom: 16 });
        return;
      }
      const id = members[0].get('luckyPlaceId') as number;
      setSelected(places.data?.content.find((p) => p.luckyPlaceId === id) ?? null);
    });
  }, [controller, layer, places.data]);

  const show = (p: LuckyPlace) => {
    setSelected(p);
    controller?.fitLonLatExtent([p.lon, p.lat, p.lon, p.lat]);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSelected(null);
    setFilters((f) => ({ ...f, searchNm: text.trim() || undefined }));
  };

  const nearMe = async () => {
    if (!controller) return;
    if (filters.lon !== undefined) {
      setFilters((f) => ({ ...f, lon: undefined, lat: undefined }));
      return;
    }
    setLocating(true);
    const result = await locate(controller.map.getView(), { mobile: isMobileScreen(window) });
    setLocating(false);
    if (!result.ok) {
      await dialogs.alert({ type: 'failure', message: t(`web.lab.lucky.geo.${result.error}`) });
      return;
    }
    const [lon, lat] = toLonLat(result.center, controller.map.getView().getProjection());
    setFilters((f) => ({ ...f, lon: Number(lon.toFixed(6)), lat: Number(lat.toFixed(6)) }));
  };

  const list = places.data?.content ?? [];
  return (
    <div className="lab-body">
      <aside className="lab-side">
        <form onSubmit={onSearch} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>{t('web.lab.lucky.filters')}</h2>
          <label>
            {t('web.lab.lucky.region')}
            <select value={filters.sidoNm ?? ''} onChange={(e) => setFilters((f) => ({ ...f, sidoNm: e.target.value || undefined }))}>
              <option value="">{t('web.lab.lucky.allRegions')}</option>
              {(regions.data ?? []).map((r) => (
                <option key={r.sidoNm} value={r.sidoNm}>
                  {r.sidoNm} ({r.placeCnt})
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('web.lab.lucky.category')}
            <select
              value={filters.ctgryCode ?? ''}
              onChange={(e) => setFilters((f) => ({ ...f, ctgryCode: (e.target.value || undefined) as LuckyCategory | undefined }))}
            >
              <option value="">{t('web.lab.lucky.allCategories')}</option>
              {LUCKY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`web.lab.lucky.ctgry.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('web.lab.lucky.search')}
            <input type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
          </label>
          <div className="lab-row">
            <button type="submit">{t('web.lab.lucky.searchButton')}</button>
            <button type="button" onClick={() => void nearMe()} aria-pressed={filters.lon !== undefined} disabled={locating}>
              {filters.lon !== undefined ? t('web.lab.lucky.nearMeOff') : t('web.lab.lucky.nearMe')}
            </button>
          </div>
          {locating && <p role="status">{t('web.lab.lucky.locating')}</p>}
        </form>
        {places.isPending && <p role="status">{t('common.loading')}</p>}
        {places.data && (
          <p role="status" data-testid="lucky-count">
            {t('web.lab.lucky.count', { count: places.data.totalCnt })}
          </p>
        )}
        {places.data && list.length === 0 && <p>{t('web.lab.lucky.empty')}</p>}
        <ul className="lab-list">
          {list.slice(0, LIST_SIZE).map((p) => (
            <li key={p.luckyPlaceId} aria-current={selected?.luckyPlaceId === p.luckyPlaceId}>
              <button type="button" className="lab-list__pick" onClick={() => show(p)}>
                <span className="lab-swatch" style={{ background: LUCKY_COLORS[p.ctgryCode] }} />
                <strong>{p.placeNm}</strong>
                <br />
                <span className="lab-muted">
                  {t('web.lab.lucky.wins', { win: p.winCnt, first: p.firstWinCnt })}
                  {p.distanceM !== null && ` · ${t('web.lab.lucky.distance', { distance: formatDistance(p.distanceM) })}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <main className="lab-map-wrap" data-testid="lucky-map" data-point-count={list.length}>
        <div ref={ref} className="lab-map" />
        {selected &&
          createPortal(
            <div className="lab-popup" role="dialog" aria-label={selected.placeNm} data-testid="lucky-popup">
              <h3>{selected.placeNm}</h3>
              <p>{t(`web.lab.lucky.ctgry.${selected.ctgryCode}`)}</p>
              <p>{selected.addr}</p>
              <p>{t('web.lab.lucky.wins', { win: selected.winCnt, first: selected.firstWinCnt })}</p>
            </div>,
            popupElement,
          )}
      </main>
    </div>
  );
}
