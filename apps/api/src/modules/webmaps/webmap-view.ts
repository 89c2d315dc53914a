import {
  CONTENT_KINDS,
  TOC_ENTRY_SE_CODES,
  type HoldDataSeCode,
  type LayerStyle,
  type LyrTySeCode,
  type PopupSetting,
  type TocEntrySeCode,
  type UsePblonsipSeCode,
  type UseSttusSeCode,
} from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import { signedThumbnailUrl } from '../../common/files/content-thumbnail';
import type { ContentRef } from '../access';
import type { WebMapSummaryDto, WebMapTocEntryDto, WebMapTocLayerDto, WebMapViewDto } from './dto/webmaps.dto';
import type { TocLayerRow, TocRow, WebMapRow } from './webmaps.queries';

// A web map's rows as the answers show them, its thumbnail address and its reference for the
// content-access policy.

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

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
    insttCode: r.insttCode,
    registerId: r.registerId,
    registerNm: r.registerNm,
    registDt: iso(r.registDt),
    updtDt: iso(r.updtDt),
    thumbnailUrl: r.thumbnailPath ? signedThumbnailUrl(CONTENT_KINDS.WEB_MAP, r.userMapId, signer, r.thumbnailUpdtDt) : null,
    bcrnMapId: r.bcrnMapId,
    usePblonsipSeCode: r.usePblonsipSeCode as UsePblonsipSeCode,
    useSttusSeCode: r.useSttusSeCode as UseSttusSeCode,
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
    children: [],
    lyrId: r.lyrId,
    layer,
  };
}
