import { Module } from '@nestjs/common';
import { OwnedContentLifecycle, InstitutionsModule } from '../institutions';
import { ConstituentsModule } from '../constituents';
import { ContentModule } from '../content';
import { LayersModule } from '../layers';
import { WebMapLifecycle } from './webmap-lifecycle';
import { WebMapRevisionsController } from './webmap-revisions.controller';
import { WebMapRevisions } from './webmap-revisions.service';
import { WebMapsController } from './webmaps.controller';
import { WebMapsService } from './webmaps.service';
import { WebMapUsage } from './webmap-usage';

/**
 * Web maps (issue: base maps, web maps and the map builder): CRUD with the saved view, base map
 * and TOC, lists of my maps and of maps shared with me, TOC routes, thumbnails and saved
 * revisions with restore (WebMapRevisions). Uses the
 * layers module for layer viewability (LayerAccess) and the content module for thumbnails.
 * Counts maps for the institution's contents, and keeps them with the institution when a member
 * is removed or with their owners when an institution withdraws (WebMapLifecycle).
 * Exports the service so themed apps and sharing can load maps under the same policy.
 */
@Module({
  imports: [LayersModule, InstitutionsModule, ConstituentsModule, ContentModule],
  controllers: [WebMapsController, WebMapRevisionsController],
  providers: [WebMapsService, WebMapRevisions, WebMapUsage, OwnedContentLifecycle, WebMapLifecycle],
  exports: [WebMapsService, WebMapUsage],
})
export class WebmapsModule {}
