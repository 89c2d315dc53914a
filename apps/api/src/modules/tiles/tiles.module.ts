import { Module } from '@nestjs/common';
import { LayersModule } from '../layers/layers.module';
import { LayerSources } from './layer-source.service';
import { RasterService } from './raster.service';
import { TileCache } from './tile-cache.service';
import { TileJsonService } from './tile-json.service';
import { TileRenderer } from './tile-renderer.service';
import { TilesController } from './tiles.controller';
import { TilesService } from './tiles.service';

/**
 * Vector tiles (ST_AsMVT, cached in Redis by data version), TileJSON and raster files of layers
 * (issue: layers). Exports LayerSources, the description of layer tables the OGC API reuses.
 */
@Module({
  imports: [LayersModule],
  controllers: [TilesController],
  providers: [TilesService, TileJsonService, RasterService, LayerSources, TileCache, TileRenderer],
  exports: [LayerSources, TileCache],
})
export class TilesModule {}
