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
exports.ErrorEnvelopeDto = exports.FieldErrorDto = void 0;
const swagger_1 = require("@nestjs/swagger");
class FieldErrorDto {
    /** Path of the field in the request (e.g. `pageSize`, `shareList.0.pblonsipScopeSeCode`). */
    field;
    /** What is wrong, in the caller's language. */
    message;
}
exports.FieldErrorDto = FieldErrorDto;
class ErrorEnvelopeDto {
    /** HTTP status of the error. */
    code;
    /** Human-readable message (Korean by default, English with Accept-Language: en). */
    message;
    /** Field errors for 400 validation failures; otherwise the message text. */
    result;
}
exports.ErrorEnvelopeDto = ErrorEnvelopeDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 400 }),
    __metadata("design:type", Number)
], ErrorEnvelopeDto.prototype, "code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } }] }),
    __metadata("design:type", Object)
], ErrorEnvelopeDto.prototype, "result", void 0);
//# sourceMappingURL=envelope.js.map