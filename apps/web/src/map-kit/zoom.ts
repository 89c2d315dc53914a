import { LYR_TY_SE_CODES } from '@nuri/domain';
import type { MapController } from '@nuri/map';
import type { AppApiClient } from '@nuri/shell';
import { fetchLayerExtent } from './map-api';
import type { TocLayerInfo } from './map-types';

// Zoom to a layer's data: the builder's "zoom to layer", a just-added layer, and maps opened on
// their data. Vector layers ask the API for their bbox; rasters read it from their GeoTIFF.

/** Whether a layer's extent can be known (our uploads; remote web layers have none). */
export function hasExtent(layer: Pick<TocLayerInfo, 'uploadTy'>): boolean {
  return layer.uploadTy !== 'web';
}

/**
 * Fits the map to one layer's data (`key` is its TOC key, the drawn layer of a raster). Resolves
 * to false when the extent is unknown or empty; errors of the bbox call were shown by the client.
 */
export async function zoomToLayer(
  api: AppApiClient,
  controller: MapController,
  entry: { key: string; layer: Pick<TocLayerInfo, 'lyrId' | 'lyrTySeCode' | 'uploadTy'> },
  userMapId?: string | null,
): Promise<boolean> {
  if (!hasExtent(entry.layer)) return false;
  try {
    if (entry.layer.lyrTySeCode === LYR_TY_SE_CODES.TIFF) {
      const extent = await controller.layerExtent(entry.key);
      if (!extent) return false;
      controller.zoomToExtent(extent);
      return true;
    }
    const bbox = await fetchLayerExtent(api, entry.layer.lyrId, userMapId);
    if (!bbox) return false;
    controller.fitLonLatExtent(bbox);
    return true;
  } catch {
    return false;
  }
}

