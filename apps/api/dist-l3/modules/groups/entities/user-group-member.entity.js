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
exports.UserGroupMember = void 0;
const typeorm_1 = require("typeorm");
/** One member of a group. */
let UserGroupMember = class UserGroupMember {
    groupSn;
    userId;
    registDt;
};
exports.UserGroupMember = UserGroupMember;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'group_sn', type: 'integer' }),
    __metadata("design:type", Number)
], UserGroupMember.prototype, "groupSn", void 0);
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'user_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], UserGroupMember.prototype, "userId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], UserGroupMember.prototype, "registDt", void 0);
exports.UserGroupMember = UserGroupMember = __decorate([
    (0, typeorm_1.Entity)({ name: 'user_group_member' })
], UserGroupMember);
//# sourceMappingURL=user-group-member.entity.js.map