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
exports.Institution = void 0;
const typeorm_1 = require("typeorm");
/** An institution (instt): a subscribing organisation, or the openBiz default one. */
let Institution = class Institution {
    insttCode;
    insttNm;
    insttUrl;
    insttTelEncpt;
    insttAddrEncpt;
    imageAtchmnflId;
    insttSttusCode;
    deleteAt;
    /** Price plan (000001 basic/openBiz, 000004 and 000005 education…). */
    planCode;
    /** The master admin account (transferable to another admin). */
    masterUserId;
    /** The master's mobile number, AES-256-GCM sealed (changed with an SMS code). */
    mbtlnumEncpt;
    creatmanId;
    creatDt;
    updtDt;
};
exports.Institution = Institution;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], Institution.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_nm', type: 'varchar', length: 100 }),
    __metadata("design:type", String)
], Institution.prototype, "insttNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_url', type: 'varchar', length: 300, nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "insttUrl", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_tel_encpt', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "insttTelEncpt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_addr_encpt', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "insttAddrEncpt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'image_atchmnfl_id', type: 'varchar', length: 40, nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "imageAtchmnflId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_sttus_code', type: 'varchar', length: 20, default: 'NORMAL' }),
    __metadata("design:type", String)
], Institution.prototype, "insttSttusCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'delete_at', type: 'char', length: 1, default: 'N' }),
    __metadata("design:type", String)
], Institution.prototype, "deleteAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'plan_code', type: 'varchar', length: 6, default: '000001' }),
    __metadata("design:type", String)
], Institution.prototype, "planCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'master_user_id', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "masterUserId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'mbtlnum_encpt', type: 'text', nullable: true, select: false }),
    __metadata("design:type", Object)
], Institution.prototype, "mbtlnumEncpt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'creatman_id', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], Institution.prototype, "creatmanId", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'creat_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Institution.prototype, "creatDt", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updt_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Institution.prototype, "updtDt", void 0);
exports.Institution = Institution = __decorate([
    (0, typeorm_1.Entity)({ name: 'instt' })
], Institution);
//# sourceMappingURL=institution.entity.js.map