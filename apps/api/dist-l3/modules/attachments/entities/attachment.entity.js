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
Object.defineProperty(exports, "__esModule", { value: true });
exports.Attachment = void 0;
const typeorm_1 = require("typeorm");
/** An attachment file group (atchmnfl): the files one caller uploaded together, in order. */
let Attachment = class Attachment {
    atchmnflId;
    /** The uploader's institution when the group was created (who else may read it). */
    insttCode;
    /** The uploader. */
    registerId;
    registDt;
};
exports.Attachment = Attachment;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'atchmnfl_id', type: 'varchar', length: 40 }),
    __metadata("design:type", String)
], Attachment.prototype, "atchmnflId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_code', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], Attachment.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'register_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], Attachment.prototype, "registerId", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Attachment.prototype, "registDt", void 0);
exports.Attachment = Attachment = __decorate([
    (0, typeorm_1.Entity)({ name: 'atchmnfl' })
], Attachment);
//# sourceMappingURL=attachment.entity.js.map