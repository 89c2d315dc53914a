import { Module } from '@nestjs/common';
import { SharesModule } from '../shares';
import { ContentReactions } from './content-reactions.service';
import { ContentsController } from './contents.controller';
import { GalleryRequestsController } from './gallery-requests.controller';
import { GalleryController } from './gallery.controller';
import { GalleryService } from './gallery.service';
import { PublishedGalleryService } from './published-gallery.service';
import { SharedContentsService } from './shared-contents.service';

/**
 * Map gallery: applications, approvals, the public gallery, and the contents reactions
 * (bookmarks, recommendations, views) shared with /contents and my page (issue: themed apps,
 * sharing, gallery). GalleryRequestsController is registered first so /mapgallery/request is not
 * taken for an item number. Approval shares through the shares module's ShareStore. Exports ContentReactions (my page reads bookmarks and counters).
 */
@Module({
  controllers: [GalleryRequestsController, GalleryController, ContentsController],
  imports: [SharesModule],
  providers: [GalleryService, PublishedGalleryService, ContentReactions, SharedContentsService],
  exports: [ContentReactions],
})
export class GalleryModule {}
