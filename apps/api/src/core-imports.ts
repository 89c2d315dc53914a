import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from './common/clock/clock.service';
import { UrlSigningModule } from './common/crypto/url-signer';
import { LoggingModule } from './common/logging/logger.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { ReadDbModule } from './common/db/read-db';
import { QueueModule } from './jobs/queue.module';
import { NotificationsModule } from './modules/notifications';
import { RedisModule } from './redis/redis.module';

/** Infrastructure shared by the HTTP API and the worker. */
export const CORE_IMPORTS = [
  ConfigModule,
  LoggingModule,
  // Entities registered by each feature's TypeOrmModule.forFeature are loaded automatically.
  TypeOrmModule.forRootAsync({ inject: [AppConfig], useFactory: (c: AppConfig) => ({ ...dataSourceOptions(c), autoLoadEntities: true }) }),
  ReadDbModule,
  RedisModule,
  QueueModule,
  ClockModule,
  NotificationsModule,
  UrlSigningModule,
];
