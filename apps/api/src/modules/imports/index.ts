// The public face of the imports module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export type { UploadLayerDto } from './dto/imports.dto';
export { ImportProcessor } from './jobs/import.processor';
export { ThumbnailProcessor } from './jobs/thumbnail.processor';
export { LayerUploadsService } from './layer-uploads.service';
export { ImportsWorkerModule } from './imports-worker.module';
export { ImportsModule } from './imports.module';
