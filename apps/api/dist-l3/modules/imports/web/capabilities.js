"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readCapabilities = readCapabilities;
const fast_xml_parser_1 = require("fast-xml-parser");
// GDAL's WMS/WFS/WMTS drivers read capabilities only by fetching them themselves, which would
// bypass the outbound address checks: the document is fetched safely and read here instead.
const parser = new fast_xml_parser_1.XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
});
/** The sub-layers a capabilities document offers, or null when it is not one of the service's. */
function readCapabilities(type, xml) {
    let doc;
    try {
        doc = parser.parse(xml);
    }
    catch {
        return null;
    }
    switch (type) {
        case 'wms': {
            const root = asNode(doc.WMS_Capabilities) ?? asNode(doc.WMT_MS_Capabilities);
            if (!root)
                return null;
            const layers = [];
            collectWmsLayers(asNode(root.Capability)?.Layer, layers);
            return { version: attr(root, 'version'), title: text(asNode(root.Service)?.Title), subLayers: layers };
        }
        case 'wfs': {
            const root = asNode(doc.WFS_Capabilities);
            if (!root)
                return null;
            const types = list(asNode(root.FeatureTypeList)?.FeatureType);
            const subLayers = types
                .map((t) => ({ name: text(t.Name) ?? '', title: text(t.Title) }))
                .filter((l) => l.name);
            return {
                version: attr(root, 'version'),
                title: text(asNode(root.ServiceIdentification)?.Title ?? asNode(root.Service)?.Title),
                subLayers,
            };
        }
        case 'wmts': {
            const root = asNode(doc.Capabilities);
            if (!root)
                return null;
            const layers = list(asNode(root.Contents)?.Layer);
            const subLayers = layers
                .map((l) => ({ name: text(l.Identifier) ?? '', title: text(l.Title) }))
                .filter((l) => l.name);
            return {
                version: attr(root, 'version'),
                title: text(asNode(root.ServiceIdentification)?.Title),
                subLayers,
            };
        }
    }
}
/** WMS layers nest; every one with a Name can be requested. */
function collectWmsLayers(value, out) {
    for (const layer of list(value)) {
        const name = text(layer.Name);
        if (name)
            out.push({ name, title: text(layer.Title) });
        collectWmsLayers(layer.Layer, out);
    }
}
function asNode(value) {
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}
function list(value) {
    const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return items.map(asNode).filter((n) => n !== null);
}
/** Element text: plain, or '#text' beside attributes; the first of repeated (e.g. per-language) titles. */
function text(value) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string')
        return first.trim() || null;
    if (typeof first === 'number')
        return String(first);
    const node = asNode(first);
    const inner = node?.['#text'];
    return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() || null : null;
}
function attr(node, name) {
    const value = node[`@${name}`];
    return typeof value === 'string' ? value : null;
}
//# sourceMappingURL=capabilities.js.map