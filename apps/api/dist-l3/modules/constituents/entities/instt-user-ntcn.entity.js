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
exports.InsttUserNtcn = void 0;
const typeorm_1 = require("typeorm");
/**
 * An invitation to join an institution (instt_user_ntcn). At most one WAITING invitation per
 * institution and e-mail address (unique partial index); an expired one stays WAITING until it
 * is canceled or replaced by a new invitation.
 */
let InsttUserNtcn = class InsttUserNtcn {
    insttUserNtcnId;
    insttCode;
    /** Address the notice was sent to; the invitee accepts while logged in with this address. */
    emailaddr;
    /** The invited account when it existed at invitation time (else set on acceptance). */
    userId;
    /** Level given on acceptance (11, 12, 13 or 14). */
    userSeCode;
    /** Y: an existing openBiz member whose account moves into the institution on acceptance. */
    openbizMoveAt;
    sttusCode;
    registerId;
    registDt;
    expiresDt;
    agreDt;
};
exports.InsttUserNtcn = InsttUserNtcn;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)('uuid', { name: 'instt_user_ntcn_id' }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "insttUserNtcnId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'emailaddr', type: 'varchar', length: 254 }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "emailaddr", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_id', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], InsttUserNtcn.prototype, "userId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_se_code', type: 'smallint' }),
    __metadata("design:type", Number)
], InsttUserNtcn.prototype, "userSeCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'openbiz_move_at', type: 'char', length: 1, default: 'N' }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "openbizMoveAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'sttus_code', type: 'varchar', length: 10, default: 'WAITING' }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "sttusCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'register_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], InsttUserNtcn.prototype, "registerId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], InsttUserNtcn.prototype, "registDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'expires_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], InsttUserNtcn.prototype, "expiresDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'agre_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], InsttUserNtcn.prototype, "agreDt", void 0);
exports.InsttUserNtcn = InsttUserNtcn = __decorate([
    (0, typeorm_1.Entity)({ name: 'instt_user_ntcn' })
], InsttUserNtcn);
//# sourceMappingURL=instt-user-ntcn.entity.js.map