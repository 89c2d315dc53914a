import { Module } from '@nestjs/common';
import { LinkPreviews } from './link-previews.service';

/** Link previews (Open Graph) of public content pages and the embed route's framing rule. */
@Module({ providers: [LinkPreviews], exports: [LinkPreviews] })
export class PreviewsModule {}
