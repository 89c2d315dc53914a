// The public face of the attachments module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { AttachmentGroups } from './attachment-groups';
export { AttachmentStore } from './attachment-store';
export { AttachmentsModule } from './attachments.module';
