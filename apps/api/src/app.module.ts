import { Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from './common/auth/auth-core.module';
import { ClockModule } from './common/clock/clock.service';
import { RateLimitModule } from './common/rate-limit/rate-limiter';
import { AuthModule } from './modules/auth/auth.module';
import { DevModule } from './modules/dev/dev.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { EnvelopeInterceptor } from './common/envelope/envelope.interceptor';
import { EnvelopeExceptionFilter } from './common/errors/exception.filter';
import { LoggingModule } from './common/logging/logger.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { QueueModule } from './jobs/queue.module';
import { HealthModule } from './modules/health/health.module';
import { MenusModule } from './modules/menus/menus.module';
import { LayersModule } from './modules/layers/layers.module';
import { ImportsModule } from './modules/imports/imports.module';
import { TilesModule } from './modules/tiles/tiles.module';
import { OgcModule } from './modules/ogc/ogc.module';
import { BasemapsModule } from './modules/basemaps/basemaps.module';
import { MapProxyModule } from './modules/map-proxy/map-proxy.module';
import { WebmapsModule } from './modules/webmaps/webmaps.module';
import { SharesModule } from './modules/shares/shares.module';
import { WebappsModule } from './modules/webapps/webapps.module';
import { GalleryModule } from './modules/gallery/gallery.module';
import { MypageModule } from './modules/mypage/mypage.module';
import { ApiKeysModule } from './modules/apikeys/apikeys.module';
import { CommonCodesModule } from './modules/commoncodes/commoncodes.module';
import { NoticesModule } from './modules/notices/notices.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { BillingModule } from './modules/billing/billing.module';
import { NamesModule } from './modules/names/names.module';
import { BoardsModule } from './modules/boards/boards.module';
import { LabModule } from './modules/lab/lab.module';
import { ManualModule } from './modules/manual/manual.module';
import { AccessModule } from './modules/access/access.module';
import { AttachmentsModule } from './modules/attachments/attachments.module';
import { ConstituentsModule } from './modules/constituents/constituents.module';
import { GroupsModule } from './modules/groups/groups.module';
import { InstitutionsModule } from './modules/institutions/institutions.module';
import { IpAccessModule } from './modules/ip-access/ip-access.module';
import { RedisModule } from './redis/redis.module';
import { UrlSigningModule } from './common/crypto/url-signer';

/** Infrastructure shared by the HTTP API and the worker. */
export const CORE_IMPORTS = [
  ConfigModule,
  LoggingModule,
  // Entities registered by each feature's TypeOrmModule.forFeature are loaded automatically.
  TypeOrmModule.forRootAsync({ inject: [AppConfig], useFactory: (c: AppConfig) => ({ ...dataSourceOptions(c), autoLoadEntities: true }) }),
  RedisModule,
  QueueModule,
  ClockModule,
  NotificationsModule,
  UrlSigningModule,
];

/** Feature modules served over HTTP. */
export const FEATURE_MODULES = [
  RateLimitModule,
  AuthCoreModule,
  AccessModule,
  HealthModule,
  MenusModule,
  AuthModule,
  DevModule,
  InstitutionsModule,
  ConstituentsModule,
  GroupsModule,
  NamesModule,
  IpAccessModule,
  AttachmentsModule,
  LayersModule,
  ImportsModule,
  TilesModule,
  OgcModule,
  BasemapsModule,
  MapProxyModule,
  WebmapsModule,
  SharesModule,
  WebappsModule,
  GalleryModule,
  MypageModule,
  ApiKeysModule,
  CommonCodesModule,
  NoticesModule,
  DashboardModule,
  BillingModule,
  BoardsModule,
  LabModule,
  ManualModule,
];

@Module({
  imports: [...CORE_IMPORTS, ...FEATURE_MODULES],
  providers: [
    { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
  ],
})
export class AppModule {}
