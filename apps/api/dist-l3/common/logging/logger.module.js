"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LoggingModule = void 0;
exports.requestIdOf = requestIdOf;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const nestjs_pino_1 = require("nestjs-pino");
const app_config_1 = require("../../config/app-config");
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Request id: the caller's X-Request-Id when well-formed, otherwise a new UUID; echoed back. */
function requestIdOf(req, res) {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : (0, node_crypto_1.randomUUID)();
    res.setHeader('X-Request-Id', id);
    return id;
}
/** Structured request logging (pino) with a request id on every line. */
let LoggingModule = class LoggingModule {
};
exports.LoggingModule = LoggingModule;
exports.LoggingModule = LoggingModule = __decorate([
    (0, common_1.Module)({
        imports: [
            nestjs_pino_1.LoggerModule.forRootAsync({
                inject: [app_config_1.AppConfig],
                useFactory: (c) => ({
                    // Nest 11 path syntax for "every route".
                    forRoutes: [{ path: '{*path}', method: common_1.RequestMethod.ALL }],
                    pinoHttp: {
                        level: c.values.LOG_LEVEL,
                        genReqId: requestIdOf,
                        redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'req.query.crtfckey'],
                        autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
                        serializers: {
                            req: (req) => ({
                                id: req.id,
                                method: req.method,
                                // Never log API keys passed in the query string.
                                url: req.url.replace(/(crtfckey=)[^&]+/i, '$1***'),
                            }),
                        },
                    },
                }),
            }),
        ],
    })
], LoggingModule);
//# sourceMappingURL=logger.module.js.map