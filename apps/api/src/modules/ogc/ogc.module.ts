import { Module } from '@nestjs/common';
import { LayersModule } from '../layers';
import { TilesModule } from '../tiles';
import { OgcController } from './ogc.controller';
import { OgcService } from './ogc.service';

/**
 * OGC API – Features (read) over the vector layers (issue: layers); layer tables are described by
 * the tiles feature's LayerSources, access decided by the content-access policy.
 */
@Module({
  imports: [LayersModule, TilesModule],
  controllers: [OgcController],
  providers: [OgcService],
})
export class OgcModule {}
