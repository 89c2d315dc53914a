// The public face of the webmaps module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { WebMapIdParamDto } from './dto/webmaps.dto';
export type { WebMapSaveDto } from './dto/webmaps.dto';
export { webMapRef } from './webmap-view';
export type { WebMapBrief } from './webmaps.queries';
export { PRUNE_MAP_REVISIONS_SQL } from './webmap-revisions.queries';
export { WebMapUsage, type WebMapUsers } from './webmap-usage';
export { WebMapsService } from './webmaps.service';
export { WebmapsModule } from './webmaps.module';
