// The public face of the apikeys module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { ApiUsageFlusher } from './api-usage.flusher';
export { ApiKeysModule } from './apikeys.module';
