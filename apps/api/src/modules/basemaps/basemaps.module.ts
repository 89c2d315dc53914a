import { Module } from '@nestjs/common';
import { BaseMapsController } from './base-maps.controller';
import { BaseMapsService } from './base-maps.service';
import { OfflineTilesController } from './offline/offline-tiles.controller';
import { OfflineTiles } from './offline/offline-tiles.service';
import { PickerCache } from './picker-cache.service';

/**
 * Base maps (issue: base maps, web maps and the map builder): CRUD for provider admins, the
 * public list with the Redis-cached picker query, thumbnails, and the offline base map's tiles.
 */
@Module({
  // The offline tiles controller comes first: its route is more specific than /basemap/:bcrnMapId.
  controllers: [OfflineTilesController, BaseMapsController],
  providers: [BaseMapsService, PickerCache, OfflineTiles],
  exports: [BaseMapsService],
})
export class BasemapsModule {}
