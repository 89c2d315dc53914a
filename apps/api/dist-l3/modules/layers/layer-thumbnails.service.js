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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LayerThumbnails = void 0;
const node_fs_1 = require("node:fs");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const image_sniff_1 = require("../users/image-sniff");
const layer_entity_1 = require("./entities/layer.entity");
const layer_files_1 = require("./files/layer-files");
const layer_access_service_1 = require("./layer-access.service");
const layer_view_1 = require("./layer-view");
/**
 * Layer thumbnails: the importer makes one from the data; editors replace it with an upload
 * under the thumbnail rules (png/jpg/jpeg by name and by content, at most 1 MB) or remove it.
 */
let LayerThumbnails = class LayerThumbnails {
    access;
    files;
    clock;
    layers;
    constructor(access, files, clock, layers) {
        this.access = access;
        this.files = files;
        this.clock = clock;
        this.layers = layers;
    }
    /** The stored thumbnail image of a layer the caller may view. */
    async image(user, lyrId) {
        const layer = await this.access.forView(user, lyrId);
        if (!layer.thumbnailPath || !(await this.files.exists(layer.thumbnailPath))) {
            throw new domain_error_1.DomainError('NOT_FOUND', 'layer.noThumbnail');
        }
        const type = layer.thumbnailPath.endsWith('.png') ? 'image/png' : 'image/jpeg';
        return new common_1.StreamableFile((0, node_fs_1.createReadStream)(this.files.absolute(layer.thumbnailPath)), { type });
    }
    /** Stores an uploaded thumbnail (editors); returns its address. */
    async upload(user, lyrId, file) {
        const layer = await this.access.forEdit(user, lyrId);
        if (!file) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'layer.thumbnailRequired', {}, [{ field: 'file', message: 'layer.thumbnailRequired' }]);
        }
        const check = (0, domain_1.checkThumbnail)({ fileName: file.originalname, size: file.size });
        if (!check.ok) {
            throw new domain_error_1.DomainError(check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE', check.messageKey, check.params);
        }
        const kind = (0, image_sniff_1.sniffImage)(file.buffer);
        if (!kind)
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
        await this.replace(layer, await this.files.writeThumbnail(file.buffer, kind));
        return (0, layer_view_1.thumbnailUrl)(lyrId);
    }
    async remove(user, lyrId) {
        const layer = await this.access.forEdit(user, lyrId);
        await this.replace(layer, null);
    }
    /** Sets a layer's thumbnail to a stored file (or none) and removes the previous file. */
    async replace(layer, stored) {
        await this.layers.update({ lyrId: layer.lyrId }, { thumbnailPath: stored, updtDt: await this.clock.now() });
        if (layer.thumbnailPath && layer.thumbnailPath !== stored)
            await this.files.remove([layer.thumbnailPath]);
    }
};
exports.LayerThumbnails = LayerThumbnails;
exports.LayerThumbnails = LayerThumbnails = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, typeorm_1.InjectRepository)(layer_entity_1.Layer)),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layer_files_1.LayerFiles,
        clock_service_1.Clock,
        typeorm_2.Repository])
], LayerThumbnails);
//# sourceMappingURL=layer-thumbnails.service.js.map