import type { MapController } from '@nuri/map';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type Geometry from 'ol/geom/Geometry';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Above our layers and the lab's, below the drawing tools. */
const ADDRESS_LAYER_Z = 900;

export interface PlaceMark {
  x: number;
  y: number;
  title: string;
  subtitle?: string | null;
}

export interface DistrictMark {
  name: string;
  extent: number[];
  geometry: Record<string, unknown>;
}

const markerStyle = new Style({
  image: new Circle({ radius: 9, fill: new Fill({ color: '#d6283b' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
});
const districtStyle = new Style({
  stroke: new Stroke({ color: '#0b50d0', width: 3 }),
  fill: new Fill({ color: 'rgba(11, 80, 208, 0.12)' }),
});

/**
 * The address widgets' marks on a map: one marker with a popup for the place found and one
 * highlighted district, in their own layer (`nuriAddressLayer`), kept in the view's projection
 * when the base map changes it. Marks are given in longitude/latitude.
 */
export function useAddressOverlay(controller: MapController | null) {
  const [place, setPlace] = useState<PlaceMark | null>(null);
  const [district, setDistrict] = useState<DistrictMark | null>(null);
  const [popupEl, setPopupEl] = useState<HTMLDivElement | null>(null);
  const layerRef = useRef<VectorLayer<VectorSource<Feature<Geometry>>> | null>(null);
  const overlayRef = useRef<Overlay | null>(null);

  useEffect(() => {
    if (!controller) return undefined;
    const layer = new VectorLayer({ source: new VectorSource<Feature<Geometry>>() });
    layer.set('nuriAddressLayer', true);
    layer.setZIndex(ADDRESS_LAYER_Z);
    controller.map.addLayer(layer);
    layerRef.current = layer;
    return () => {
      controller.map.removeLayer(layer);
      layerRef.current = null;
    };
  }, [controller]);

  useEffect(() => {
    if (!controller || !popupEl) return undefined;
    const overlay = new Overlay({
      element: popupEl,
      positioning: 'bottom-center',
      offset: [0, -16],
      stopEvent: true,
      // A popup near the edge (a phone, a district's border) pans into view.
      autoPan: { margin: 16, animation: { duration: 250 } },
    });
    controller.map.addOverlay(overlay);
    overlayRef.current = overlay;
    return () => {
      controller.map.removeOverlay(overlay);
      overlayRef.current = null;
    };
  }, [controller, popupEl]);

  // Draws the marks in the current view's projection, again whenever the view is replaced.
  const [viewVersion, setViewVersion] = useState(0);
  useEffect(() => {
    if (!controller) return undefined;
    const bump = () => setViewVersion((v) => v + 1);
    controller.map.on('change:view', bump);
    return () => controller.map.un('change:view', bump);
  }, [controller]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!controller || !layer) return;
    const projection = controller.map.getView().getProjection();
    const source = layer.getSource();
    source?.clear();
    if (district) {
      const features = new GeoJSON().readFeatures(district.geometry, { dataProjection: 'EPSG:4326', featureProjection: projection });
      features.forEach((f) => f.setStyle(districtStyle));
      source?.addFeatures(features);
    }
    if (place) {
      const at = fromLonLat([place.x, place.y], projection);
      const marker = new Feature(new Point(at));
      marker.setStyle(markerStyle);
      source?.addFeature(marker);
      overlayRef.current?.setPosition(at);
    } else {
      overlayRef.current?.setPosition(undefined);
    }
  }, [controller, place, district, viewVersion, popupEl]);

  // A found place stays in the middle when the map's size changes (a window resized, a phone
  // turned, a side sheet closed): OpenLayers keeps the centre's old pixel, which can leave the
  // marker outside a narrower map.
  useEffect(() => {
    if (!controller || !place) return undefined;
    const map = controller.map;
    const recentre = () => {
      const view = map.getView();
      view.setCenter(fromLonLat([place.x, place.y], view.getProjection()));
    };
    map.on('change:size', recentre);
    return () => map.un('change:size', recentre);
  }, [controller, place]);

  const showPlace = useCallback(
    (mark: PlaceMark) => {
      setPlace(mark);
      controller?.fitLonLatExtent([mark.x, mark.y, mark.x, mark.y]);
    },
    [controller],
  );
  const showDistrict = useCallback(
    (mark: DistrictMark) => {
      setDistrict(mark);
      controller?.fitLonLatExtent(mark.extent);
    },
    [controller],
  );

  return { place, district, showPlace, showDistrict, clearPlace: () => setPlace(null), popupRef: setPopupEl };
}
