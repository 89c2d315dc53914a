"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.zipShapefile = zipShapefile;
const node_fs_1 = require("node:fs");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const promises_2 = require("node:stream/promises");
const yazl_1 = require("yazl");
/**
 * Zips the parts of a shapefile (`<stem>.shp`, `.shx`, `.dbf`, `.prj`, `.cpg`) found in `dir`
 * into `zipPath`, naming them `<entryStem>.<ext>`. Written to disk first, so the temporary folder
 * can be removed whenever the download stream closes.
 */
async function zipShapefile(dir, stem, entryStem, zipPath) {
    const parts = (await promises_1.default.readdir(dir)).filter((f) => f.startsWith(`${stem}.`) && node_path_1.default.join(dir, f) !== zipPath).sort();
    const zip = new yazl_1.ZipFile();
    const failed = new Promise((_, reject) => zip.once('error', reject));
    for (const part of parts)
        zip.addFile(node_path_1.default.join(dir, part), `${entryStem}${part.slice(stem.length)}`);
    zip.end();
    await Promise.race([(0, promises_2.pipeline)(zip.outputStream, (0, node_fs_1.createWriteStream)(zipPath)), failed]);
}
//# sourceMappingURL=shapefile-zip.js.map