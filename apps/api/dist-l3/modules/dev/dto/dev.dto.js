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
exports.ClockDto = exports.SetClockDto = exports.OutboxMessageDto = exports.OutboxQueryDto = void 0;
const class_validator_1 = require("class-validator");
class OutboxQueryDto {
    /** Only messages to this address or number. */
    to;
}
exports.OutboxQueryDto = OutboxQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(254),
    __metadata("design:type", String)
], OutboxQueryDto.prototype, "to", void 0);
class OutboxMessageDto {
    channel;
    to;
    subject;
    text;
    createdAt;
}
exports.OutboxMessageDto = OutboxMessageDto;
class SetClockDto {
    /** The time the server should believe it is (ISO 8601). */
    now;
}
exports.SetClockDto = SetClockDto;
__decorate([
    (0, class_validator_1.IsDateString)(),
    __metadata("design:type", String)
], SetClockDto.prototype, "now", void 0);
class ClockDto {
    now;
}
exports.ClockDto = ClockDto;
//# sourceMappingURL=dev.dto.js.map