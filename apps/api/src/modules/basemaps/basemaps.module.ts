import { Module } from '@nestjs/common';
import { BaseMapsController } from './base-maps.controller';
import { BaseMapPreviews } from './base-map-previews';
import { BaseMapsService } from './base-maps.service';
import { OfflinePainter } from './offline/offline-painter';
import { OfflineTilesController } from './offline/offline-tiles.controller';
import { OfflineTiles } from './offline/offline-tiles.service';
import { PickerCache } from './picker-cache.service';
import { PickerFastPath } from './picker-fast-path.middleware';

/**
 * Base maps (issue: base maps, web maps and the map builder): CRUD for provider admins, the
 * public list with the Redis-cached picker query, thumbnails and rendered previews, and the
 * offline base map's tiles.
 * Anonymous picker requests go through PickerFastPath first, a front route configure-app.ts puts
 * in front of the framework (the same answer without its pipeline).
 */
@Module({
  // The offline tiles controller comes first: its route is more specific than /basemap/:bcrnMapId.
  controllers: [OfflineTilesController, BaseMapsController],
  providers: [BaseMapsService, PickerCache, OfflineTiles, PickerFastPath, OfflinePainter, BaseMapPreviews],
  exports: [BaseMapsService, PickerFastPath],
})
export class BasemapsModule {}
