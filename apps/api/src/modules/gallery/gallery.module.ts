import { Module } from '@nestjs/common';

/** Map gallery: applications, approvals, public gallery, bookmarks, recommendations, views (issue: themed apps, sharing, gallery). */
@Module({})
export class GalleryModule {}
