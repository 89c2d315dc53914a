"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_POSITIONS = void 0;
exports.checkGeometry = checkGeometry;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
/** GeoJSON geometry types a vector layer stores. */
const DEPTH = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };
/** At most this many positions in one geometry. */
exports.MAX_POSITIONS = 200000;
const invalid = () => new domain_error_1.DomainError('VALIDATION_FAILED', 'layer.feature.geometryInvalid', {}, [{ field: 'geometry', message: 'layer.feature.geometryInvalid' }]);
/**
 * Checks a GeoJSON geometry in EPSG:4326 before PostGIS reads it: a known type, coordinates
 * nested as the type requires, longitudes in −180…180 and latitudes in −90…90, lines of at least
 * two positions, closed polygon rings of at least four. Returns its layer type code.
 */
function checkGeometry(geometry) {
    const type = geometry.type;
    if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(DEPTH, type))
        throw invalid();
    const geometryType = type;
    const counter = { positions: 0 };
    checkCoordinates(geometry.coordinates, DEPTH[geometryType], geometryType, counter);
    const lyrTySeCode = (0, domain_1.lyrTySeCodeOfGeometryType)(geometryType);
    if (!lyrTySeCode)
        throw invalid();
    return { type: geometryType, lyrTySeCode };
}
function checkCoordinates(value, depth, type, counter) {
    if (depth === 0) {
        checkPosition(value);
        counter.positions += 1;
        if (counter.positions > exports.MAX_POSITIONS)
            throw invalid();
        return;
    }
    if (!Array.isArray(value) || value.length === 0)
        throw invalid();
    for (const item of value)
        checkCoordinates(item, depth - 1, type, counter);
    const isLine = depth === 1 && (type === 'LineString' || type === 'MultiLineString');
    const isRing = depth === 1 && (type === 'Polygon' || type === 'MultiPolygon');
    if (isLine && value.length < 2)
        throw invalid();
    if (isRing && (value.length < 4 || !samePosition(value[0], value[value.length - 1])))
        throw invalid();
}
function checkPosition(value) {
    if (!Array.isArray(value) || value.length < 2 || value.length > 3)
        throw invalid();
    if (!value.every((n) => typeof n === 'number' && Number.isFinite(n)))
        throw invalid();
    const [lon, lat] = value;
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90)
        throw invalid();
}
function samePosition(a, b) {
    return Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];
}
//# sourceMappingURL=geojson-check.js.map