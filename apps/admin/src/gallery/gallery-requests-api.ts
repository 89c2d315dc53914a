import { errorTitle, type components } from '@nuri/api-client';
import { type AppApiClient } from '@nuri/shell';
import { type GridPageRequest, type GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../kit/dates';

// The gallery management calls (API.md "Map gallery", requests): the admin list with its
// filters, one request, the decision, deletion of a list. Failures are alerts titled by the content.

export type ConfmSttusCode = '01' | '02' | '03';
export type GalleryKind = '01' | '02';
export type UsePblonsipSeCode = '01' | '02' | '03' | '04';
export type GalleryType = 'instt' | 'product';

export type GalleryRequest = components['schemas']['GalleryRequestDto'];

export interface RequestFilters {
  mapGaleSj: string;
  mapGaleKndSeCode: GalleryKind | '';
  confmSttusCode: ConfmSttusCode | '';
  usePblonsipSeCode: UsePblonsipSeCode | '';
  startDt: string;
  endDt: string;
}

export const NO_FILTERS: RequestFilters = {
  mapGaleSj: '',
  mapGaleKndSeCode: '',
  confmSttusCode: '',
  usePblonsipSeCode: '',
  startDt: '',
  endDt: '',
};

export const KINDS: readonly GalleryKind[] = ['01', '02'];
export const STATUSES: readonly ConfmSttusCode[] = ['01', '02', '03'];
export const SCOPES: readonly UsePblonsipSeCode[] = ['01', '02', '03', '04'];

/** A grid row: the request plus what its cells show. */
export interface RequestRow extends GridRow {
  uid: number;
  request: GalleryRequest;
  selected: boolean;
  mapGaleSj: string;
  kindText: string;
  statusText: string;
  scopeText: string;
  registerText: string;
  registDtText: string;
}

export function toRequestRow(request: GalleryRequest, t: TFunction): RequestRow {
  return {
    uid: request.mapGaleReqstSn,
    request,
    selected: false,
    mapGaleSj: request.mapGaleSj,
    kindText: t(`galleryMng.kind.${request.mapGaleKndSeCode}`),
    statusText: t(`galleryMng.status.${request.confmSttusCode}`),
    scopeText: t(`galleryMng.scope.${request.usePblonsipSeCode}`),
    registerText: request.registerNm ? `${request.registerNm} (${request.registerId})` : request.registerId,
    registDtText: displayDate(request.registDt),
  };
}

/** One page of requests (GET /api/mapgallery/request) of the gallery, with the filters set. */
export function requestPage(
  api: AppApiClient,
  galleryType: GalleryType,
  filters: RequestFilters,
  t: TFunction,
) {
  return async ({ pageIndex, pageSize, direction }: GridPageRequest) => {
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    const page = await api.unwrap(
      api.GET('/api/mapgallery/request', {
        params: { query: { ...query, galleryType, pageIndex, pageSize, direction } },
        ...errorTitle('galleryMng.listLookup'),
      }),
    );
    return {
      content: page.content.map((request) => toRequestRow(request, t)),
      totalElements: page.totalElements,
      last: page.last,
    };
  };
}

export async function fetchRequest(api: AppApiClient, sn: number): Promise<GalleryRequest> {
  const request = await api.unwrap(
    api.GET('/api/mapgallery/request/{mapGaleReqstSn}', {
      params: { path: { mapGaleReqstSn: sn } },
      ...errorTitle('galleryMng.detailLookup'),
    }),
  );
  return request;
}

/** PUT /api/mapgallery/request/confirmStatus: 02 approve, 03 reject with the reason. */
export async function decide(
  api: AppApiClient,
  body: { mapGaleReqstSn: number; confmSttusCode: '02' | '03'; confmRejectCn?: string },
): Promise<void> {
  await api.unwrap(
    api.PUT('/api/mapgallery/request/confirmStatus', { body, ...errorTitle('galleryMng.confirmTitle') }),
  );
}

/** DELETE /api/mapgallery/request with the serial numbers. */
export async function deleteRequests(api: AppApiClient, mapGaleReqstSnList: number[]): Promise<void> {
  await api.unwrap(
    api.DELETE('/api/mapgallery/request', {
      body: { mapGaleReqstSnList },
      ...errorTitle('galleryMng.deleteTitle'),
    }),
  );
}
