"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.configureApp = configureApp;
const helmet_1 = __importDefault(require("helmet"));
const nestjs_pino_1 = require("nestjs-pino");
const validation_1 = require("./common/validation");
const app_config_1 = require("./config/app-config");
const static_apps_1 = require("./static-apps");
const swagger_1 = require("./swagger");
/** Everything main.ts and the e2e tests apply to the Nest application, in one place. */
async function configureApp(app) {
    const config = app.get(app_config_1.AppConfig);
    app.useLogger(app.get(nestjs_pino_1.Logger));
    app.setGlobalPrefix('api');
    // The client address (IP restriction, rate limits) is taken from X-Forwarded-For only through
    // the configured proxies.
    app.getHttpAdapter().getInstance().set('trust proxy', config.values.TRUST_PROXY);
    app.useGlobalPipes((0, validation_1.createValidationPipe)());
    app.use((0, helmet_1.default)({
        contentSecurityPolicy: {
            directives: {
                'default-src': ["'self'"],
                // Base maps and remote layers load tiles and capabilities from other origins.
                'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
                'connect-src': ["'self'", 'https:', 'http:'],
                'worker-src': ["'self'", 'blob:'],
                'style-src': ["'self'", "'unsafe-inline'"],
                'script-src': ["'self'"],
            },
        },
        crossOriginEmbedderPolicy: false,
    }));
    app.enableCors({ origin: config.values.CORS_ORIGINS, credentials: true, exposedHeaders: ['X-Request-Id'] });
    app.enableShutdownHooks();
    const document = await (0, swagger_1.buildOpenApiDocument)(app);
    (0, swagger_1.mountSwagger)(app, document);
    if (config.values.SERVE_APPS) {
        (0, static_apps_1.mountStaticApps)(app, { web: config.webDistDir, admin: config.adminDistDir });
    }
}
//# sourceMappingURL=configure-app.js.map