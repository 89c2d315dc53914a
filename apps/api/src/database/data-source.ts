import { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { ENTITIES } from './entities';

/** TypeORM options shared by the Nest module, the migration command and the seed. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.values.DATABASE_URL,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: config.values.DATABASE_POOL_SIZE, application_name: 'nuri-api' },
  };
}

export function createDataSource(config: AppConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
