import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Layer } from './entities/layer.entity';
import { LayerFiles } from './files/layer-files';
import { LayerAccess } from './layer-access.service';
import { LayerAttributes } from './layer-attributes.service';
import { LayerColumnValuesController } from './layer-column-values.controller';
import { LayerColumnValues } from './layer-column-values.service';
import { LayerColumnClasses } from './layer-column-classes.service';
import { LayerStyleExchangeController } from './layer-style-exchange.controller';
import { LayerStyleExchange } from './layer-style-exchange.service';
import { LayerDataController } from './layer-data.controller';
import { LayerDownloads } from './layer-download.service';
import { LayerFeaturesController } from './layer-features.controller';
import { LayerFeatures } from './layer-features.service';
import { LayerEventsController } from './layer-events.controller';
import { LiveEventsController } from './live-events.controller';
import { LayerHistoryController } from './layer-history.controller';
import { LayerColumnsController } from './layer-columns.controller';
import { LayerColumns } from './layer-columns.service';
import { LayerHistory } from './layer-history.service';
import { LayerGroupsController } from './layer-groups.controller';
import { LayerGroups } from './layer-groups.service';
import { LayerRemoval } from './layer-removal';
import { LayerStyleController } from './layer-style.controller';
import { LayerStyles } from './layer-style.service';
import { LayerDataModule } from '../layer-data';
import { LiveModule } from '../live';
import { InstitutionsModule } from '../institutions';
import { LayerCounts } from './layer-counts';
import { LayerThumbnailController } from './layer-thumbnail.controller';
import { LayerThumbnails } from './layer-thumbnails.service';
import { LayersController } from './layers.controller';
import { LayersService } from './layers.service';
import { LayerSearchTotals } from './layer-search-totals';

/**
 * Layer records, their data tables and the routes over them (spec 001 §2, §3, §7 "Layers").
 * Exports LayerAccess (the policy for every layer route, tiles and OGC included), LayerDataModule
 * (the per-layer data tables' store), LayerFiles and LayerThumbnails (the importer stores thumbnails)
 * and LayerRemoval.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Layer]), LayerDataModule, LiveModule, InstitutionsModule],
  controllers: [
    LayersController,
    LayerDataController,
    LayerThumbnailController,
    LayerStyleController,
    LayerFeaturesController,
    LayerHistoryController,
    LayerColumnsController,
    LayerEventsController,
    LiveEventsController,
    LayerGroupsController,
    LayerColumnValuesController,
    LayerStyleExchangeController,
  ],
  providers: [
    LayerAccess,
    LayerSearchTotals,
    LayerFiles,
    LayerRemoval,
    LayersService,
    LayerThumbnails,
    LayerAttributes,
    LayerDownloads,
    LayerStyles,
    LayerFeatures,
    LayerHistory,
    LayerColumns,
    LayerGroups,
    LayerColumnValues,
    LayerColumnClasses,
    LayerStyleExchange,
    LayerCounts,
  ],
  exports: [LayerAccess, LayerDataModule, LayerFiles, LayerThumbnails, LayerRemoval, TypeOrmModule],
})
export class LayersModule {}
