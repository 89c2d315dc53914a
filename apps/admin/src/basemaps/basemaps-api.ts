import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { type GridPageRequest, type GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../kit/dates';

export type BaseMap = components['schemas']['BaseMapDto'];
export type BaseMapCreate = components['schemas']['BaseMapCreateDto'];
export type ClCodeFilter = '' | '01' | '02' | '03';
export type UseFilter = '' | 'Y' | 'N';

/** Layer type codes offered by the form (anything else is WMS, written W). */
export const STLE_CODES = ['Z', 'T', 'W', 'H', 'V', 'U', 'A', 'I', 'F'] as const;
export const CL_CODES = ['01', '02', '03'] as const;
type StleCode = (typeof STLE_CODES)[number];
type ClCode = (typeof CL_CODES)[number];

const STLE_KEYS = {
  Z: 'baseMapMng.stle.Z',
  T: 'baseMapMng.stle.T',
  W: 'baseMapMng.stle.W',
  H: 'baseMapMng.stle.H',
  V: 'baseMapMng.stle.V',
  U: 'baseMapMng.stle.U',
  A: 'baseMapMng.stle.A',
  I: 'baseMapMng.stle.I',
  F: 'baseMapMng.stle.F',
} as const satisfies Record<StleCode, string>;
export const CL_KEYS = {
  '01': 'baseMapMng.cl.01',
  '02': 'baseMapMng.cl.02',
  '03': 'baseMapMng.cl.03',
} as const satisfies Record<ClCode, string>;
export const USE_KEYS = { Y: 'baseMapMng.use.Y', N: 'baseMapMng.use.N' } as const;

export function clText(code: string, t: TFunction): string {
  return code in CL_KEYS ? t(CL_KEYS[code as ClCode]) : code;
}

export interface BaseMapRow extends GridRow {
  uid: string;
  baseMap: BaseMap;
  thumbnailHtml: string;
  bcrnMapNm: string;
  bcrnMapId: string;
  clText: string;
  stleText: string;
  availableText: string;
  /** The use checkbox. */
  inUse: boolean;
  registDtText: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function stleText(code: string, t: TFunction): string {
  const key: StleCode = (STLE_CODES as readonly string[]).includes(code) ? (code as StleCode) : 'W';
  return t(STLE_KEYS[key]);
}

export function toBaseMapRow(baseMap: BaseMap, t: TFunction): BaseMapRow {
  const alt = t('baseMapMng.thumbnailAlt', { name: baseMap.bcrnMapNm });
  return {
    uid: baseMap.bcrnMapId,
    baseMap,
    // The uploaded thumbnail, else the preview the API renders (never an empty square).
    thumbnailHtml: `<img class="layer-mng__thumbnail" src="${escapeHtml(baseMap.thumbnailUrl ?? baseMap.previewUrl)}" alt="${escapeHtml(alt)}" width="64" height="48" loading="lazy" />`,
    bcrnMapNm: baseMap.bcrnMapNm,
    bcrnMapId: baseMap.bcrnMapId,
    clText: clText(baseMap.bcrnMapClCode, t),
    stleText: stleText(baseMap.lyrStleCode, t),
    availableText:
      baseMap.availableAt === 'Y'
        ? t('baseMapMng.available')
        : t('baseMapMng.unavailable', { reason: baseMap.unavailableReason ?? '' }),
    inUse: baseMap.bcrnMapUseAt === 'Y',
    registDtText: displayDate(baseMap.registDt),
  };
}

/** One page of base maps (GET /api/basemap; the grid's search is the name). */
export function useBaseMapPage(clCode: ClCodeFilter, useAt: UseFilter, t: TFunction) {
  const api = useApi();
  return async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/basemap', {
        params: {
          query: {
            pageIndex,
            pageSize,
            direction,
            ...(searchNm ? { bcrnMapNm: searchNm } : {}),
            ...(clCode ? { bcrnMapClCode: clCode } : {}),
            ...(useAt ? { bcrnMapUseAt: useAt } : {}),
          },
        },
      }),
    );
    return {
      content: page.content.map((b) => toBaseMapRow(b, t)),
      totalElements: page.totalElements,
      last: page.last,
    };
  };
}
