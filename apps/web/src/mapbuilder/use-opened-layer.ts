import type { MapController } from '@nuri/map';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { fetchLayer } from '../layer-widgets/layer-widgets-api';
import { tocLayerInfo } from '../map-kit/base-maps';
import { syncToc } from '../map-kit/map-display';
import { EMPTY_TOC, tocReducer } from '../map-kit/toc-state';
import { fitToData } from '../map-kit/zoom';

/**
 * A layer opened alone on the simple map (`/simpleMap?lyrId=`): drawn with the default style of
 * its kind and the map fitted to its data once. The layer's own access rule applies (GET
 * /api/layers/{lyrId} and its bbox); a layer the caller may not read shows the client's message.
 */
export function useOpenedLayer(controller: MapController | null, lyrId: string | null) {
  const api = useApi();
  const layer = useQuery({
    queryKey: ['web', 'simpleMap', 'layer', lyrId],
    queryFn: () => fetchLayer(api, lyrId as string),
    enabled: Boolean(lyrId),
    staleTime: 60_000,
    retry: false,
  });
  const nodes = useMemo(
    () => (layer.data ? tocReducer(EMPTY_TOC, { type: 'addLayer', layer: tocLayerInfo(layer.data) }).nodes : []),
    [layer.data],
  );

  useEffect(() => {
    if (controller && nodes.length > 0) syncToc(controller, nodes, null);
  }, [controller, nodes]);

  const fitted = useRef(false);
  useEffect(() => {
    if (!controller || !layer.data || fitted.current) return;
    fitted.current = true;
    void fitToData(api, controller, [tocLayerInfo(layer.data)]);
  }, [api, controller, layer.data]);

  return { layer: layer.data ?? null, nodes };
}
