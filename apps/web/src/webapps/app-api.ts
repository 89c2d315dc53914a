import { errorTitle, quietErrors } from '@nuri/api-client';
import type { WebMapListScope } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { WebMapDetail } from '../map-kit/map-types';
import type { WebappSave } from './app-state';

// The themed app screens' calls through the generated client (CONTRACT8.md): apps, their
// authority, thumbnails, the maps a tab may show, and a tab's web map seen through its app.

/** WebAppDetailDto of GET /api/webapp/tmplat/{id}, as the screens read it. */
export interface WebAppDetail {
  webappTmplatId: string;
  webappTmplatSj: string;
  webappTmplatCn: string | null;
  webappTmplatTyCode: string;
  insttCode: string | null;
  registerId: string;
  registerNm: string | null;
  registDt: string;
  updtDt: string;
  /** The app's free settings, with its widget options (widgets.addressSearchAt). */
  webappTmplatInfo: Record<string, unknown> | null;
  detailSetting: unknown;
  thumbnailUrl: string | null;
  canEdit: boolean;
  /** The maps of the tabs (titles for the builder). */
  maps: { userMapId: string; userMapSj: string }[];
}

export interface WebAppAuth {
  viewAt: 'Y' | 'N';
  editAt: 'Y' | 'N';
  /** Delete and share (owner, admins): they may list the app's shares. */
  deleteAt?: 'Y' | 'N';
}

/** A map offered to a tab (WebMapSummaryDto). */
export interface PickableMap {
  userMapId: string;
  userMapSj: string;
  userMapCn: string | null;
  registerId: string;
  registerNm: string | null;
  thumbnailUrl: string | null;
  updtDt: string;
}

export const webappKeys = {
  detail: (id: string) => ['web', 'webapp', 'detail', id] as const,
  auth: (id: string) => ['web', 'webapp', 'auth', id] as const,
  maps: (scope: WebMapListScope, searchNm: string, pageIndex: number) => ['web', 'webapp', 'maps', scope, searchNm, pageIndex] as const,
  mapTitle: (id: string) => ['web', 'webapp', 'mapTitle', id] as const,
};

export const appWebMapQueryKey = (userMapId: string, webappTmplatId: string | null) => ['web', 'webapp', 'webmap', userMapId, webappTmplatId ?? ''] as const;

export async function fetchWebApp(api: AppApiClient, webappTmplatId: string, options: { quiet?: boolean } = {}): Promise<WebAppDetail> {
  // Quiet: the caller shows the failure itself (the embed route, where an alert and a redirect would leave the frame blank).
  const errors = options.quiet ? quietErrors() : errorTitle('web.webapps.load.title');
  const detail: WebAppDetail = await api.unwrap(api.GET('/api/webapp/tmplat/{webappTmplatId}', { params: { path: { webappTmplatId } }, ...errors }));
  return detail;
}

/** GET …/auth: may view / may edit (anonymous visitors get N/N, never 401). */
export async function fetchWebAppAuth(api: AppApiClient, webappTmplatId: string): Promise<WebAppAuth> {
  const auth: WebAppAuth = await api.unwrap(api.GET('/api/webapp/tmplat/{webappTmplatId}/auth', { params: { path: { webappTmplatId } } }));
  return auth;
}

/** POST /webapp/tmplat; `headers` carries the names gate's restricted-word confirmation. */
export async function createWebApp(api: AppApiClient, body: WebappSave, headers: Record<string, string> = {}): Promise<WebAppDetail> {
  const detail: WebAppDetail = await api.unwrap(
    api.POST('/api/webapp/tmplat', { body, headers: { ...headers, ...errorTitle('web.webapps.save.title').headers } }),
  );
  return detail;
}

export async function updateWebApp(
  api: AppApiClient,
  webappTmplatId: string,
  body: WebappSave,
  headers: Record<string, string> = {},
): Promise<WebAppDetail> {
  const detail: WebAppDetail = await api.unwrap(
    api.PUT('/api/webapp/tmplat/{webappTmplatId}', {
      params: { path: { webappTmplatId } },
      body,
      headers: { ...headers, ...errorTitle('web.webapps.save.title').headers },
    }),
  );
  return detail;
}

/** PUT …/thumbnail: an uploaded png/jpg or the image made from the first tab's map. */
export async function uploadWebAppThumbnail(api: AppApiClient, webappTmplatId: string, image: Blob, fileName: string): Promise<void> {
  const form = new FormData();
  form.append('file', image, fileName);
  await api.unwrap(
    api.PUT('/api/webapp/tmplat/{webappTmplatId}/thumbnail', {
      params: { path: { webappTmplatId } },
      // The typed body only names the part; the multipart form itself is what is sent.
      body: { file: fileName },
      bodySerializer: () => form,
      ...errorTitle('web.webapps.save.thumbnailTitle'),
    }),
  );
}

export interface MapPage {
  content: PickableMap[];
  totalElements: number;
}

/** GET /api/webmap: my maps or maps shared with me, searched by title, 10 a page. */
export async function fetchPickableMaps(api: AppApiClient, scope: WebMapListScope, searchNm: string, pageIndex: number, pageSize: number): Promise<MapPage> {
  const page = await api.unwrap(
    api.GET('/api/webmap', {
      params: { query: { scope, searchNm: searchNm || undefined, pageIndex, pageSize, useSttusSeCode: '01' } },
      ...errorTitle('web.webapps.maps.lookupTitle'),
    }),
  );
  return { content: page.content, totalElements: page.totalElements };
}

/** A tab's web map: through the app when it is saved (webappTmplatId), else as the author sees it. */
export async function fetchAppWebMap(api: AppApiClient, userMapId: string, webappTmplatId: string | null): Promise<WebMapDetail> {
  const detail: WebMapDetail = await api.unwrap(
    api.GET('/api/webmap/{userMapId}', {
      params: { path: { userMapId }, query: webappTmplatId ? { webappTmplatId } : {} },
      ...errorTitle('web.webapps.viewer.mapTitle'),
    }),
  );
  return detail;
}
