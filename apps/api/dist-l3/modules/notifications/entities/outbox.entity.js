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
exports.OutboxMessage = void 0;
const typeorm_1 = require("typeorm");
/** A mail or SMS that would have been sent (development and tests, when no provider is configured). */
let OutboxMessage = class OutboxMessage {
    outboxSn;
    channel;
    to;
    subject;
    text;
    createdAt;
};
exports.OutboxMessage = OutboxMessage;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)({ name: 'outbox_sn', type: 'bigint' }),
    __metadata("design:type", String)
], OutboxMessage.prototype, "outboxSn", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'channel', type: 'varchar', length: 10 }),
    __metadata("design:type", String)
], OutboxMessage.prototype, "channel", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'to_addr', type: 'varchar', length: 254 }),
    __metadata("design:type", String)
], OutboxMessage.prototype, "to", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'subject', type: 'varchar', length: 300, nullable: true }),
    __metadata("design:type", Object)
], OutboxMessage.prototype, "subject", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'text', type: 'text' }),
    __metadata("design:type", String)
], OutboxMessage.prototype, "text", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'creat_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], OutboxMessage.prototype, "createdAt", void 0);
exports.OutboxMessage = OutboxMessage = __decorate([
    (0, typeorm_1.Entity)({ name: 'dev_outbox' })
], OutboxMessage);
//# sourceMappingURL=outbox.entity.js.map