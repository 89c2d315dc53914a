import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';

/**
 * The data source of read-only queries that may lag the primary by the replica's delay: lists,
 * searches and OGC reads (docs/operations.md "Read replica"). A second pool on DATABASE_READ_URL
 * (application_name `nuri-api-read`) when it is set, otherwise the primary's own DataSource.
 * Never for access decisions, a read that must see the request's own write, or anything in a
 * transaction: those stay on the primary.
 */
export const READ_DB = Symbol('READ_DB');

@Injectable()
class ReadDbCloser implements OnApplicationShutdown {
  constructor(
    @Inject(READ_DB) private readonly read: DataSource,
    @Inject(getDataSourceToken()) private readonly primary: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.read !== this.primary && this.read.isInitialized) await this.read.destroy();
  }
}

/** The read data source, for every module (as REDIS is). */
@Global()
@Module({
  providers: [
    {
      provide: READ_DB,
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (c: AppConfig, primary: DataSource): Promise<DataSource> => {
        const url = c.values.DATABASE_READ_URL;
        if (!url) return primary;
        const read = new DataSource({
          type: 'postgres',
          url,
          entities: [],
          synchronize: false,
          migrationsRun: false,
          extra: { max: c.values.DATABASE_READ_POOL_SIZE, application_name: 'nuri-api-read' },
        });
        return read.initialize();
      },
    },
    ReadDbCloser,
  ],
  exports: [READ_DB],
})
export class ReadDbModule {}
