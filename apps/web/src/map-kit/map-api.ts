import { errorTitle, quietErrors } from '@nuri/api-client';
import { BASE_MAP_PICKER_QUERY, MAX_PAGE_SIZE } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { BaseMapItem, MapServices, WebMapDetail, WebMapSave } from './map-types';

// The builder's calls through the generated client: base maps, map services, web maps and
// features. Answers are read through the narrower shapes of map-types.ts.

/** GET /api/basemap with the picker's query (page 1, 999, imageAt N, in use); errors as an alert titled by the content. */
export async function fetchBaseMaps(api: AppApiClient): Promise<BaseMapItem[]> {
  const page = await api.unwrap(
    api.GET('/api/basemap', { params: { query: { ...BASE_MAP_PICKER_QUERY } }, ...errorTitle('web.mapBuilder.baseMap.lookupTitle') }),
  );
  const list: BaseMapItem[] = page.content;
  return list;
}

/** GET /api/map/services: whether parcel lookup and road view are configured. */
export async function fetchMapServices(api: AppApiClient): Promise<MapServices> {
  const services: MapServices = await api.unwrap(api.GET('/api/map/services'));
  return services;
}

export async function fetchWebMap(api: AppApiClient, userMapId: string): Promise<WebMapDetail> {
  const detail: WebMapDetail = await api.unwrap(api.GET('/api/webmap/{userMapId}', { params: { path: { userMapId } }, ...errorTitle('web.mapBuilder.load.title') }));
  return detail;
}

export async function createWebMap(api: AppApiClient, body: WebMapSave): Promise<WebMapDetail> {
  const detail: WebMapDetail = await api.unwrap(api.POST('/api/webmap', { body, ...errorTitle('web.mapBuilder.save.title') }));
  return detail;
}

export async function updateWebMap(api: AppApiClient, userMapId: string, body: WebMapSave): Promise<WebMapDetail> {
  const detail: WebMapDetail = await api.unwrap(
    api.PUT('/api/webmap/{userMapId}', { params: { path: { userMapId } }, body, ...errorTitle('web.mapBuilder.save.title') }),
  );
  return detail;
}

/** PUT /api/webmap/{userMapId}/thumbnail: the PNG (or JPEG, when smaller) made from the map canvas. */
export async function uploadThumbnail(api: AppApiClient, userMapId: string, image: Blob): Promise<void> {
  const name = image.type === 'image/jpeg' ? 'thumbnail.jpg' : 'thumbnail.png';
  const form = new FormData();
  form.append('file', image, name);
  await api.unwrap(
    api.PUT('/api/webmap/{userMapId}/thumbnail', {
      params: { path: { userMapId } },
      // The typed body only names the part; the multipart form itself is what is sent.
      body: { file: name },
      bodySerializer: () => form,
      ...errorTitle('web.mapBuilder.save.thumbnailTitle'),
    }),
  );
}

/** The paged result of API.md §1. */
interface Paged<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

type FeaturePage = Paged<{ type: 'Feature'; id: number | string; properties: Record<string, unknown>; geometry: unknown }>;

/**
 * Every feature of a layer as GeoJSON (EPSG:4326), page by page (for clustered point layers);
 * through the web map `userMapId` when the layer is seen in one.
 */
export async function fetchAllFeatures(api: AppApiClient, lyrId: string, maxPages = 20, userMapId?: string | null): Promise<{ type: 'FeatureCollection'; features: unknown[] }> {
  const features: unknown[] = [];
  for (let pageIndex = 1; pageIndex <= maxPages; pageIndex++) {
    const page: FeaturePage = await api.unwrap(
      api.POST('/api/layers/{lyrId}/attributes', {
        params: { path: { lyrId }, query: userMapId ? { userMapId } : {} },
        body: { pageIndex, pageSize: MAX_PAGE_SIZE, sortBy: 'ASC', excludeGeometry: false },
      }),
    );
    features.push(...page.content);
    if (page.last || page.content.length === 0) break;
  }
  return { type: 'FeatureCollection', features };
}

/** The quoted name of a column for the attribute filter language ("double quotes", "" inside). */
export function quoteColumn(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The extent (EPSG:4326) of one feature of a layer by its id: the key column from
 * GET /layers/{lyrId}/columns, then GET /layers/{lyrId}/bbox with `key = gid`. Null when empty.
 */
export async function fetchFeatureExtent(api: AppApiClient, lyrId: string, gid: number): Promise<number[] | null> {
  const columns = await api.unwrap(api.GET('/api/layers/{lyrId}/columns', { params: { path: { lyrId } } }));
  const key = columns.find((c) => c.isKey);
  if (!key) return null;
  const answer = await api.unwrap(
    api.GET('/api/layers/{lyrId}/bbox', { params: { path: { lyrId }, query: { attributeFilter: `${quoteColumn(key.name)} = ${Math.trunc(gid)}` } } }),
  );
  return answer.bbox;
}

/**
 * The extent (EPSG:4326) of all a layer's features (through the web map `userMapId` when given);
 * null when empty. GET /layers/{lyrId}/extent is public under the layer's tile rule, so anonymous
 * and app-only viewers get it too; `quiet` leaves a refusal to the caller (no alert).
 */
export async function fetchLayerExtent(api: AppApiClient, lyrId: string, userMapId?: string | null, quiet = false): Promise<number[] | null> {
  const answer = await api.unwrap(
    api.GET('/api/layers/{lyrId}/extent', { params: { path: { lyrId }, query: userMapId ? { userMapId } : {} }, ...(quiet ? quietErrors() : {}) }),
  );
  return answer.bbox;
}
