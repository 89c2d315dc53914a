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
exports.HealthDto = exports.HealthChecksDto = exports.HealthCheckDto = void 0;
const swagger_1 = require("@nestjs/swagger");
class HealthCheckDto {
    status;
    /** Version or detail of the dependency, or the reason it is down. */
    detail;
}
exports.HealthCheckDto = HealthCheckDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['up', 'down'] }),
    __metadata("design:type", String)
], HealthCheckDto.prototype, "status", void 0);
class HealthChecksDto {
    db;
    redis;
    queue;
    gdal;
}
exports.HealthChecksDto = HealthChecksDto;
class HealthDto {
    /** ok when every check is up, degraded otherwise. */
    status;
    /** API version. */
    version;
    checks;
}
exports.HealthDto = HealthDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['ok', 'degraded'] }),
    __metadata("design:type", String)
], HealthDto.prototype, "status", void 0);
//# sourceMappingURL=health.dto.js.map