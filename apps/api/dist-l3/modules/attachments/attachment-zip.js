"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.zipFileName = zipFileName;
exports.zipEntryNames = zipEntryNames;
exports.zipStream = zipStream;
const node_path_1 = __importDefault(require("node:path"));
const node_stream_1 = require("node:stream");
const yazl_1 = require("yazl");
// Download names carry the platform's local time (Korea, UTC+9, no daylight saving).
const KST_OFFSET_MS = 9 * 3600 * 1000;
const pad = (n) => String(n).padStart(2, '0');
/** 'yyyyMMdd_HHmmss.zip' in Korean time, e.g. 20261121_153000.zip. */
function zipFileName(now) {
    const t = new Date(now.getTime() + KST_OFFSET_MS);
    const date = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
    return `${date}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}.zip`;
}
/**
 * Entry names inside the zip: the original names, without any folder part (nothing can land
 * outside the folder it is unpacked into), made unique with ' (2)', ' (3)'… before the extension.
 */
function zipEntryNames(originalNames) {
    const used = new Set();
    return originalNames.map((original) => {
        const base = node_path_1.default.posix.basename(original.replace(/\\/g, '/')).replace(/^\.+/, '') || 'file';
        const ext = node_path_1.default.posix.extname(base);
        const stem = base.slice(0, base.length - ext.length);
        let name = base;
        for (let n = 2; used.has(name.toLowerCase()); n++)
            name = `${stem} (${n})${ext}`;
        used.add(name.toLowerCase());
        return name;
    });
}
/** A zip of files streamed from disk, one after the other (memory stays flat). */
function zipStream(files) {
    const zip = new yazl_1.ZipFile();
    for (const f of files)
        zip.addFile(f.absolutePath, f.name);
    zip.end();
    return new node_stream_1.Readable().wrap(zip.outputStream);
}
//# sourceMappingURL=attachment-zip.js.map