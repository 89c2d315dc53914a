import { isHybridOverlay } from '@nuri/domain';
import type { RemoteLayerSpec } from '@nuri/map';
import type { LayerDetail, LayerSummary } from '../layer-widgets';
import type { BaseMapItem, TocLayerInfo } from './map-types';

// Choosing base maps and turning widget layers into TOC layers: pure helpers of the builder
// and the simple map.

/** The built-in base map that works without internet (seeded by the base-map module). */
export const OFFLINE_BASE_MAP_ID = 'OFFLINE_WORLD';

export const baseMapQueryKey = ['web', 'basemap', 'picker'] as const;
export const mapServicesQueryKey = ['web', 'map', 'services'] as const;

/** A base-map entry as the map engine takes it. */
export function baseMapSpec(b: BaseMapItem): RemoteLayerSpec {
  return { id: b.bcrnMapId, lyrStleCode: b.lyrStleCode, mapUrl: b.mapUrl, params: b.mapUrlparamtr };
}

/** What a hybrid overlay is drawn over: its `under` parameter, else the first available base map. */
export function underlayFor(overlay: BaseMapItem, all: readonly BaseMapItem[]): BaseMapItem | null {
  const usable = all.filter((b) => b.availableAt === 'Y' && !isHybridOverlay(b.lyrStleCode));
  const named = overlay.mapUrlparamtr?.under;
  return usable.find((b) => b.bcrnMapId === named) ?? usable.find((b) => b.bcrnMapId === OFFLINE_BASE_MAP_ID) ?? usable[0] ?? null;
}

/** A new map's base map: the offline one when usable (it needs no internet), else the first usable. */
export function defaultBaseMap(all: readonly BaseMapItem[]): BaseMapItem | null {
  const usable = all.filter((b) => b.availableAt === 'Y' && !isHybridOverlay(b.lyrStleCode));
  return usable.find((b) => b.bcrnMapId === OFFLINE_BASE_MAP_ID) ?? usable[0] ?? null;
}

/** A layer picked in the search or upload widget, as a TOC layer. */
export function tocLayerInfo(layer: LayerSummary | LayerDetail): TocLayerInfo {
  return {
    lyrId: layer.lyrId,
    lyrNm: layer.lyrNm,
    lyrTySeCode: layer.lyrTySeCode,
    uploadTy: layer.uploadTy,
    lyrStleCode: layer.lyrStleCode,
    mapUrl: layer.mapUrl,
    mapUrlParamtr: layer.mapUrlParamtr,
    dataVersion: layer.dataVersion,
    viewable: true,
  };
}
