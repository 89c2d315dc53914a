import { gridOf, viewFromSaved, type MapController } from '@nuri/map';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import type { TimeSetting } from '@nuri/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseMapQueryKey, defaultBaseMap } from '../map-kit/base-maps';
import { FeaturePopup, type FeaturePopupContent } from '../map-kit/FeaturePopup';
import { fetchBaseMaps } from '../map-kit/map-api';
import { AddressWidgets } from '../map-kit/address-search';
import { legendFromSaved } from '../map-kit/legend';
import { MapLegend } from '../map-kit/MapLegend';
import { TimeSliders } from '../map-kit/TimeSlider';
import { applyBaseMap, shownBaseMaps, syncToc } from '../map-kit/map-display';
import { PrintDialog } from '../map-kit/print/PrintDialog';
import { allLayers, type TocLayerNode, type TocNode } from '../map-kit/toc-state';
import type { WebMapView } from '../map-kit/map-types';
import { tocFromDetail } from '../map-kit/save-payload';
import { useMapController } from '../map-kit/use-map-controller';
import { useMapInteractions } from '../map-kit/use-map-interactions';
import { NO_WIDGET } from '../map-kit/widget-state';
import { fitToData } from '../map-kit/zoom';
import { appWebMapQueryKey, fetchAppWebMap } from './app-api';

export interface WebMapPaneProps {
  userMapId: string;
  /** The app the map is seen through (the viewer of a saved app); null in the builder's preview. */
  webappTmplatId: string | null;
  /** Called once the map shows the web map (base map, view and layers), e.g. to make a thumbnail from it. */
  onReady?: (controller: MapController) => void;
  /** A view from a link (`?view=`): shown instead of the saved view, and the map is not fitted to its data. */
  initialView?: WebMapView | null;
  /** The app's widget option: address and district search over the map. */
  addressSearch?: boolean;
}

/**
 * One web map, read-only: its base map (the default one when it has none or it is unusable),
 * saved view, layers with their styles, and feature popups. Layers are seen through the map
 * (their tiles carry userMapId), the map through the app (GET /api/webmap/{id}?webappTmplatId=).
 * The map opens fitted to its layers' data (their bboxes through the map), the saved view while
 * the extents arrive or when none is known.
 */
