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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DevController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const decorators_1 = require("../../common/auth/decorators");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const outbox_entity_1 = require("../notifications/entities/outbox.entity");
const dev_dto_1 = require("./dto/dev.dto");
/**
 * Development and test tools: the outbox of mail/SMS that would have been sent, and the
 * server clock. Absent (404) unless DEV_TOOLS is on, never in production, never documented.
 */
let DevController = class DevController {
    config;
    clock;
    outbox;
    constructor(config, clock, outbox) {
        this.config = config;
        this.clock = clock;
        this.outbox = outbox;
    }
    /** Messages, newest first. */
    async list(q) {
        this.requireDevTools();
        const rows = await this.outbox.find({ where: q.to ? { to: q.to } : {}, order: { outboxSn: 'DESC' }, take: 100 });
        return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
    }
    async setClock(dto) {
        this.requireDevTools();
        await this.clock.set(new Date(dto.now));
        return { now: (await this.clock.now()).toISOString() };
    }
    async resetClock() {
        this.requireDevTools();
        await this.clock.reset();
        return { now: (await this.clock.now()).toISOString() };
    }
    requireDevTools() {
        if (!this.config.devTools)
            throw new domain_error_1.DomainError('ROUTE_NOT_FOUND', 'error.routeNotFound');
    }
};
exports.DevController = DevController;
__decorate([
    (0, common_1.Get)('outbox'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [dev_dto_1.OutboxQueryDto]),
    __metadata("design:returntype", Promise)
], DevController.prototype, "list", null);
__decorate([
    (0, common_1.Put)('clock'),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [dev_dto_1.SetClockDto]),
    __metadata("design:returntype", Promise)
], DevController.prototype, "setClock", null);
__decorate([
    (0, common_1.Delete)('clock'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], DevController.prototype, "resetClock", null);
exports.DevController = DevController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('dev'),
    __param(2, (0, typeorm_1.InjectRepository)(outbox_entity_1.OutboxMessage)),
    __metadata("design:paramtypes", [app_config_1.AppConfig,
        clock_service_1.Clock,
        typeorm_2.Repository])
], DevController);
//# sourceMappingURL=dev.controller.js.map