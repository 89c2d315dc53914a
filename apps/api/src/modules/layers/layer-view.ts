import { CONTENT_KINDS, type HoldDataSeCode, type LyrTySeCode } from '@nuri/domain';
import { signedThumbnailUrl } from '../../common/files/content-thumbnail';
import type { LayerDto } from './dto/layers.dto';
import type { LayerStatus, LayerUploadType } from './entities/layer.entity';
import type { UrlSigner } from '../../common/crypto/url-signer';
import type { LayerRow } from './layers.queries';

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
    thumbnailUrl: row.thumbnailPath ? signedThumbnailUrl(CONTENT_KINDS.LAYER, row.lyrId, signer) : null,
    uploadTy: row.uploadTy as LayerUploadType,
    lyrStleCode: row.lyrStleCode,
    mapUrl: row.mapUrl,
    mapUrlParamtr: row.mapUrlParamtr,
    dataVersion: row.dataVersion,
  };
}
