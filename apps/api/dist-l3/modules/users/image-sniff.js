"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sniffImage = sniffImage;
/** The image kind by its first bytes (PNG or JPEG), or null: the name's extension is not trusted. */
function sniffImage(bytes) {
    if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
        return 'png';
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
        return 'jpg';
    return null;
}
//# sourceMappingURL=image-sniff.js.map