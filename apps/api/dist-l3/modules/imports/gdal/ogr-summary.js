"use strict";
// Reading the summaries GDAL prints. GDAL 3.6's ogrinfo has no JSON output, so the summary of
// `ogrinfo -ro -so` is read line by line; gdalinfo answers in JSON (-json).
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseOgrSummary = parseOgrSummary;
exports.epsgOfWkt = epsgOfWkt;
exports.parseGdalInfo = parseGdalInfo;
exports.rasterExtent = rasterExtent;
exports.isGeoreferenced = isGeoreferenced;
exports.isRotated = isRotated;
const FIELD_LINE = /^(.+): (Integer64List|IntegerList|RealList|StringList|Integer64|Integer|Real|String|Date|DateTime|Time|Binary)(?:\(\w+\))? \(\d+\.\d+\)$/;
/** The layers of `ogrinfo -ro -so -al <source>` output, in order. */
function parseOgrSummary(output) {
    const blocks = output.split(/^Layer name: /m).slice(1);
    return blocks.map((block) => {
        const lines = block.split(/\r?\n/);
        const name = lines[0].trim();
        let geometry = 'None';
        let featureCount = null;
        const wkt = [];
        const fields = [];
        let inWkt = false;
        for (const line of lines.slice(1)) {
            if (line.startsWith('Geometry: '))
                geometry = line.slice('Geometry: '.length).trim();
            else if (line.startsWith('Feature Count: '))
                featureCount = Number(line.slice('Feature Count: '.length)) || 0;
            else if (line.startsWith('Layer SRS WKT:'))
                inWkt = true;
            else if (inWkt && (line.startsWith('Data axis to CRS axis mapping') || FIELD_LINE.test(line))) {
                inWkt = false;
                pushField(line, fields);
            }
            else if (inWkt)
                wkt.push(line);
            else
                pushField(line, fields);
        }
        const text = wkt.join('\n').trim();
        const hasSrs = text !== '' && text !== '(unknown)';
        return { name, geometry, featureCount, epsg: hasSrs ? epsgOfWkt(text) : null, hasSrs, fields };
    });
}
function pushField(line, fields) {
    const m = FIELD_LINE.exec(line);
    if (m)
        fields.push({ name: m[1], type: m[2] });
}
/** The EPSG code a WKT (1 or 2) carries as its own identifier, or null. */
function epsgOfWkt(wkt) {
    const m = /(?:ID|AUTHORITY)\["EPSG",\s*"?(\d+)"?\]\]\s*$/.exec(wkt.trim());
    return m ? Number(m[1]) : null;
}
function parseGdalInfo(json) {
    const info = JSON.parse(json);
    if (!Array.isArray(info.size) || !Array.isArray(info.bands))
        throw new Error('unexpected gdalinfo output');
    return info;
}
/** [minX, minY, maxX, maxY] of a raster's corners, in its own coordinate system. */
function rasterExtent(info) {
    const c = info.cornerCoordinates;
    if (!c)
        return null;
    const xs = [c.upperLeft[0], c.lowerLeft[0], c.upperRight[0], c.lowerRight[0]];
    const ys = [c.upperLeft[1], c.lowerLeft[1], c.upperRight[1], c.lowerRight[1]];
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
/** True when the raster has a real geotransform (not GDAL's default pixel grid). */
function isGeoreferenced(info) {
    const gt = info.geoTransform;
    return (Array.isArray(gt) &&
        gt.length === 6 &&
        !(gt[0] === 0 && gt[1] === 1 && gt[2] === 0 && gt[3] === 0 && gt[4] === 0 && gt[5] === 1));
}
/** True when the geotransform rotates or shears the grid (then it is warped, not copied). */
function isRotated(info) {
    const gt = info.geoTransform;
    return Array.isArray(gt) && (gt[2] !== 0 || gt[4] !== 0);
}
//# sourceMappingURL=ogr-summary.js.map