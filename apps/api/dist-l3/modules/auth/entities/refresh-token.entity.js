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
exports.RefreshToken = void 0;
const typeorm_1 = require("typeorm");
/** One refresh token of a login's rotating family (only its SHA-256 is stored). */
let RefreshToken = class RefreshToken {
    tokenHash;
    familyId;
    userId;
    issuedDt;
    expiresDt;
    usedDt;
    revokedDt;
};
exports.RefreshToken = RefreshToken;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'token_hash', type: 'char', length: 64 }),
    __metadata("design:type", String)
], RefreshToken.prototype, "tokenHash", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'family_id', type: 'uuid' }),
    __metadata("design:type", String)
], RefreshToken.prototype, "familyId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'user_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], RefreshToken.prototype, "userId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'issued_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], RefreshToken.prototype, "issuedDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'expires_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], RefreshToken.prototype, "expiresDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'used_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], RefreshToken.prototype, "usedDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'revoked_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], RefreshToken.prototype, "revokedDt", void 0);
exports.RefreshToken = RefreshToken = __decorate([
    (0, typeorm_1.Entity)({ name: 'refresh_token' })
], RefreshToken);
//# sourceMappingURL=refresh-token.entity.js.map