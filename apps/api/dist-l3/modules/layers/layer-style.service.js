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
exports.LayerStyles = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const layer_access_service_1 = require("./layer-access.service");
const layer_style_queries_1 = require("./layer-style.queries");
const sld_check_1 = require("./style/sld-check");
/**
 * Layer styles: the builder's JSON style (editors, any time) and an SLD document (editors, only
 * once the layer is published). Every change bumps the data version, which keys rendered caches.
 */
let LayerStyles = class LayerStyles {
    access;
    clock;
    db;
    constructor(access, clock, db) {
        this.access = access;
        this.clock = clock;
        this.db = db;
    }
    async get(user, lyrId) {
        return toStyleDto(await this.access.forView(user, lyrId));
    }
    /** The stored SLD document of a layer the caller may view (404 when there is none). */
    async sld(user, lyrId) {
        const layer = await this.access.forView(user, lyrId);
        if (!layer.sldCn)
            throw new domain_error_1.DomainError('NOT_FOUND', 'layer.noSld');
        return layer.sldCn;
    }
    async setJson(user, lyrId, styleJson) {
        await this.access.forEdit(user, lyrId);
        await this.db.query(layer_style_queries_1.SET_STYLE_JSON_SQL, [lyrId, JSON.stringify(styleJson), await this.clock.now()]);
        return this.get(user, lyrId);
    }
    /** Stores an SLD: 409 unless published, 415 for other file types, 413 over 1 MB, 400 unless valid SLD XML. */
    async setSld(user, lyrId, upload) {
        const layer = await this.access.forEdit(user, lyrId);
        if (layer.publishAt !== 'Y')
            throw new domain_error_1.DomainError('CONFLICT', 'layer.sldNotPublished');
        if (!upload || upload.bytes.length === 0) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'layer.sldRequired', {}, [{ field: 'file', message: 'layer.sldRequired' }]);
        }
        if (upload.fileName !== null && !sld_check_1.SLD_EXTENSIONS.includes((0, domain_1.fileExtension)(upload.fileName))) {
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'layer.sldExtension');
        }
        const text = (0, sld_check_1.checkSld)(upload.bytes);
        await this.db.query(layer_style_queries_1.SET_SLD_SQL, [lyrId, text, await this.clock.now()]);
        return this.get(user, lyrId);
    }
    async removeSld(user, lyrId) {
        await this.access.forEdit(user, lyrId);
        await this.db.query(layer_style_queries_1.SET_SLD_SQL, [lyrId, null, await this.clock.now()]);
        return this.get(user, lyrId);
    }
};
exports.LayerStyles = LayerStyles;
exports.LayerStyles = LayerStyles = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        clock_service_1.Clock,
        typeorm_2.DataSource])
], LayerStyles);
function toStyleDto(layer) {
    return {
        styleJson: layer.styleJson,
        sldAt: layer.sldCn ? 'Y' : 'N',
        sld: layer.sldCn,
        publishAt: layer.publishAt,
        dataVersion: layer.dataVersion,
    };
}
//# sourceMappingURL=layer-style.service.js.map