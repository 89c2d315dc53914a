import { Module } from '@nestjs/common';
import { OwnedContentLifecycle, InstitutionsModule } from '../institutions';
import { ConstituentsModule } from '../constituents';
import { LayersModule } from '../layers';
import { WebMapLifecycle } from './webmap-lifecycle';
import { WebMapFiles } from './webmap-files';
import { WebMapThumbnailInterceptor } from './webmap-thumbnail.interceptor';
import { WebMapsController } from './webmaps.controller';
import { WebMapsService } from './webmaps.service';

/**
 * Web maps (issue: base maps, web maps and the map builder): CRUD with the saved view, base map
 * and TOC, lists of my maps and of maps shared with me, TOC routes and thumbnails. Uses the
 * layers module for layer viewability (LayerAccess) and the storage rules of stored files.
 * Counts maps for the institution's contents, and keeps them with the institution when a member
 * is removed or with their owners when an institution withdraws (WebMapLifecycle).
 * Exports the service so themed apps and sharing can load maps under the same policy, and the
 * thumbnail pieces (files, upload interceptor) themed apps store their thumbnails with.
 */
@Module({
  imports: [LayersModule, InstitutionsModule, ConstituentsModule],
  controllers: [WebMapsController],
  providers: [WebMapsService, WebMapFiles, WebMapThumbnailInterceptor, OwnedContentLifecycle, WebMapLifecycle],
  exports: [WebMapsService, WebMapFiles, WebMapThumbnailInterceptor],
})
export class WebmapsModule {}
