"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FID_COLUMN = exports.GEOM_COLUMN = exports.LAYERS_SCHEMA = void 0;
exports.quoteIdent = quoteIdent;
exports.layerTableOf = layerTableOf;
exports.stagingTableOf = stagingTableOf;
exports.catalogTableRef = catalogTableRef;
const import_storage_1 = require("./import-storage");
/** The schema of per-layer tables (created by the first migration). */
exports.LAYERS_SCHEMA = 'layers';
exports.GEOM_COLUMN = 'geom';
exports.FID_COLUMN = 'gid';
/** A quoted SQL identifier for a name read from the catalog or made here. */
function quoteIdent(name) {
    if (!name || name.includes('\u0000'))
        throw new Error('invalid identifier');
    return `"${name.replace(/"/g, '""')}"`;
}
// Table names are made from the layer id only (never from a request): l_<32 hex> for the layer's
// data, s_<32 hex> for the text staging table of a geocoding import.
function tableOf(prefix, lyrId) {
    if (!(0, import_storage_1.isUploadLayerId)(lyrId))
        throw new Error(`not a layer id: ${lyrId}`);
    const name = `${prefix}_${lyrId.replace(/-/g, '')}`;
    return {
        name,
        qualified: `${quoteIdent(exports.LAYERS_SCHEMA)}.${quoteIdent(name)}`,
        gdalName: `${exports.LAYERS_SCHEMA}.${name}`,
    };
}
function layerTableOf(lyrId) {
    return tableOf('l', lyrId);
}
function stagingTableOf(lyrId) {
    return tableOf('s', lyrId);
}
/** A table of the layers schema by the name the catalog gave (checked by the caller to exist). */
function catalogTableRef(name) {
    return {
        name,
        qualified: `${quoteIdent(exports.LAYERS_SCHEMA)}.${quoteIdent(name)}`,
        gdalName: `${exports.LAYERS_SCHEMA}.${name}`,
    };
}
//# sourceMappingURL=layer-tables.js.map