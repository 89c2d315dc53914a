import type { HoldDataSeCode, LyrTySeCode } from '@nuri/domain';
import type { LayerDto } from './dto/layers.dto';
import type { LayerStatus, LayerUploadType } from './entities/layer.entity';
import type { LayerRow } from './layers.queries';

/** The address the thumbnail is served from. */
export function thumbnailUrl(lyrId: string): string {
  return `/api/layers/${encodeURIComponent(lyrId)}/thumbnail`;
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** A layer row under the spec's names. */
export function toLayerDto(row: LayerRow): LayerDto {
  return {
    lyrId: row.lyrId,
    lyrNm: row.lyrNm,
    lyrDc: row.lyrDc,
    lyrTySeCode: row.lyrTySeCode as LyrTySeCode,
    holdDataSeCode: row.holdDataSeCode as HoldDataSeCode,
    insttCode: row.insttCode,
    registerId: row.registerId,
    registerNm: row.registerNm,
    registDt: iso(row.registDt),
    updtDt: iso(row.updtDt),
    publishAt: row.publishAt,
    publishDt: row.publishDt ? iso(row.publishDt) : null,
    featureCnt: Number(row.featureCnt),
    geomType: row.geomType,
    srid: row.srid,
    status: row.lyrSttusCode as LayerStatus,
    thumbnailUrl: row.thumbnailPath ? thumbnailUrl(row.lyrId) : null,
    uploadTy: row.uploadTy as LayerUploadType,
    lyrStleCode: row.lyrStleCode,
    mapUrl: row.mapUrl,
    mapUrlParamtr: row.mapUrlParamtr,
    dataVersion: row.dataVersion,
  };
}
