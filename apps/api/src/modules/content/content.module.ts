import { Module } from '@nestjs/common';
import { LayersModule } from '../layers';
import { ContentFiles } from './content-files';
import { ContentThumbnailInterceptor } from './content-thumbnail.interceptor';

/**
 * What web maps and themed apps (the owned contents of the builders) have in common: their
 * thumbnail files and the upload interceptor that receives them. Path rules of stored files are
 * the layers module's (LayerFiles).
 */
@Module({
  imports: [LayersModule],
  providers: [ContentFiles, ContentThumbnailInterceptor],
  exports: [ContentFiles, ContentThumbnailInterceptor],
})
export class ContentModule {}
