import { Module } from '@nestjs/common';
import { LayersModule } from '../layers';
import { LayerDataModule } from '../layer-data';
import { RasterService } from './raster.service';
import { TileCache } from './tile-cache.service';
import { TileFastPath } from './tile-fast-path.middleware';
import { TileJsonService } from './tile-json.service';
import { TileRenderer } from './tile-renderer.service';
import { TileTimeController, TilesController } from './tiles.controller';
import { TileTimeService } from './tile-time.service';
import { TilesService } from './tiles.service';

/**
 * Vector tiles (ST_AsMVT, cached in Redis by data version), TileJSON and raster files of layers
 * (issue: layers). Exports LayerDataModule (LayerSources, the description of layer tables the OGC API reuses).
 * Anonymous tile requests go through TileFastPath first, a front route configure-app.ts puts in
 * front of the framework (the same answer without its pipeline; everything else falls through to
 * TilesController).
 */
@Module({
  imports: [LayersModule, LayerDataModule],
  controllers: [TilesController, TileTimeController],
  providers: [TileTimeService, TilesService, TileJsonService, RasterService, TileCache, TileRenderer, TileFastPath],
  exports: [LayerDataModule, TileCache, TileFastPath],
})
export class TilesModule {}
