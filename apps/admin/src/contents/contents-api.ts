import type { components } from '@nuri/api-client';
import type { ShareContentType, UseSttusSeCode } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { GridPageRequest, GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../kit/dates';

type WebMap = components['schemas']['WebMapSummaryDto'];
type WebApp = components['schemas']['WebappSummaryDto'];

/** The two content kinds of the institution-wide grids: maps (552) and themed maps (553). */
export type ContentKind = 'map' | 'app';

/** A grid row: one map or themed app of the institution with what its cells show. */
export interface ContentRow extends GridRow {
  uid: string;
  kind: ContentKind;
  id: string;
  title: string;
  ownerId: string;
  ownerText: string;
  scopeText: string;
  /** The use select's value (01 in use, 02 not in use). */
  useSttusSeCode: UseSttusSeCode;
  galleryText: string;
  viewText: string;
  /** Registered and last changed, one under the other (two dates: nothing to escape). */
  datesHtml: string;
}

/** The share wizard's content type of a kind. */
export const SHARE_TYPE: Record<ContentKind, ShareContentType> = { map: 'map', app: 'theme' };

interface Item {
  id: string;
  title: string;
  insttCode: string;
  registerId: string;
  registerNm: string | null;
  usePblonsipSeCode: string;
  useSttusSeCode: UseSttusSeCode;
  galleryConfmSttusCode: string | null;
  viewCnt: number;
  registDt: string;
  updtDt: string;
}

function rowOf(kind: ContentKind, item: Item, t: TFunction): ContentRow {
  return {
    uid: `${kind}:${item.id}`,
    kind,
    id: item.id,
    title: item.title,
    ownerId: item.registerId,
    // The name alone keeps the grid within 1280 px; the id shows where there is no name.
    ownerText: item.registerNm ?? item.registerId,
    scopeText: t(`contentMng.scope.${item.usePblonsipSeCode}` as 'contentMng.scope.01'),
    useSttusSeCode: item.useSttusSeCode,
    galleryText: t(
      item.galleryConfmSttusCode
        ? (`contentMng.gallery.${item.galleryConfmSttusCode}` as 'contentMng.gallery.01')
        : 'contentMng.gallery.none',
    ),
    viewText: item.viewCnt.toLocaleString(),
    datesHtml: `<span class="content-mng__date">${displayDate(item.registDt)}</span><br><span class="content-mng__date">${displayDate(item.updtDt)}</span>`,
  };
}

/**
 * One page of the institution's maps (GET /api/webmap, scope instt: all of them for its admin)
 * or themed apps (GET /api/webapp/tmplat, all-visible of the institution, simple map apps too),
 * newest change first; optionally only those of one use status.
 */
export async function contentPage(
  api: AppApiClient,
  kind: ContentKind,
  insttCode: string,
  use: UseSttusSeCode | '',
  q: GridPageRequest,
  t: TFunction,
) {
  const paging = { pageIndex: q.pageIndex, pageSize: q.pageSize, direction: q.direction };
  const useFilter = use ? { useSttusSeCode: use } : {};
  if (kind === 'map') {
    const page = await api.unwrap(
      api.GET('/api/webmap', {
        params: {
          query: { ...paging, ...useFilter, scope: 'instt', ...(q.searchNm ? { searchNm: q.searchNm } : {}) },
        },
      }),
    );
    return {
      content: page.content.map((m: WebMap) =>
        rowOf('map', { ...m, id: m.userMapId, title: m.userMapSj }, t),
      ),
      totalElements: page.totalElements,
      last: page.last,
    };
  }
  const page = await api.unwrap(
    api.GET('/api/webapp/tmplat', {
      params: {
        query: {
          ...paging,
          ...useFilter,
          scope: 'all-visible',
          insttCode,
          containsSimpleTemplatAt: 'Y',
          ...(q.searchNm ? { searchKeyword: q.searchNm } : {}),
        },
      },
    }),
  );
  return {
    content: page.content.map((a: WebApp) =>
      rowOf('app', { ...a, id: a.webappTmplatId, title: a.webappTmplatSj }, t),
    ),
    totalElements: page.totalElements,
    last: page.last,
  };
}

/**
 * Sets a map's or app's use status: the save routes replace the whole content, so the detail is
 * read and sent back with the new status (the TOC, legend and tabs unchanged).
 */
export async function setUseStatus(api: AppApiClient, row: ContentRow, useSttusSeCode: UseSttusSeCode) {
  if (row.kind === 'map') {
    const map = await api.unwrap(
      api.GET('/api/webmap/{userMapId}', { params: { path: { userMapId: row.id }, query: {} } }),
    );
    return api.unwrap(
      api.PUT('/api/webmap/{userMapId}', {
        params: { path: { userMapId: row.id } },
        body: {
          userMapSj: map.userMapSj,
          userMapCn: map.userMapCn ?? undefined,
          userMapNcm: map.userMapNcm ?? undefined,
          bcrnMapId: map.bcrnMapId,
          view: map.view,
          toc: map.toc as components['schemas']['WebMapSaveDto']['toc'],
          legend: map.legend,
          useSttusSeCode,
        },
      }),
    );
  }
  const app = await api.unwrap(
    api.GET('/api/webapp/tmplat/{webappTmplatId}', { params: { path: { webappTmplatId: row.id } } }),
  );
  return api.unwrap(
    api.PUT('/api/webapp/tmplat/{webappTmplatId}', {
      params: { path: { webappTmplatId: row.id } },
      body: {
        webappTmplatSj: app.webappTmplatSj,
        webappTmplatCn: app.webappTmplatCn ?? undefined,
        webappTmplatTyCode: app.webappTmplatTyCode,
        webappTmplatInfo: app.webappTmplatInfo ?? undefined,
        detailSetting: app.detailSetting,
        useSttusSeCode,
      },
    }),
  );
}

/** Deletes a map or an app. */
export function deleteContent(api: AppApiClient, row: ContentRow) {
  return row.kind === 'map'
    ? api.unwrap(api.DELETE('/api/webmap/{userMapId}', { params: { path: { userMapId: row.id } } }))
    : api.unwrap(
        api.DELETE('/api/webapp/tmplat/{webappTmplatId}', { params: { path: { webappTmplatId: row.id } } }),
      );
}

/** The web app's address of a map (the map builder) or an app (its viewer) of the institution. */
export function openAddress(row: ContentRow, insttCode: string): string {
  const code = encodeURIComponent(insttCode);
  const id = encodeURIComponent(row.id);
  return row.kind === 'map' ? `/${code}/builder/${id}` : `/${code}/apps/${id}`;
}