export function WebMapPane({ userMapId, webappTmplatId, onReady, initialView = null, addressSearch = false }: WebMapPaneProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [popup, setPopup] = useState<FeaturePopupContent | null>(null);
  const [, setNotice] = useState<string | null>(null);
  const [baseMapId, setBaseMapId] = useState<string | null | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  // The reader's own legend order (not saved); null: the map's saved order.
  const [readerOrder, setReaderOrder] = useState<string[] | null>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const pendingView = useRef<WebMapView | null>(null);
  const { ref, controller } = useMapController();

  const baseMaps = useQuery({ queryKey: baseMapQueryKey, queryFn: () => fetchBaseMaps(api), staleTime: 10 * 60 * 1000, retry: false });
  const detail = useQuery({
    queryKey: appWebMapQueryKey(userMapId, webappTmplatId),
    queryFn: () => fetchAppWebMap(api, userMapId, webappTmplatId),
    staleTime: 60_000,
    retry: false,
  });
  // The time sliders' windows move while the map is read (never saved from here).
  const [times, setTimes] = useState<Record<string, TimeSetting>>({});
  const saved = useMemo(() => (detail.data ? tocFromDetail(detail.data.toc) : []), [detail.data]);
  const nodes = useMemo(() => withTimes(saved, times), [saved, times]);
  // The legend as the map was saved with it: its order, and folded or not.
  const savedLegend = useMemo(() => legendFromSaved(detail.data?.legend), [detail.data]);
  const legendOrder = readerOrder ?? savedLegend.order;

  // The saved base map, or the default one; the saved view goes on top of it.
  useEffect(() => {
    const d = detail.data;
    if (!d || baseMapId !== undefined) return;
    if (d.bcrnMapId) {
      pendingView.current = initialView ?? d.view;
      setBaseMapId(d.bcrnMapId);
    } else if (baseMaps.data) {
      pendingView.current = initialView ?? d.view;
      setBaseMapId(defaultBaseMap(baseMaps.data)?.bcrnMapId ?? null);
    }
  }, [detail.data, baseMaps.data, baseMapId, initialView]);

  useEffect(() => {
    if (!controller || baseMapId === undefined) return;
    const outcome = applyBaseMap(controller, baseMapId, baseMaps.data);
    if (outcome.kind === 'wait') return;
    if (outcome.kind === 'replace') {
      setBaseMapId(outcome.bcrnMapId);
      return;
    }
    if (pendingView.current) {
      const saved = pendingView.current;
      pendingView.current = null;
      controller.setView(viewFromSaved(saved, gridOf(controller.map.getView())));
    }
    setReady(true);
  }, [controller, baseMapId, baseMaps.data]);

  useEffect(() => {
    if (controller) syncToc(controller, nodes, userMapId);
  }, [controller, nodes, userMapId]);

  // Data first: once the saved view is drawn, the map goes to its layers' data.
  const fitted = useRef(false);
  useEffect(() => {
    if (!controller || !ready || !detail.data || fitted.current) return;
    fitted.current = true;
    if (initialView) return;
    void fitToData(api, controller, allLayers(nodes).map((n) => n.layer), userMapId);
  }, [api, controller, ready, detail.data, nodes, userMapId, initialView]);

  const reported = useRef(false);
  useEffect(() => {
    if (!controller || !ready || !detail.data || reported.current) return;
    reported.current = true;
    onReady?.(controller);
  }, [controller, ready, detail.data, onReady]);

  useMapInteractions({ controller, widgets: NO_WIDGET, services: null, nodes, setPopup, setNotice });

  return (
    <div className="wa-map-wrap">
      <div ref={ref} className="wa-map" data-testid="map" aria-busy={detail.isLoading} aria-label={detail.data?.userMapSj ?? t('web.webapps.viewer.map')} role="region" />
      {detail.isLoading && (
        <p className="wa-map__status" role="status">
          {t('web.webapps.viewer.mapLoading')}
        </p>
      )}
      {detail.isError && (
        <p className="wa-map__status wa-map__status--error" role="alert">
          {t('web.webapps.viewer.mapFailed')}
        </p>
      )}
      {addressSearch && (
        <section className={`wa-search${searchOpen ? '' : ' is-collapsed'}`} aria-label={t('web.webapps.viewer.search')}>
          {/* Phones: the panel folds away once a result is shown, so the map and its popup are seen. */}
          <button type="button" className="wa-search__toggle" aria-expanded={searchOpen} onClick={() => setSearchOpen((o) => !o)}>
            {t('web.webapps.viewer.search')}
          </button>
          <div className="wa-search__body">
            <AddressWidgets controller={controller} onShown={() => setSearchOpen(false)} />
          </div>
        </section>
      )}
      {detail.data && <MapLegend key={detail.data.userMapId} nodes={nodes} order={legendOrder} onOrderChange={setReaderOrder} hidden={savedLegend.hidden} />}
      {/* Readers of a saved app print its maps (not the builder's preview). */}
      {webappTmplatId && controller && ready && detail.data && (
        <button type="button" className="map-print-button" onClick={() => setPrintOpen(true)}>
          {t('web.print.open')}
        </button>
      )}
      {printOpen && controller && detail.data && (
        <PrintDialog
          controller={controller}
          title={detail.data.userMapSj}
          nodes={nodes}
          legendOrder={legendOrder}
          baseMaps={shownBaseMaps(baseMapId, baseMaps.data)}
          onClose={() => setPrintOpen(false)}
        />
      )}
      <TimeSliders nodes={nodes} userMapId={userMapId} onChange={(key, time) => setTimes((all) => ({ ...all, [key]: time }))} />
      {popup && <FeaturePopup popup={popup} onClose={() => setPopup(null)} />}
    </div>
  );
}

/** The TOC with the time windows the reader moved to. */
function withTimes(nodes: TocNode[], times: Record<string, TimeSetting>): TocNode[] {
  if (Object.keys(times).length === 0) return nodes;
  const layer = (n: TocLayerNode): TocLayerNode => (times[n.key] && n.time ? { ...n, time: times[n.key] } : n);
  return nodes.map((n) => (n.type === 'group' ? { ...n, children: n.children.map(layer) } : layer(n)));
}
