import type { components } from '@nuri/api-client';
import { LYR_TY_MESSAGE_KEYS } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { type GridPageRequest, type GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../kit/dates';

export type Layer = components['schemas']['LayerDto'];
export type HoldDataFilter = '' | '1' | '9';

/** Download formats of POST /api/layers/{lyrId}/download, with the saved file's extension. */
export const DOWNLOAD_FORMATS = [
  { value: 'geojson', label: 'GeoJSON', ext: 'geojson' },
  { value: 'shp', label: 'Shapefile (SHP)', ext: 'zip' },
  { value: 'csv', label: 'CSV', ext: 'csv' },
  { value: 'gpkg', label: 'GeoPackage', ext: 'gpkg' },
  { value: 'kml', label: 'KML', ext: 'kml' },
] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]['value'];

export function toDownloadFormat(value: string): DownloadFormat | null {
  return DOWNLOAD_FORMATS.find((f) => f.value === value)?.value ?? null;
}

/** A grid row: the layer plus what its cells show. */
export interface LayerRow extends GridRow {
  uid: string;
  lyrId: string;
  layer: Layer;
  /** The grid's publish flag (publish or republish, SLD upload). */
  publish: boolean;
  /** National spatial information (holdDataSeCode 9): the operator's checkbox. */
  national: boolean;
  thumbnailHtml: string;
  lyrNm: string;
  typeText: string;
  ownerText: string;
  /** The owner's name alone (the operator's wider grid). */
  ownerName: string;
  featureText: string;
  registDtText: string;
  /** The download select's value: always the placeholder. */
  downloadValue: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The thumbnail image, or an empty cell when the layer has none. */
export function thumbnailHtml(layer: Layer, t: TFunction): string {
  if (!layer.thumbnailUrl) return '';
  const alt = t('layerMng.thumbnailAlt', { name: layer.lyrNm });
  return `<img class="layer-mng__thumbnail" src="${escapeHtml(layer.thumbnailUrl)}" alt="${escapeHtml(alt)}" width="64" height="48" loading="lazy" />`;
}

export function toLayerRow(layer: Layer, t: TFunction): LayerRow {
  return {
    uid: layer.lyrId,
    lyrId: layer.lyrId,
    layer,
    publish: layer.publishAt === 'Y',
    national: layer.holdDataSeCode === '9',
    thumbnailHtml: thumbnailHtml(layer, t),
    lyrNm: layer.lyrNm,
    typeText: t(LYR_TY_MESSAGE_KEYS[layer.lyrTySeCode]),
    ownerText: layer.registerNm ? `${layer.registerNm} (${layer.registerId})` : layer.registerId,
    ownerName: layer.registerNm ?? layer.registerId,
    featureText: layer.featureCnt.toLocaleString(),
    registDtText: displayDate(layer.registDt),
    downloadValue: '',
  };
}

/**
 * One page of layers (GET /api/layers; the grid's search is the name or description): the
 * institution's layers for its admin, every layer (national ones too) for the provider admin;
 * optionally of one type (5: the layer groups).
 */
export function useLayerPage(
  insttCode: string | null,
  holdData: HoldDataFilter,
  t: TFunction,
  lyrTySeCode?: Layer['lyrTySeCode'],
) {
  const api = useApi();
  return async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/layers', {
        params: {
          query: {
            pageIndex,
            pageSize,
            direction,
            ...(searchNm ? { searchTxt: searchNm } : {}),
            ...(insttCode ? { insttCode } : { scope: 'all-visible' as const }),
            ...(holdData ? { holdDataSeCode: holdData } : {}),
            ...(lyrTySeCode ? { lyrTySeCode } : {}),
          },
        },
      }),
    );
    return {
      content: page.content.map((layer) => toLayerRow(layer, t)),
      totalElements: page.totalElements,
      last: page.last,
    };
  };
}

export { saveBlob } from '../kit/save-blob';
