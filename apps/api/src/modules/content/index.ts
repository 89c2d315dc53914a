// The public face of the content module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { ContentFiles } from './content-files';
export { ContentThumbnailInterceptor } from './content-thumbnail.interceptor';
export type { ReceivedThumbnail } from './content-thumbnail.interceptor';
export { ContentModule } from './content.module';
