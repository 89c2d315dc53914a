// The public face of the tiles module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { LayerIdParamDto } from './dto/tiles.dto';
export { MVT_BUFFER, MVT_EXTENT, assertTileAddress, intersectBoxes } from './tile-grid';
export type { Box, TileAddress } from './tile-grid';
export { LayerSources } from './layer-source.service';
export type { LayerSource, VectorLayer } from './layer-source.service';
export { MVT_MEDIA_TYPE, etagMatches } from './tiles.service';
export type { TileAnswer } from './tiles.service';
export { TilesModule } from './tiles.module';
