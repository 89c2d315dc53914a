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
exports.LayerFiles = void 0;
const node_crypto_1 = require("node:crypto");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../../config/app-config");
const THUMBNAIL_FOLDER = 'layers/thumbnails';
/**
 * Files of layers under STORAGE_DIR: thumbnails (written here or by the importer), rasters
 * (written by the importer) and the temporary folders of downloads. Stored paths are relative
 * to the storage folder and never leave it.
 */
let LayerFiles = class LayerFiles {
    config;
    constructor(config) {
        this.config = config;
    }
    /** Writes a thumbnail under a random name; returns its stored path. */
    async writeThumbnail(bytes, extension) {
        await promises_1.default.mkdir(node_path_1.default.join(this.config.storageDir, THUMBNAIL_FOLDER), { recursive: true });
        const stored = `${THUMBNAIL_FOLDER}/${(0, node_crypto_1.randomBytes)(16).toString('hex')}.${extension}`;
        await promises_1.default.writeFile(this.absolute(stored), bytes, { flag: 'wx' });
        return stored;
    }
    /** The absolute path of a stored file or folder; refuses paths outside the storage folder. */
    absolute(stored) {
        const root = node_path_1.default.resolve(this.config.storageDir);
        const full = node_path_1.default.resolve(root, stored);
        if (!full.startsWith(`${root}${node_path_1.default.sep}`))
            throw new Error(`not a storage path: ${stored}`);
        return full;
    }
    async exists(stored) {
        return promises_1.default.stat(this.absolute(stored)).then((s) => s.isFile(), () => false);
    }
    /** Removes stored files or folders (a raster may be a folder); missing ones are ignored. */
    async remove(stored) {
        await Promise.all(stored.filter((p) => !!p).map((p) => promises_1.default.rm(this.absolute(p), { recursive: true, force: true })));
    }
    /** A fresh private folder for one download's files. */
    async tempDir() {
        const dir = node_path_1.default.join(this.config.storageDir, 'tmp', `layer-${(0, node_crypto_1.randomBytes)(12).toString('hex')}`);
        await promises_1.default.mkdir(dir, { recursive: true });
        return dir;
    }
};
exports.LayerFiles = LayerFiles;
exports.LayerFiles = LayerFiles = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [app_config_1.AppConfig])
], LayerFiles);
//# sourceMappingURL=layer-files.js.map