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
exports.AttachmentStore = void 0;
const node_crypto_1 = require("node:crypto");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../config/app-config");
const FOLDER = 'attachments';
/**
 * Attachment files on disk: under STORAGE_DIR/attachments (outside any web root), each under a
 * random name; the original name is kept only in the database.
 */
let AttachmentStore = class AttachmentStore {
    config;
    constructor(config) {
        this.config = config;
    }
    /** A fresh folder for one request's uploads, under the storage folder (same file system). */
    async tempDir() {
        const dir = node_path_1.default.join(this.config.storageDir, 'tmp', `upload-${(0, node_crypto_1.randomBytes)(12).toString('hex')}`);
        await promises_1.default.mkdir(dir, { recursive: true });
        return dir;
    }
    /** Moves an uploaded temporary file into the store; returns its stored path. */
    async adopt(tempPath) {
        const stored = await this.newPath();
        try {
            await promises_1.default.rename(tempPath, this.absolute(stored));
        }
        catch (e) {
            // Another file system (a mounted storage volume): copy instead of renaming.
            if (e.code !== 'EXDEV')
                throw e;
            await promises_1.default.copyFile(tempPath, this.absolute(stored));
            await promises_1.default.rm(tempPath, { force: true });
        }
        return stored;
    }
    /** Writes bytes into the store; returns their stored path. */
    async write(bytes) {
        const stored = await this.newPath();
        await promises_1.default.writeFile(this.absolute(stored), bytes, { flag: 'wx' });
        return stored;
    }
    /** The absolute path of a stored file; refuses paths that would leave the store. */
    absolute(stored) {
        const root = node_path_1.default.join(this.config.storageDir, FOLDER);
        const full = node_path_1.default.resolve(this.config.storageDir, stored);
        if (node_path_1.default.dirname(full) !== root)
            throw new Error(`not an attachment path: ${stored}`);
        return full;
    }
    async exists(stored) {
        return promises_1.default.stat(this.absolute(stored)).then((s) => s.isFile(), () => false);
    }
    /** Removes stored files; missing ones are ignored. */
    async remove(stored) {
        await Promise.all(stored.map((p) => promises_1.default.rm(this.absolute(p), { force: true })));
    }
    async newPath() {
        await promises_1.default.mkdir(node_path_1.default.join(this.config.storageDir, FOLDER), { recursive: true });
        return `${FOLDER}/${(0, node_crypto_1.randomBytes)(20).toString('hex')}`;
    }
};
exports.AttachmentStore = AttachmentStore;
exports.AttachmentStore = AttachmentStore = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [app_config_1.AppConfig])
], AttachmentStore);
//# sourceMappingURL=attachment-store.js.map