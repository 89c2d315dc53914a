import { isMobileScreen, locate as locateOn, type FeatureHit, type MapController } from '@nuri/map';
import { useDialogs } from '@nuri/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { popupRows, type FeaturePopupContent } from './FeaturePopup';
import { lookUpParcel } from './parcel';
import type { MapServices } from './map-types';
import { findNode, type TocNode } from './toc-state';
import { GEOLOCATION_MESSAGES, type WidgetState } from './widget-state';

/** Kakao Map's public road-view page of a place (opened when road view is configured). */
export function roadViewUrl(lon: number, lat: number): string {
  return `https://map.kakao.com/link/roadview/${lat.toFixed(6)},${lon.toFixed(6)}`;
}

interface Options {
  controller: MapController | null;
  widgets: WidgetState;
  services: MapServices | null;
  nodes: readonly TocNode[];
  setPopup: (popup: FeaturePopupContent | null) => void;
  setNotice: (notice: string | null) => void;
  /** Told about every plain click: the feature under it (its TOC key and id), or null. */
  onFeature?: (hit: FeatureHit | null) => void;
}

/**
 * Map clicks (feature popups; one-parcel lookup and road view when on), map-area selection
 * results and 'my location' with its four error alerts.
 */
export function useMapInteractions({ controller, widgets, services, nodes, setPopup, setNotice, onFeature }: Options) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const state = useRef({ widgets, services, nodes, onFeature });
  state.current = { widgets, services, nodes, onFeature };

  useEffect(() => {
    if (!controller) return undefined;
    return controller.onClick((event) => {
      const { widgets: w, services: s, nodes: n } = state.current;
      const [lon, lat] = event.lonLat;
      if (w.roadView && s?.roadView.available) {
        window.open(roadViewUrl(lon, lat), '_blank', 'noopener');
        return;
      }
      if (w.parcel && s?.parcelInfo.available) {
        const [x, y] = event.pixel;
        lookUpParcel(event.webMercator)
          .then((rows) => {
            if (rows) setPopup({ title: t('web.mapBuilder.parcel.title'), rows, x, y });
            else setNotice(t('web.mapBuilder.parcel.none'));
          })
          .catch(() => setNotice(t('web.mapBuilder.parcel.failed')));
        return;
      }
      if (w.tool !== 'none') return;
      const hit = controller.featureAt(event.pixel);
      state.current.onFeature?.(hit?.clusterExtent ? null : hit);
      if (hit?.clusterExtent) {
        setPopup(null);
        controller.zoomToExtent(hit.clusterExtent);
        return;
      }
      const node = hit ? findNode(n, hit.key) : null;
      if (!hit || !node || node.type !== 'layer' || !node.popup.enabled || node.popup.columns.length === 0) {
        setPopup(null);
        return;
      }
      setPopup({ title: node.tocNm, rows: popupRows(hit.properties, node.popup, i18n.language), x: event.pixel[0], y: event.pixel[1] });
    });
  }, [controller, setNotice, setPopup, t, i18n]);

  useEffect(() => {
    if (widgets.parcel) setNotice(t('web.mapBuilder.widgets.parcelHint'));
    else if (widgets.roadView) setNotice(t('web.mapBuilder.widgets.roadViewHint'));
  }, [widgets.parcel, widgets.roadView, setNotice, t]);

  const locate = useCallback(async () => {
    if (!controller) return;
    const result = await locateOn(controller.map.getView(), { mobile: isMobileScreen(window) });
    if (!result.ok) {
      await dialogs.alert({ type: 'failure', title: t('web.mapBuilder.geo.title'), message: t(GEOLOCATION_MESSAGES[result.error]) });
    }
  }, [controller, dialogs, t]);

  return { locate };
}
