"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const app_config_1 = require("../config/app-config");
const config_schema_1 = require("../config/config.schema");
const data_source_1 = require("./data-source");
const ensure_database_1 = require("./ensure-database");
const migrate_locked_1 = require("./migrate-locked");
const seed_1 = require("./seed");
/**
 * Migration command: creates the database when missing, applies pending migrations and, with
 * --seed, the demo/bootstrap data. Used by `npm start`, the tests and deployments (a Job).
 */
async function main() {
    const config = new app_config_1.AppConfig(process.env);
    if (await (0, ensure_database_1.ensureDatabase)(config.values.DATABASE_URL))
        console.log('database created');
    const ds = (0, data_source_1.createDataSource)(config);
    await ds.initialize();
    try {
        const applied = await (0, migrate_locked_1.runMigrationsLocked)(ds);
        console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database is up to date');
        if (process.argv.includes('--seed')) {
            const report = await (0, seed_1.seed)(ds, config);
            console.log(report.created.length ? `seeded: ${report.created.join(', ')}` : 'seed data present');
        }
    }
    finally {
        await ds.destroy();
    }
}
main().catch((e) => {
    console.error(e instanceof config_schema_1.ConfigError ? e.message : e);
    process.exit(1);
});
//# sourceMappingURL=migrate.js.map