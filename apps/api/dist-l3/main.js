"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const core_1 = require("@nestjs/core");
const typeorm_1 = require("typeorm");
const app_module_1 = require("./app.module");
const app_config_1 = require("./config/app-config");
const config_schema_1 = require("./config/config.schema");
const configure_app_1 = require("./configure-app");
const migrate_locked_1 = require("./database/migrate-locked");
/** HTTP entrypoint: validates configuration, migrates, serves the API and both apps. */
async function bootstrap() {
    const config = new app_config_1.AppConfig(process.env); // refuses to start on a bad value
    const app = await core_1.NestFactory.create(app_module_1.AppModule, { bufferLogs: true });
    if (config.values.MIGRATE_ON_START) {
        const applied = await (0, migrate_locked_1.runMigrationsLocked)(app.get(typeorm_1.DataSource));
        if (applied.length)
            console.log(`migrations applied: ${applied.join(', ')}`);
    }
    await (0, configure_app_1.configureApp)(app);
    await app.listen(config.values.PORT, config.values.HOST);
    console.log(`Nuri Map API listening on http://localhost:${config.values.PORT} (docs: /api/docs)`);
}
bootstrap().catch((e) => {
    console.error(e instanceof config_schema_1.ConfigError ? e.message : e);
    process.exit(1);
});
//# sourceMappingURL=main.js.map