// The public face of the gallery module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { CONTENT_COLUMNS, CONTENT_KEYS_CONDITION, contentKeysUnion, contentThumbnailUrl, contentsUnion, joinContentInfo } from './contents.queries';
export type { ContentRow } from './contents.queries';
export { ContentReactions } from './content-reactions.service';
export { GalleryService } from './gallery.service';
export { GalleryModule } from './gallery.module';
