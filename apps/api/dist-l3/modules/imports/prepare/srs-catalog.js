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
exports.SrsCatalog = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../../common/errors/domain-error");
const imports_queries_1 = require("../imports.queries");
/** Coordinate systems PostGIS knows (spatial_ref_sys): an upload may only use those. */
let SrsCatalog = class SrsCatalog {
    db;
    constructor(db) {
        this.db = db;
    }
    /** Whether the SRID is geographic; 400 when PostGIS does not know it. */
    async require(srid) {
        const rows = await this.db.query(imports_queries_1.SRS_INFO_SQL, [srid]);
        if (!rows.length)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.srid.unknown', { srid });
        return { geographic: rows[0].geographic };
    }
};
exports.SrsCatalog = SrsCatalog;
exports.SrsCatalog = SrsCatalog = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], SrsCatalog);
//# sourceMappingURL=srs-catalog.js.map