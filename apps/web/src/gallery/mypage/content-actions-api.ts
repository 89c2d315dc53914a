import { clearable, errorTitle, quietErrors, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';
import type { UseSttusSeCode } from '@nuri/domain';
import { fetchLayerExtent } from '../../map-kit/map-api';

// What my contents does to one layer, web map or themed app (docs/api-guide.md "Web maps",
// "Themed map apps", "Sharing", the layer routes). Names go through the names gate first: its
// headers (the restricted-word confirmation) ride along with the save.

type Headers = Record<string, string>;
export type LayerDetail = components['schemas']['LayerDto'];

/** Download formats of POST /layers/{lyrId}/download with the saved file's extension. */
export const LAYER_DOWNLOAD_FORMATS = [
  { value: 'geojson', label: 'GeoJSON', ext: 'geojson' },
  { value: 'shp', label: 'Shapefile (SHP)', ext: 'zip' },
  { value: 'csv', label: 'CSV', ext: 'csv' },
  { value: 'gpkg', label: 'GeoPackage', ext: 'gpkg' },
  { value: 'kml', label: 'KML', ext: 'kml' },
] as const;
export type LayerDownloadFormat = (typeof LAYER_DOWNLOAD_FORMATS)[number]['value'];
export const LAYER_DOWNLOAD_ENCODINGS = ['UTF-8', 'CP949'] as const;
export type LayerDownloadEncoding = (typeof LAYER_DOWNLOAD_ENCODINGS)[number];

/** The query key of one layer's detail (the edit dialog and the publish button share it). */
export const layerQueryKey = (lyrId: string) => ['web', 'mycontents', 'layer', lyrId] as const;

/** The layer's detail; `quiet` for a lookup in the background (a failure shows no alert). */
export const fetchLayer = (api: AppApiClient, lyrId: string, quiet = false): Promise<LayerDetail> =>
  api.unwrap(
    api.GET('/api/layers/{lyrId}', {
      params: { path: { lyrId } },
      ...(quiet ? quietErrors() : errorTitle('web.mycontents.layer.lookup')),
    }),
  );

export const updateLayer = (
  api: AppApiClient,
  lyrId: string,
  body: { lyrNm: string; lyrDc: string },
  headers: Headers,
): Promise<unknown> =>
  api.unwrap(
    api.PUT('/api/layers/{lyrId}', {
      params: { path: { lyrId } },
      body,
      headers: { ...headers, ...errorTitle('web.mycontents.layer.save').headers },
      // An emptied description is sent as null: the layer's description is cleared.
      ...clearable('lyrDc'),
    }),
  );

/**
 * Publishes my layer (POST /layers/{lyrId}/publish) or, once published, publishes it again
 * (…/republish: a new publish time and data version); answers the layer as it now is. Owner and
 * admins only; 409 when already published (or not yet, for republish), not ready, or a group.
 */
export const publishLayer = (api: AppApiClient, lyrId: string, again: boolean): Promise<LayerDetail> =>
  again
    ? api.unwrap(
        api.POST('/api/layers/{lyrId}/republish', {
          params: { path: { lyrId } },
          ...errorTitle('web.mycontents.republish.title'),
        }),
      )
    : api.unwrap(
        api.POST('/api/layers/{lyrId}/publish', {
          params: { path: { lyrId } },
          ...errorTitle('web.mycontents.publish.title'),
        }),
      );

/** Uploads (POST) or replaces (PUT) the layer's thumbnail. */
export async function saveLayerThumbnail(
  api: AppApiClient,
  lyrId: string,
  file: File,
  replace: boolean,
): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const options = {
    params: { path: { lyrId } },
    // The typed body only names the part; the multipart form itself is what is sent.
    body: { file: file.name },
    bodySerializer: () => form,
    ...errorTitle('web.mycontents.layer.thumbnail'),
  };
  await api.unwrap(
    replace
      ? api.PUT('/api/layers/{lyrId}/thumbnail', options)
      : api.POST('/api/layers/{lyrId}/thumbnail', options),
  );
}

