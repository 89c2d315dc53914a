import {
  CONTENT_KINDS,
  TOC_ENTRY_SE_CODES,
  type HoldDataSeCode,
  type LayerStyle,
  type LyrTySeCode,
  type PopupSetting,
  type TimeSetting,
  type TocEntrySeCode,
} from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import type { ContentRef } from '../access';
import { ownedSummaryOf } from '../content';
import type { WebMapSummaryDto, WebMapTocEntryDto, WebMapTocLayerDto, WebMapViewDto } from './dto/webmaps.dto';
import { WEB_MAP_TABLE, type TocLayerRow, type TocRow, type WebMapRow } from './webmaps.queries';

// A web map's rows as the answers show them, its thumbnail address and its reference for the
// content-access policy.

export function webMapRef(map: Pick<WebMapRow, 'userMapId' | 'registerId' | 'insttCode'>): ContentRef {
  return { type: CONTENT_KINDS.WEB_MAP, id: map.userMapId, ownerId: map.registerId, insttCode: map.insttCode };
}

export function viewOf(view: WebMapViewDto): WebMapViewDto {
  return { projection: view.projection, center: [view.center[0], view.center[1]], zoom: view.zoom };
}

export function layerOf(row: TocLayerRow): {
  lyrId: string;
  registerId: string;
  insttCode: string;
  holdDataSeCode: HoldDataSeCode;
} {
  return {
    lyrId: row.lyrId,
    registerId: row.registerId,
    insttCode: row.insttCode,
    holdDataSeCode: row.holdDataSeCode as HoldDataSeCode,
  };
}

/** The fields a list row and the detail share. */
export function summaryOf(
  r: WebMapRow,
  signer: UrlSigner,
): Omit<WebMapSummaryDto, 'layerCnt' | 'viewCnt' | 'galleryConfmSttusCode'> {
  return {
    userMapId: r.userMapId,
    userMapSj: r.userMapSj,
    userMapCn: r.userMapCn,
    userMapNcm: r.userMapNcm,
    ...ownedSummaryOf(WEB_MAP_TABLE, r, signer),
    bcrnMapId: r.bcrnMapId,
  };
}

export function tocEntryOf(r: TocRow, viewable: boolean): WebMapTocEntryDto {
  const isLayer = r.lyrGroupSeCode === TOC_ENTRY_SE_CODES.LAYER;
  const layer: WebMapTocLayerDto | null =
    isLayer && r.lyrId && r.lyrNm !== null
      ? {
          lyrId: r.lyrId,
          lyrNm: r.lyrNm,
          lyrTySeCode: r.lyrTySeCode as LyrTySeCode,
          uploadTy: r.uploadTy as string,
          lyrStleCode: r.lyrStleCode,
          mapUrl: viewable ? r.mapUrl : null,
          mapUrlParamtr: viewable ? r.mapUrlParamtr : null,
          srid: r.srid,
          geomType: r.geomType,
          dataVersion: Number(r.dataVersion),
          status: r.lyrSttusCode as string,
          viewable,
        }
      : null;
  return {
    tocSn: Number(r.tocSn),
    parentTocSn: r.parentTocSn === null ? null : Number(r.parentTocSn),
    lyrGroupSeCode: r.lyrGroupSeCode as TocEntrySeCode,
    tocNm: r.tocNm,
    visibleAt: r.visibleAt,
    opacity: Number(r.opacity),
    clusterAt: r.clusterAt,
    style: (r.styleJson ?? null) as (LayerStyle & WebMapTocEntryDto['style']) | null,
    popup: (r.popupJson ?? null) as (PopupSetting & WebMapTocEntryDto['popup']) | null,
    time: (r.timeJson ?? null) as (TimeSetting & WebMapTocEntryDto['time']) | null,
    children: [],
    lyrId: r.lyrId,
    layer,
  };
}
