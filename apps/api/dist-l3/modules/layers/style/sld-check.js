"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SLD_EXTENSIONS = exports.SLD_MAX_BYTES = void 0;
exports.checkSld = checkSld;
const domain_1 = require("@nuri/domain");
const fast_xml_parser_1 = require("fast-xml-parser");
const domain_error_1 = require("../../../common/errors/domain-error");
/** An SLD file may be at most 1 MB. */
exports.SLD_MAX_BYTES = 1048576;
exports.SLD_EXTENSIONS = ['sld', 'xml'];
const ROOT = 'StyledLayerDescriptor';
function invalid(messageKey, params = {}) {
    return new domain_error_1.DomainError('VALIDATION_FAILED', messageKey, params, [{ field: 'sld', message: messageKey, params }]);
}
/**
 * The text of an SLD upload: UTF-8, at most 1 MB, well-formed XML without DOCTYPE or entity
 * declarations, whose root element is StyledLayerDescriptor (any namespace prefix).
 */
function checkSld(bytes) {
    if (bytes.length > exports.SLD_MAX_BYTES) {
        throw new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'layer.sldTooLarge', { limit: (0, domain_1.formatFileSize)(exports.SLD_MAX_BYTES) });
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    }
    catch {
        throw invalid('layer.sldInvalidXml', { line: 1, col: 1, detail: 'not UTF-8 text' });
    }
    if (/<!DOCTYPE|<!ENTITY/i.test(text))
        throw invalid('layer.sldDoctype');
    const result = fast_xml_parser_1.XMLValidator.validate(text);
    if (result !== true) {
        throw invalid('layer.sldInvalidXml', { line: result.err.line, col: result.err.col, detail: result.err.msg });
    }
    const root = rootElement(text);
    if (root.split(':').pop() !== ROOT)
        throw invalid('layer.sldNotSld', { root });
    return text;
}
/** Name of the first element, after the declaration, processing instructions and comments. */
function rootElement(xml) {
    const body = xml.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
    return /<([^\s/>!?]+)/.exec(body)?.[1] ?? '';
}
//# sourceMappingURL=sld-check.js.map