"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportStorage = void 0;
exports.isUploadLayerId = isUploadLayerId;
const node_crypto_1 = require("node:crypto");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../config/app-config");
const LYR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Where layer uploads live under STORAGE_DIR (outside any web root):
 * - tmp/upload-<random>/   the request's multipart files, removed when the request ends;
 * - imports/<lyrId>/        the accepted source files of one import job, removed by the worker;
 * - rasters/<lyrId>.tif     Cloud-Optimized GeoTIFFs of raster layers (served by range requests);
 * - thumbnails/<lyrId>.png  thumbnails drawn from the data.
 * Stored paths in the lyr table are relative to STORAGE_DIR.
 */
let ImportStorage = class ImportStorage {
    config;
    constructor(config) {
        this.config = config;
    }
    get root() {
        return this.config.storageDir;
    }
    /** A fresh folder for one request's multipart files. */
    async requestDir() {
        const dir = node_path_1.default.join(this.root, 'tmp', `upload-${(0, node_crypto_1.randomBytes)(12).toString('hex')}`);
        await promises_1.default.mkdir(dir, { recursive: true });
        return dir;
    }
    /** The work folder of a layer's import, relative to the storage folder. */
    workDirOf(lyrId) {
        return `imports/${checkedId(lyrId)}`;
    }
    rasterPathOf(lyrId) {
        return `rasters/${checkedId(lyrId)}.tif`;
    }
    thumbnailPathOf(lyrId) {
        return `thumbnails/${checkedId(lyrId)}.png`;
    }
    /** Absolute path of a stored relative path; refuses anything that would leave the storage folder. */
    absolute(stored) {
        const full = node_path_1.default.resolve(this.root, stored);
        if (!full.startsWith(this.root + node_path_1.default.sep))
            throw new Error(`not a storage path: ${stored}`);
        return full;
    }
    /** Creates (empty) the work folder of an import and returns its absolute path. */
    async createWorkDir(lyrId) {
        const dir = this.absolute(this.workDirOf(lyrId));
        await promises_1.default.rm(dir, { recursive: true, force: true });
        await promises_1.default.mkdir(dir, { recursive: true });
        return dir;
    }
    /** Moves a received file into a folder under a chosen name (copy across file systems). */
    async adopt(from, dir, name) {
        const to = node_path_1.default.join(dir, name);
        try {
            await promises_1.default.rename(from, to);
        }
        catch (e) {
            if (e.code !== 'EXDEV')
                throw e;
            await promises_1.default.copyFile(from, to);
            await promises_1.default.rm(from, { force: true });
        }
        return to;
    }
    /** Moves a finished file into its stored place (same folder tree, atomic rename). */
    async publish(from, stored) {
        const to = this.absolute(stored);
        await promises_1.default.mkdir(node_path_1.default.dirname(to), { recursive: true });
        await this.adopt(from, node_path_1.default.dirname(to), node_path_1.default.basename(to));
    }
    /** Removes stored files or folders; missing ones are ignored. */
    async remove(...stored) {
        await Promise.all(stored
            .filter((s) => !!s)
            .map((s) => promises_1.default.rm(this.absolute(s), { recursive: true, force: true })));
    }
};
exports.ImportStorage = ImportStorage;
exports.ImportStorage = ImportStorage = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [app_config_1.AppConfig])
], ImportStorage);
// File names are made from layer ids: uploads make UUIDs, other layers may have other safe ids.
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
function checkedId(lyrId) {
    if (!SAFE_ID.test(lyrId))
        throw new Error(`not a layer id: ${lyrId}`);
    return lyrId;
}
/** Layer ids made by uploads are UUIDs (lower case). */
function isUploadLayerId(value) {
    return LYR_ID.test(value);
}
//# sourceMappingURL=import-storage.js.map