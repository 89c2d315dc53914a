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
exports.CryptoKey = void 0;
const typeorm_1 = require("typeorm");
/** A server key pair kept in the database (the password-transport RSA key when not configured). */
let CryptoKey = class CryptoKey {
    keyId;
    purpose;
    publicPem;
    privatePem;
    creatDt;
};
exports.CryptoKey = CryptoKey;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'key_id', type: 'varchar', length: 40 }),
    __metadata("design:type", String)
], CryptoKey.prototype, "keyId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'purpose', type: 'varchar', length: 20 }),
    __metadata("design:type", String)
], CryptoKey.prototype, "purpose", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'public_pem', type: 'text' }),
    __metadata("design:type", String)
], CryptoKey.prototype, "publicPem", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'private_pem', type: 'text' }),
    __metadata("design:type", String)
], CryptoKey.prototype, "privatePem", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'creat_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], CryptoKey.prototype, "creatDt", void 0);
exports.CryptoKey = CryptoKey = __decorate([
    (0, typeorm_1.Entity)({ name: 'crypto_key' })
], CryptoKey);
//# sourceMappingURL=crypto-key.entity.js.map