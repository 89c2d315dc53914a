"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const core_1 = require("@nestjs/core");
const nestjs_pino_1 = require("nestjs-pino");
const app_config_1 = require("./config/app-config");
const config_schema_1 = require("./config/config.schema");
const worker_module_1 = require("./worker.module");
/** Job-worker entrypoint: no HTTP server; processes BullMQ queues until SIGTERM. */
async function bootstrap() {
    new app_config_1.AppConfig(process.env); // refuses to start on a bad value
    const app = await core_1.NestFactory.createApplicationContext(worker_module_1.WorkerModule, { bufferLogs: true });
    app.useLogger(app.get(nestjs_pino_1.Logger));
    app.enableShutdownHooks();
    await app.init();
    console.log('Nuri Map worker started');
}
bootstrap().catch((e) => {
    console.error(e instanceof config_schema_1.ConfigError ? e.message : e);
    process.exit(1);
});
//# sourceMappingURL=worker.js.map