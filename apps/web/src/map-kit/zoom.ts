import { LYR_TY_SE_CODES } from '@nuri/domain';
import type { MapController } from '@nuri/map';
import type { AppApiClient } from '@nuri/shell';
import { fetchFeatureExtent, fetchLayerExtent } from './map-api';
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


/** The smallest lon/lat box holding all the boxes; null when there is none. */
export function unionExtent(boxes: ReadonlyArray<readonly number[] | null>): number[] | null {
  const known = boxes.filter((b): b is readonly number[] => Array.isArray(b) && b.length === 4);
  if (known.length === 0) return null;
  return [
    Math.min(...known.map((b) => b[0])),
    Math.min(...known.map((b) => b[1])),
    Math.max(...known.map((b) => b[2])),
    Math.max(...known.map((b) => b[3])),
  ];
}

/**
 * The lon/lat extent of the data of several layers together (a map's or an app's): vector
 * layers' bboxes from the API, through the web map `userMapId` when given (the access policy
 * decides; a layer the caller may not read gives none, quietly). Rasters and remote layers are
 * left out. Null when no layer has a known extent.
 */
export async function dataExtent(
  api: AppApiClient,
  layers: ReadonlyArray<Pick<TocLayerInfo, 'lyrId' | 'lyrTySeCode' | 'uploadTy'>>,
  userMapId?: string | null,
): Promise<number[] | null> {
  const vectors = layers.filter((l) => hasExtent(l) && l.lyrTySeCode !== LYR_TY_SE_CODES.TIFF);
  const boxes = await Promise.all(vectors.map((l) => fetchLayerExtent(api, l.lyrId, userMapId, true).catch(() => null)));
  return unionExtent(boxes);
}

/**
 * Opens a map fitted to its data: a themed app's maps, the simple map's layer, a layer opened
 * alone. Waits for the map to have a size (a map not laid out yet would fit to nothing).
 * Resolves to false when no extent is known (the view stays as it was).
 */
export async function fitToData(
  api: AppApiClient,
  controller: MapController,
  layers: ReadonlyArray<Pick<TocLayerInfo, 'lyrId' | 'lyrTySeCode' | 'uploadTy'>>,
  userMapId?: string | null,
): Promise<boolean> {
  const extent = await dataExtent(api, layers, userMapId);
  if (!extent) return false;
  whenSized(controller, () => controller.fitLonLatExtent(extent));
  return true;
}

/** Runs `fit` now when the map is laid out, else once it has a size (it would fit to nothing before). */
export function whenSized(controller: MapController, fit: () => void): void {
  const size = controller.map.getSize();
  if (size && size[0] > 0 && size[1] > 0) fit();
  else controller.map.once('change:size', fit);
}

/** Fits the map to one feature of a layer (the attribute table's "locate"); errors were shown by the client. */
export async function zoomToFeature(api: AppApiClient, controller: MapController | null, lyrId: string, gid: number): Promise<void> {
  try {
    const extent = await fetchFeatureExtent(api, lyrId, gid);
    if (extent && controller) controller.fitLonLatExtent(extent);
  } catch {
    // The API client has shown the server's message.
  }
}
