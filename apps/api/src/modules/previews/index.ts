// The public face of the previews module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { LinkPreviews, pageOf } from './link-previews.service';
export type { LinkPreview, PagePath } from './link-previews.service';
export { previewTags, withPreview } from './preview-html';
export { PreviewsModule } from './previews.module';
