"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dataSourceOptions = dataSourceOptions;
exports.createDataSource = createDataSource;
const typeorm_1 = require("typeorm");
const migrations_1 = require("./migrations");
const entities_1 = require("./entities");
/** TypeORM options shared by the Nest module, the migration command and the seed. */
function dataSourceOptions(config) {
    return {
        type: 'postgres',
        url: config.values.DATABASE_URL,
        entities: entities_1.ENTITIES,
        migrations: migrations_1.MIGRATIONS,
        migrationsTableName: 'typeorm_migrations',
        synchronize: false,
        migrationsRun: false,
        extra: { max: config.values.DATABASE_POOL_SIZE, application_name: 'nuri-api' },
    };
}
function createDataSource(config) {
    return new typeorm_1.DataSource(dataSourceOptions(config));
}
//# sourceMappingURL=data-source.js.map