import { Module } from '@nestjs/common';
import { LayersModule } from '../layers';
import { ContentFiles } from './content-files';
import { ContentThumbnailInterceptor } from './content-thumbnail.interceptor';
import { ContentServices } from './owned-content.service';

/**
 * What web maps and themed apps (the owned contents of the builders) have in common: the base of
 * their services (OwnedContentService over a ContentTable: loading, paged lists, rights, deleting
 * with share entries and thumbnail, the thumbnail file routes), the base of their controllers
 * (ContentThumbnailRoutes), their lifecycle registration (ContentLifecycle), their thumbnail files
 * and the upload interceptor that receives them. Path rules of stored files are the layers
 * module's (LayerFiles); rights are the access policy's.
 */
@Module({
  imports: [LayersModule],
  providers: [ContentFiles, ContentThumbnailInterceptor, ContentServices],
  exports: [ContentFiles, ContentThumbnailInterceptor, ContentServices],
})
export class ContentModule {}
