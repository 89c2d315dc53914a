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
exports.UserGroup = void 0;
const typeorm_1 = require("typeorm");
/** A member's named list of fellow members of their institution (a share target, scope 2). */
let UserGroup = class UserGroup {
    groupSn;
    insttCode;
    ownerId;
    /** Unique per owner, case-insensitively. */
    groupNm;
    groupDc;
    registDt;
    updtDt;
};
exports.UserGroup = UserGroup;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)({ name: 'group_sn', type: 'integer' }),
    __metadata("design:type", Number)
], UserGroup.prototype, "groupSn", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], UserGroup.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'owner_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], UserGroup.prototype, "ownerId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'group_nm', type: 'varchar', length: 100 }),
    __metadata("design:type", String)
], UserGroup.prototype, "groupNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'group_dc', type: 'varchar', length: 500, nullable: true }),
    __metadata("design:type", Object)
], UserGroup.prototype, "groupDc", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], UserGroup.prototype, "registDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'updt_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], UserGroup.prototype, "updtDt", void 0);
exports.UserGroup = UserGroup = __decorate([
    (0, typeorm_1.Entity)({ name: 'user_group' })
], UserGroup);
//# sourceMappingURL=user-group.entity.js.map