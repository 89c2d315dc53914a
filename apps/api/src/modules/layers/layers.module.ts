import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Layer } from './entities/layer.entity';
import { LayerAccess } from './layer-access.service';

/** Layer records, their data tables and the routes over them (spec 001 §2, §3, §7 "Layers"). */
@Module({
  imports: [TypeOrmModule.forFeature([Layer])],
  providers: [LayerAccess],
  exports: [LayerAccess, TypeOrmModule],
})
export class LayersModule {}
