import type { HoldDataSeCode, LyrTySeCode } from '@nuri/domain';
import type { LayerDto } from './dto/layers.dto';
import type { LayerStatus, LayerUploadType } from './entities/layer.entity';
import type { UrlSigner } from '../../common/crypto/url-signer';
import type { LayerRow } from './layers.queries';

/** The path the thumbnail is served from (what signatures cover). */
export function thumbnailPath(lyrId: string): string {
  return `/api/layers/${encodeURIComponent(lyrId)}/thumbnail`;
}

/** The thumbnail's signed address (loads in an <img> for the caller the answer was made for). */
export function thumbnailUrl(lyrId: string, signer: UrlSigner): string {
  return signer.sign(thumbnailPath(lyrId));
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** A layer row under the spec's names. */
export function toLayerDto(row: LayerRow, signer: UrlSigner): LayerDto {
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
    thumbnailUrl: row.thumbnailPath ? thumbnailUrl(row.lyrId, signer) : null,
    uploadTy: row.uploadTy as LayerUploadType,
    lyrStleCode: row.lyrStleCode,
    mapUrl: row.mapUrl,
    mapUrlParamtr: row.mapUrlParamtr,
    dataVersion: row.dataVersion,
  };
}
