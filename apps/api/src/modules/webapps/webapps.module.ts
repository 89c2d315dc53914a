import { Module } from '@nestjs/common';
import { OwnedContentLifecycle, InstitutionsModule } from '../institutions';
import { ConstituentsModule } from '../constituents';
import { ContentModule } from '../content';
import { WebmapsModule } from '../webmaps';
import { WebappLifecycle } from './webapp-lifecycle';
import { WebappMapUsage } from './webapp-map-usage';
import { WebappsController } from './webapps.controller';
import { WebappsService } from './webapps.service';

/**
 * Themed map apps (web app templates) (issue: themed apps, sharing, gallery): CRUD with the tabs
 * of web maps by type, lists, the simple map app, the caller's rights and thumbnails (stored with
 * the content module's thumbnail pieces). Counts apps for the institution's contents and keeps them
 * with the institution or their owners like web maps (WebappLifecycle). Exports the service so
 * sharing and the gallery can load apps under the same policy.
 */
@Module({
  imports: [WebmapsModule, InstitutionsModule, ConstituentsModule, ContentModule],
  controllers: [WebappsController],
  providers: [WebappsService, OwnedContentLifecycle, WebappLifecycle, WebappMapUsage],
  exports: [WebappsService],
})
export class WebappsModule {}
