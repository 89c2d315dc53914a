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

/** Whether two [west, south, east, north] boxes overlap. */
export function boxesOverlap(a: readonly number[], b: readonly number[]): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/**
 * A map opened for viewing shows its data: when none of its feature layers lies in the view (a
 * saved view elsewhere, or none saved), the view fits all of them. A view already showing data
 * is kept. Resolves to whether the view moved.
 */
export async function showDataInView(
  api: AppApiClient,
  controller: MapController,
  layers: readonly { layer: Pick<TocLayerInfo, 'lyrId' | 'lyrTySeCode' | 'uploadTy' | 'viewable'> }[],
  userMapId?: string | null,
): Promise<boolean> {
  const vectors = layers.filter((l) => l.layer.viewable && hasExtent(l.layer) && l.layer.lyrTySeCode !== LYR_TY_SE_CODES.TIFF);
  const boxes = await Promise.all(vectors.map((l) => fetchLayerExtent(api, l.layer.lyrId, userMapId).catch(() => null)));
  const found = boxes.filter((b): b is number[] => Array.isArray(b) && b.length === 4);
  if (found.length === 0) return false;
  const all = [
    Math.min(...found.map((b) => b[0])),
    Math.min(...found.map((b) => b[1])),
    Math.max(...found.map((b) => b[2])),
    Math.max(...found.map((b) => b[3])),
  ];
  if (boxesOverlap(controller.describe().extentLonLat, all)) return false;
  controller.fitLonLatExtent(all);
  return true;
}
