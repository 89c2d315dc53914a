"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.thumbnailUrl = thumbnailUrl;
exports.toLayerDto = toLayerDto;
/** The address the thumbnail is served from. */
function thumbnailUrl(lyrId) {
    return `/api/layers/${encodeURIComponent(lyrId)}/thumbnail`;
}
const iso = (d) => (d instanceof Date ? d : new Date(d)).toISOString();
/** A layer row under the spec's names. */
function toLayerDto(row) {
    return {
        lyrId: row.lyrId,
        lyrNm: row.lyrNm,
        lyrDc: row.lyrDc,
        lyrTySeCode: row.lyrTySeCode,
        holdDataSeCode: row.holdDataSeCode,
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
        status: row.lyrSttusCode,
        thumbnailUrl: row.thumbnailPath ? thumbnailUrl(row.lyrId) : null,
        uploadTy: row.uploadTy,
        lyrStleCode: row.lyrStleCode,
        mapUrl: row.mapUrl,
        mapUrlParamtr: row.mapUrlParamtr,
        dataVersion: row.dataVersion,
    };
}
//# sourceMappingURL=layer-view.js.map