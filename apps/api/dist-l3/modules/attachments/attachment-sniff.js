"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ATTACHMENT_EXTENSIONS = exports.ATTACHMENT_KIND_EXTENSIONS = void 0;
exports.mimeOf = mimeOf;
exports.sniffAttachment = sniffAttachment;
const yauzl_1 = require("yauzl");
/** Extensions each kind may carry: a file whose extension is not its kind's is refused. */
exports.ATTACHMENT_KIND_EXTENSIONS = {
    png: ['png'],
    jpeg: ['jpg', 'jpeg'],
    gif: ['gif'],
    pdf: ['pdf'],
    docx: ['docx'],
    xlsx: ['xlsx'],
    pptx: ['pptx'],
    hwp: ['hwp'],
    text: ['txt', 'csv'],
};
exports.ATTACHMENT_EXTENSIONS = Object.values(exports.ATTACHMENT_KIND_EXTENSIONS).flat();
const OOXML = 'application/vnd.openxmlformats-officedocument';
const MIME = {
    png: 'image/png',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    pdf: 'application/pdf',
    docx: `${OOXML}.wordprocessingml.document`,
    xlsx: `${OOXML}.spreadsheetml.sheet`,
    pptx: `${OOXML}.presentationml.presentation`,
    hwp: 'application/x-hwp',
};
/** The stored type of a file of this kind and extension. */
function mimeOf(kind, extension) {
    if (kind !== 'text')
        return MIME[kind];
    return extension === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8';
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// An HWP 5 document is an OLE compound file whose FileHeader stream starts with this text.
const HWP_SIGNATURE = Buffer.from('HWP Document File', 'ascii');
const HWP_HEADER_STREAM = Buffer.from('FileHeader', 'utf16le');
// Office packages have a handful of parts; a central directory far larger is not one.
const MAX_ZIP_ENTRIES = 5000;
// Control characters other than tab, line feed, form feed and carriage return mark binary data.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const startsWith = (bytes, prefix) => bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
/** The kind of a file by its content, or null when it is none of the allowed kinds. */
async function sniffAttachment(bytes) {
    if (startsWith(bytes, PNG))
        return 'png';
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
        return 'jpeg';
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a')
        return 'gif';
    if (head.startsWith('%PDF-'))
        return 'pdf';
    if (startsWith(bytes, ZIP))
        return sniffOfficePackage(bytes);
    if (startsWith(bytes, OLE)) {
        return bytes.includes(HWP_HEADER_STREAM) && bytes.includes(HWP_SIGNATURE) ? 'hwp' : null;
    }
    return isUtf8Text(bytes) ? 'text' : null;
}
/** Word, Excel or PowerPoint package (Office Open XML) by its part names; nothing is unpacked. */
async function sniffOfficePackage(bytes) {
    let zip;
    try {
        zip = await (0, yauzl_1.fromBufferPromise)(bytes, { lazyEntries: true, autoClose: false, strictFileNames: false });
    }
    catch {
        return null;
    }
    let contentTypes = false;
    let kind = null;
    let seen = 0;
    try {
        for await (const entry of zip.eachEntry()) {
            seen += 1;
            if (seen > MAX_ZIP_ENTRIES)
                return null;
            const name = entry.fileName;
            if (name === '[Content_Types].xml')
                contentTypes = true;
            else if (!kind && name.startsWith('word/'))
                kind = 'docx';
            else if (!kind && name.startsWith('xl/'))
                kind = 'xlsx';
            else if (!kind && name.startsWith('ppt/'))
                kind = 'pptx';
        }
    }
    catch {
        return null;
    }
    finally {
        zip.close();
    }
    return contentTypes ? kind : null;
}
/** Valid UTF-8 (an optional BOM) without binary control characters. */
function isUtf8Text(bytes) {
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return false;
    }
    // In valid UTF-8 every byte below 0x80 is the ASCII character itself.
    for (const b of bytes) {
        if ((b < 0x20 && !TEXT_CONTROLS.has(b)) || b === 0x7f)
            return false;
    }
    return true;
}
//# sourceMappingURL=attachment-sniff.js.map