// The public face of the content module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { contentListQuery, lifecycleSql, ownedContentTable, visibleColumns } from './content-table';
export type { ContentListFilter, ContentTable, OwnedRow } from './content-table';
export { ownedSummaryOf } from './content-view';
export type { OwnedSummary } from './content-view';
export { ContentFiles } from './content-files';
export { ContentThumbnailInterceptor } from './content-thumbnail.interceptor';
export type { ReceivedThumbnail } from './content-thumbnail.interceptor';
export { ContentThumbnailRoutes } from './content-thumbnail.routes';
export { ContentLifecycle } from './content-lifecycle';
export { ContentServices, OwnedContentService, ownedContentRef } from './owned-content.service';
export { ContentModule } from './content.module';
