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
exports.User = void 0;
const typeorm_1 = require("typeorm");
/** A person with an account: provider admin (4), institution admin (14) or member (11–13). */
let User = class User {
    userId;
    userNm;
    emailaddr;
    userSeCode;
    insttCode;
    passwordHash;
    userSttus;
    /** Mobile number, AES-256-GCM sealed. */
    mbtlnumEncpt;
    userImagePath;
    passwordChangeDt;
    loginFailCnt;
    lockUntilDt;
    lastLoginDt;
    termsAgreDt;
    privacyAgreDt;
    marketingAgreAt;
    whdwlResn;
    whdwlResnCode;
    whdwlDt;
    registDt;
    updtDt;
};
exports.User = User;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'user_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], User.prototype, "userId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_nm', type: 'varchar', length: 50 }),
    __metadata("design:type", String)
], User.prototype, "userNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'emailaddr', type: 'varchar', length: 254 }),
    __metadata("design:type", String)
], User.prototype, "emailaddr", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_se_code', type: 'smallint' }),
    __metadata("design:type", Number)
], User.prototype, "userSeCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], User.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'password_hash', type: 'text', select: false }),
    __metadata("design:type", String)
], User.prototype, "passwordHash", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_sttus', type: 'varchar', length: 20, default: 'active' }),
    __metadata("design:type", String)
], User.prototype, "userSttus", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'mbtlnum_encpt', type: 'text', nullable: true, select: false }),
    __metadata("design:type", Object)
], User.prototype, "mbtlnumEncpt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_image_path', type: 'varchar', length: 200, nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "userImagePath", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'password_change_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], User.prototype, "passwordChangeDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'login_fail_cnt', type: 'smallint', default: 0 }),
    __metadata("design:type", Number)
], User.prototype, "loginFailCnt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lock_until_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "lockUntilDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'last_login_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "lastLoginDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'terms_agre_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "termsAgreDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'privacy_agre_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "privacyAgreDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'marketing_agre_at', type: 'char', length: 1, default: 'N' }),
    __metadata("design:type", String)
], User.prototype, "marketingAgreAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'whdwl_resn', type: 'varchar', length: 500, nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "whdwlResn", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'whdwl_resn_code', type: 'varchar', length: 10, nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "whdwlResnCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'whdwl_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "whdwlDt", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], User.prototype, "registDt", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updt_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], User.prototype, "updtDt", void 0);
exports.User = User = __decorate([
    (0, typeorm_1.Entity)({ name: 'users' })
], User);
//# sourceMappingURL=user.entity.js.map