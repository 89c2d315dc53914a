import { isHybridOverlay } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import type Feature from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { useEffect, useState } from 'react';
import { baseMapQueryKey, baseMapSpec, defaultBaseMap, underlayFor } from '../map-kit/base-maps';
import { fetchBaseMaps } from '../map-kit/map-api';
import { useMapController } from '../map-kit/use-map-controller';

/** Above the base maps and below the tools' overlays. */
const LAB_LAYER_Z = 500;

/**
 * The map of a service-lab app: the shared MapController (same test hook as the builder) on the
 * default base map (the offline one when usable).
 */
export function useLabMap() {
  const api = useApi();
  const { ref, controller } = useMapController();
  const baseMaps = useQuery({ queryKey: baseMapQueryKey, queryFn: () => fetchBaseMaps(api), staleTime: 10 * 60 * 1000, retry: false });

  useEffect(() => {
    if (!controller || !baseMaps.data) return;
    const item = defaultBaseMap(baseMaps.data);
    if (!item) return;
    const under = isHybridOverlay(item.lyrStleCode) ? underlayFor(item, baseMaps.data) : null;
    controller.setBaseMap(baseMapSpec(item), under ? baseMapSpec(under) : null);
  }, [controller, baseMaps.data]);

  return { ref, controller };
}

/**
 * One vector layer of the app on the controller's map for the screen's life; `key` names it
 * (data-lab-layer in tests). Features are replaced through the returned source.
 */
export function useLabLayer(
  controller: ReturnType<typeof useLabMap>['controller'],
  key: string,
  make: () => VectorLayer<VectorSource<Feature<Geometry>>>,
  zOffset = 0,
) {
  const [layer, setLayer] = useState<VectorLayer<VectorSource<Feature<Geometry>>> | null>(null);
  useEffect(() => {
    if (!controller) return undefined;
    const l = make();
    l.set('nuriLabLayer', key);
    l.setZIndex(LAB_LAYER_Z + zOffset);
    controller.map.addLayer(l);
    setLayer(l);
    return () => {
      controller.map.removeLayer(l);
      setLayer(null);
    };
    // `make` is a factory for one screen: the layer lives as long as the controller.
  }, [controller, key, zOffset]);
  return layer;
}
