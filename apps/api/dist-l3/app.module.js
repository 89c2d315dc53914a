"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = exports.FEATURE_MODULES = exports.CORE_IMPORTS = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const typeorm_1 = require("@nestjs/typeorm");
const auth_core_module_1 = require("./common/auth/auth-core.module");
const clock_service_1 = require("./common/clock/clock.service");
const rate_limiter_1 = require("./common/rate-limit/rate-limiter");
const auth_module_1 = require("./modules/auth/auth.module");
const dev_module_1 = require("./modules/dev/dev.module");
const notifications_module_1 = require("./modules/notifications/notifications.module");
const envelope_interceptor_1 = require("./common/envelope/envelope.interceptor");
const exception_filter_1 = require("./common/errors/exception.filter");
const logger_module_1 = require("./common/logging/logger.module");
const app_config_1 = require("./config/app-config");
const config_module_1 = require("./config/config.module");
const data_source_1 = require("./database/data-source");
const queue_module_1 = require("./jobs/queue.module");
const health_module_1 = require("./modules/health/health.module");
const menus_module_1 = require("./modules/menus/menus.module");
const layers_module_1 = require("./modules/layers/layers.module");
const imports_module_1 = require("./modules/imports/imports.module");
const tiles_module_1 = require("./modules/tiles/tiles.module");
const ogc_module_1 = require("./modules/ogc/ogc.module");
const access_module_1 = require("./modules/access/access.module");
const attachments_module_1 = require("./modules/attachments/attachments.module");
const constituents_module_1 = require("./modules/constituents/constituents.module");
const groups_module_1 = require("./modules/groups/groups.module");
const institutions_module_1 = require("./modules/institutions/institutions.module");
const ip_access_module_1 = require("./modules/ip-access/ip-access.module");
const redis_module_1 = require("./redis/redis.module");
/** Infrastructure shared by the HTTP API and the worker. */
exports.CORE_IMPORTS = [
    config_module_1.ConfigModule,
    logger_module_1.LoggingModule,
    // Entities registered by each feature's TypeOrmModule.forFeature are loaded automatically.
    typeorm_1.TypeOrmModule.forRootAsync({ inject: [app_config_1.AppConfig], useFactory: (c) => ({ ...(0, data_source_1.dataSourceOptions)(c), autoLoadEntities: true }) }),
    redis_module_1.RedisModule,
    queue_module_1.QueueModule,
    clock_service_1.ClockModule,
    notifications_module_1.NotificationsModule,
];
/** Feature modules served over HTTP. */
exports.FEATURE_MODULES = [
    rate_limiter_1.RateLimitModule,
    auth_core_module_1.AuthCoreModule,
    access_module_1.AccessModule,
    health_module_1.HealthModule,
    menus_module_1.MenusModule,
    auth_module_1.AuthModule,
    dev_module_1.DevModule,
    institutions_module_1.InstitutionsModule,
    constituents_module_1.ConstituentsModule,
    groups_module_1.GroupsModule,
    ip_access_module_1.IpAccessModule,
    attachments_module_1.AttachmentsModule,
    layers_module_1.LayersModule,
    imports_module_1.ImportsModule,
    tiles_module_1.TilesModule,
    ogc_module_1.OgcModule,
];
let AppModule = class AppModule {
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = __decorate([
    (0, common_1.Module)({
        imports: [...exports.CORE_IMPORTS, ...exports.FEATURE_MODULES],
        providers: [
            { provide: core_1.APP_FILTER, useClass: exception_filter_1.EnvelopeExceptionFilter },
            { provide: core_1.APP_INTERCEPTOR, useClass: envelope_interceptor_1.EnvelopeInterceptor },
        ],
    })
], AppModule);
//# sourceMappingURL=app.module.js.map