export const removeLayerThumbnail = (api: AppApiClient, lyrId: string): Promise<unknown> =>
  api.unwrap(
    api.DELETE('/api/layers/{lyrId}/thumbnail', {
      params: { path: { lyrId } },
      ...errorTitle('web.mycontents.layer.thumbnail'),
    }),
  );

export const downloadLayer = async (
  api: AppApiClient,
  lyrId: string,
  outputFormat: LayerDownloadFormat,
  encoding: LayerDownloadEncoding,
): Promise<Blob> =>
  (await api.unwrap(
    api.POST('/api/layers/{lyrId}/download', {
      params: { path: { lyrId } },
      body: { outputFormat, encoding },
      parseAs: 'blob',
      ...errorTitle('web.mycontents.layer.download'),
    }),
  )) as unknown as Blob;

export const deleteContent = (
  api: AppApiClient,
  type: 'MAP' | 'APP' | 'LYR',
  id: string,
): Promise<unknown> => {
  const title = errorTitle('web.mycontents.delete.title');
  if (type === 'MAP')
    return api.unwrap(
      api.DELETE('/api/webmap/{userMapId}', { params: { path: { userMapId: id } }, ...title }),
    );
  if (type === 'APP')
    return api.unwrap(
      api.DELETE('/api/webapp/tmplat/{webappTmplatId}', {
        params: { path: { webappTmplatId: id } },
        ...title,
      }),
    );
  return api.unwrap(api.DELETE('/api/layers/{lyrId}', { params: { path: { lyrId: id } }, ...title }));
};

// A new map around one layer: Seoul City Hall in EPSG:4326 at city zoom (the builder's own default place).
const NEW_MAP_VIEW = { projection: 'EPSG:4326' as const, center: [126.978, 37.5665], zoom: 11 };

/**
 * The view of a new map framing a layer's extent (EPSG:4326) in a builder's map of about
 * 1000 × 650 px; the default view over Seoul when the layer has no extent.
 */
export function viewOfBbox(bbox: readonly number[] | null): typeof NEW_MAP_VIEW {
  if (!bbox || bbox.length < 4 || !bbox.every(Number.isFinite)) return NEW_MAP_VIEW;
  const [minx, miny, maxx, maxy] = bbox;
  const lat = (miny + maxy) / 2;
  const widthM = Math.max((maxx - minx) * 111_320 * Math.cos((lat * Math.PI) / 180), 1);
  const heightM = Math.max((maxy - miny) * 110_540, 1);
  // Web Mercator metres per pixel at zoom 0, stretched by latitude.
  const resolution = Math.max(widthM / 1000, heightM / 650) / Math.cos((lat * Math.PI) / 180);
  const zoom = Math.min(17, Math.max(5, Math.floor(Math.log2(156_543.034 / resolution))));
  // Six decimals: about 0.1 m, and no floating-point tails in the saved map.
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { projection: 'EPSG:4326', center: [round((minx + maxx) / 2), round(lat)], zoom };
}

/** "Open in a new map": a new web map holding the layer (POST /webmap); answers its id. */
export async function createMapWithLayer(
  api: AppApiClient,
  layer: { lyrId: string; lyrNm: string },
  headers: Headers,
): Promise<string> {
  // The new map opens on the layer's data (a saved map opens at its saved view).
  const bbox = await fetchLayerExtent(api, layer.lyrId, null, true).catch(() => null);
  const detail = await api.unwrap(
    api.POST('/api/webmap', {
      body: {
        userMapSj: layer.lyrNm.slice(0, 100),
        view: viewOfBbox(bbox),
        toc: [
          {
            lyrGroupSeCode: '02',
            lyrId: layer.lyrId,
            tocNm: layer.lyrNm.slice(0, 200),
            visibleAt: 'Y',
            opacity: 1,
            clusterAt: 'N',
          },
        ],
      },
      headers: { ...headers, ...errorTitle('web.mycontents.newMapTitle').headers },
    }),
  );
  return detail.userMapId;
}

