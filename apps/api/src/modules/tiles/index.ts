// The public face of the tiles module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { LayerIdParamDto } from './dto/tiles.dto';
export { MVT_MEDIA_TYPE, etagMatches } from './tiles.service';
export type { TileAnswer } from './tiles.service';
export { TileFastPath } from './tile-fast-path.middleware';
export { TilesModule } from './tiles.module';
