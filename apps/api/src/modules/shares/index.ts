// The public face of the shares module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { ShareStore } from './share-store';
export { SharesService } from './shares.service';
export { SharesModule } from './shares.module';
