import { Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CORE_IMPORTS } from './core-imports';
import { AuthCoreModule } from './common/auth/auth-core.module';
import { RateLimitModule } from './common/rate-limit/rate-limiter';
import { AuthModule } from './modules/auth';
import { DevModule } from './modules/dev';
import { EnvelopeInterceptor } from './common/envelope/envelope.interceptor';
import { EnvelopeExceptionFilter } from './common/errors/exception.filter';
import { HealthModule } from './modules/health';
import { MenusModule } from './modules/menus';
import { LayersModule } from './modules/layers';
import { ImportsModule } from './modules/imports';
import { TilesModule } from './modules/tiles';
import { OgcModule } from './modules/ogc';
import { BasemapsModule } from './modules/basemaps';
import { MapProxyModule } from './modules/map-proxy';
import { GeocodingModule } from './modules/geocoding';
import { WebmapsModule } from './modules/webmaps';
import { SharesModule } from './modules/shares';
import { WebappsModule } from './modules/webapps';
import { GalleryModule } from './modules/gallery';
import { PreviewsModule } from './modules/previews';
import { MypageModule } from './modules/mypage';
import { ApiKeysModule } from './modules/apikeys';
import { CommonCodesModule } from './modules/commoncodes';
import { NoticesModule } from './modules/notices';
import { DashboardModule } from './modules/dashboard';
import { BillingModule } from './modules/billing';
import { BoardsModule } from './modules/boards';
import { LabModule } from './modules/lab';
import { ManualModule } from './modules/manual';
import { AccessFenceInterceptor, AccessModule } from './modules/access';
import { AttachmentsModule } from './modules/attachments';
import { ConstituentsModule } from './modules/constituents';
import { GroupsModule } from './modules/groups';
import { InstitutionsModule } from './modules/institutions';
import { IpAccessModule } from './modules/ip-access';
import { NamesModule } from './modules/names';
import { RetentionModule } from './modules/retention';

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
  RetentionModule,
  IpAccessModule,
  AttachmentsModule,
  LayersModule,
  ImportsModule,
  TilesModule,
  OgcModule,
  BasemapsModule,
  MapProxyModule,
  GeocodingModule,
  WebmapsModule,
  SharesModule,
  WebappsModule,
  GalleryModule,
  PreviewsModule,
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
    // Writing requests answer once the access epochs they touch are bumped (cached tile decisions).
    { provide: APP_INTERCEPTOR, useClass: AccessFenceInterceptor },
  ],
})
export class AppModule {}
