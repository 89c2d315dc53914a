"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.requireFiles = requireFiles;
exports.checkFile = checkFile;
exports.requireContent = requireContent;
exports.requireKind = requireKind;
exports.extensionOf = extensionOf;
exports.gdalEncoding = gdalEncoding;
exports.baseName = baseName;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
const upload_sniff_1 = require("../upload-sniff");
function requireFiles(files) {
    if (!files?.length)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.fileRequired');
    return files;
}
/** Extension (415), size (413) and emptiness (400) of one file of an upload type. */
function checkFile(type, file) {
    const check = (0, domain_1.checkUploadFile)(type, { fileName: file.originalname, size: file.size });
    if (!check.ok) {
        throw new domain_error_1.DomainError(check.problem === 'SIZE' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', check.messageKey, check.params);
    }
    requireContent(file);
}
function requireContent(file) {
    if (file.size === 0)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.emptyFile', { fileName: file.originalname });
}
/** The content must be one of the kinds (415 otherwise, naming the file and the format expected). */
async function requireKind(file, displayName, kinds, format) {
    const kind = await (0, upload_sniff_1.sniffUpload)(file);
    if (!kinds.includes(kind))
        throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'upload.contentMismatch', {
            fileName: displayName,
            format,
        });
    return kind;
}
function extensionOf(file) {
    return (0, domain_1.fileExtension)(file.originalname);
}
/** The encoding name GDAL is given: EUC-KR files are read as CP949, its superset. */
function gdalEncoding(encoding) {
    if (!encoding)
        return null;
    return encoding === 'UTF-8' ? 'UTF-8' : 'CP949';
}
/** The file name without its folder and extension (the default layer name). */
function baseName(fileName) {
    const base = fileName.replace(/^.*[\\/]/, '');
    const dot = base.lastIndexOf('.');
    return (dot > 0 ? base.slice(0, dot) : base).slice(0, 200) || 'layer';
}
//# sourceMappingURL=upload-checks.js.map