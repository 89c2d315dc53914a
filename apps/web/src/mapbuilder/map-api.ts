import { errorTitle } from '@nuri/api-client';
import { BASE_MAP_PICKER_QUERY, MAX_PAGE_SIZE } from '@nuri/domain';
import type { AppApiClient } from '@nuri/ui';
import type { BaseMapItem, MapServices, WebMapDetail, WebMapSave } from './map-types';

// The builder's calls: base maps, map services, web maps and features. The paths are the
// contract's (CONTRACT.md, issue 7); the responses are read as map-types.ts describes them.

type FetchResult = Promise<{ data?: unknown; error?: unknown; response: Response }>;
interface PathClient {
  GET(path: string, init?: object): FetchResult;
  POST(path: string, init?: object): FetchResult;
  PUT(path: string, init?: object): FetchResult;
}

/** The client addressed by path strings (its typing follows the generated schema). */
const paths = (api: AppApiClient): PathClient => api as unknown as PathClient;

async function result<T>(api: AppApiClient, request: FetchResult): Promise<T> {
  return (await api.unwrap(request)) as T;
}

/** GET /api/basemap with the picker's query (page 1, 999, imageAt N, in use); errors as an alert titled by the content. */
export async function fetchBaseMaps(api: AppApiClient): Promise<BaseMapItem[]> {
  const page = await result<Paged<BaseMapItem>>(
    api,
    paths(api).GET('/api/basemap', { params: { query: { ...BASE_MAP_PICKER_QUERY } }, ...errorTitle('web.mapBuilder.baseMap.lookupTitle') }),
  );
  return page.content;
}

/** GET /api/map/services: whether parcel lookup and road view are configured. */
export function fetchMapServices(api: AppApiClient): Promise<MapServices> {
  return result(api, paths(api).GET('/api/map/services'));
}

export function fetchWebMap(api: AppApiClient, userMapId: string): Promise<WebMapDetail> {
  return result(api, paths(api).GET('/api/webmap/{userMapId}', { params: { path: { userMapId } }, ...errorTitle('web.mapBuilder.load.title') }));
}

export function createWebMap(api: AppApiClient, body: WebMapSave): Promise<WebMapDetail> {
  return result(api, paths(api).POST('/api/webmap', { body, ...errorTitle('web.mapBuilder.save.title') }));
}

export function updateWebMap(api: AppApiClient, userMapId: string, body: WebMapSave): Promise<WebMapDetail> {
  return result(api, paths(api).PUT('/api/webmap/{userMapId}', { params: { path: { userMapId } }, body, ...errorTitle('web.mapBuilder.save.title') }));
}

/** PUT /api/webmap/{userMapId}/thumbnail: the PNG made from the map canvas. */
export async function uploadThumbnail(api: AppApiClient, userMapId: string, png: Blob): Promise<void> {
  const form = new FormData();
  form.append('file', png, 'thumbnail.png');
  await api.unwrap(
    paths(api).PUT('/api/webmap/{userMapId}/thumbnail', {
      params: { path: { userMapId } },
      // The typed body only names the part; the multipart form itself is what is sent.
      body: { file: 'thumbnail.png' },
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

/** Every feature of a layer as GeoJSON (EPSG:4326), page by page (for clustered point layers). */
export async function fetchAllFeatures(api: AppApiClient, lyrId: string, maxPages = 20): Promise<{ type: 'FeatureCollection'; features: unknown[] }> {
  const features: unknown[] = [];
  for (let pageIndex = 1; pageIndex <= maxPages; pageIndex++) {
    const page = await result<FeaturePage>(
      api,
      paths(api).POST('/api/layers/{lyrId}/attributes', { params: { path: { lyrId } }, body: { pageIndex, pageSize: MAX_PAGE_SIZE } }),
    );
    features.push(...page.content);
    if (page.last || page.content.length === 0) break;
  }
  return { type: 'FeatureCollection', features };
}
