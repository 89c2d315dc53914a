import { Module } from '@nestjs/common';
import { LayersModule } from '../layers/layers.module';
import { WebMapFiles } from './webmap-files';
import { WebMapThumbnailInterceptor } from './webmap-thumbnail.interceptor';
import { WebMapsController } from './webmaps.controller';
import { WebMapsService } from './webmaps.service';

/**
 * Web maps (issue: base maps, web maps and the map builder): CRUD with the saved view, base map
 * and TOC, lists of my maps and of maps shared with me, TOC routes and thumbnails. Uses the
 * layers module for layer viewability (LayerAccess) and the storage rules of stored files.
 * Exports the service so themed apps and sharing can load maps under the same policy.
 */
@Module({
  imports: [LayersModule],
  controllers: [WebMapsController],
  providers: [WebMapsService, WebMapFiles, WebMapThumbnailInterceptor],
  exports: [WebMapsService],
})
export class WebmapsModule {}