type WebMapDetail = components['schemas']['WebMapDetailDto'];
type WebAppDetail = components['schemas']['WebAppDetailDto'];

const mapSave = (detail: WebMapDetail) => ({
  userMapSj: detail.userMapSj,
  userMapCn: detail.userMapCn,
  userMapNcm: detail.userMapNcm,
  bcrnMapId: detail.bcrnMapId,
  view: detail.view,
  toc: detail.toc as components['schemas']['TocEntryDto'][],
  // The legend's order and folded state go with the copy and survive a change of the use status.
  legend: detail.legend,
  useSttusSeCode: detail.useSttusSeCode,
});

const appSave = (detail: WebAppDetail) => ({
  webappTmplatSj: detail.webappTmplatSj,
  webappTmplatCn: detail.webappTmplatCn,
  webappTmplatTyCode: detail.webappTmplatTyCode,
  webappTmplatInfo: detail.webappTmplatInfo,
  detailSetting: detail.detailSetting,
  useSttusSeCode: detail.useSttusSeCode,
});

export const fetchMap = (api: AppApiClient, userMapId: string): Promise<WebMapDetail> =>
  api.unwrap(
    api.GET('/api/webmap/{userMapId}', {
      params: { path: { userMapId } },
      ...errorTitle('web.mycontents.lookup'),
    }),
  );
export const fetchApp = (api: AppApiClient, webappTmplatId: string): Promise<WebAppDetail> =>
  api.unwrap(
    api.GET('/api/webapp/tmplat/{webappTmplatId}', {
      params: { path: { webappTmplatId } },
      ...errorTitle('web.mycontents.lookup'),
    }),
  );

/** The title a copy gets (the names gate checks it before the copy is saved). */
export const copyTitle = (title: string, suffix: string): string => `${title} ${suffix}`.slice(0, 100);

/** "Save as a copy": the map or app saved again under the new title (its shares and gallery state stay behind). */
export async function copyContent(
  api: AppApiClient,
  type: 'MAP' | 'APP',
  id: string,
  title: string,
  headers: Headers,
): Promise<void> {
  const options = { headers: { ...headers, ...errorTitle('web.mycontents.copy.title').headers } };
  if (type === 'MAP') {
    const detail = await fetchMap(api, id);
    await api.unwrap(api.POST('/api/webmap', { body: { ...mapSave(detail), userMapSj: title }, ...options }));
    return;
  }
  const detail = await fetchApp(api, id);
  await api.unwrap(
    api.POST('/api/webapp/tmplat', { body: { ...appSave(detail), webappTmplatSj: title }, ...options }),
  );
}

/** The use status (01 in use, 02 not in use) of a map or app: the saved detail written back with it. */
export async function fetchUseStatus(
  api: AppApiClient,
  type: 'MAP' | 'APP',
  id: string,
): Promise<UseSttusSeCode> {
  return (type === 'MAP' ? await fetchMap(api, id) : await fetchApp(api, id)).useSttusSeCode;
}

export async function setUseStatus(
  api: AppApiClient,
  type: 'MAP' | 'APP',
  id: string,
  useSttusSeCode: UseSttusSeCode,
  headers: Headers,
): Promise<void> {
  const options = { headers: { ...headers, ...errorTitle('web.mycontents.useStatus.title').headers } };
  if (type === 'MAP') {
    const detail = await fetchMap(api, id);
    await api.unwrap(
      api.PUT('/api/webmap/{userMapId}', {
        params: { path: { userMapId: id } },
        body: { ...mapSave(detail), useSttusSeCode },
        ...options,
      }),
    );
    return;
  }
  const detail = await fetchApp(api, id);
  await api.unwrap(
    api.PUT('/api/webapp/tmplat/{webappTmplatId}', {
      params: { path: { webappTmplatId: id } },
      body: { ...appSave(detail), useSttusSeCode },
      ...options,
    }),
  );
}
