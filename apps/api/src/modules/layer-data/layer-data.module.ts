import { Module } from '@nestjs/common';
import { LayerSources } from './layer-source.service';
import { LayerTables } from './layer-table';

/**
 * The per-layer data tables (`layers.l_<id>`, staging `layers.s_<id>`): their one owner. Names
 * (layer-tables.ts), the catalog's description (LayerTables for records, features and filters;
 * LayerSources for tiles and OGC), and every statement over them: import targets
 * (import-target.queries.ts), records, features and column values, filters, tiles, downloads
 * (ogr2ogr) and drop. Other modules call it through index.ts and never write SQL over these tables.
 */
@Module({ providers: [LayerTables, LayerSources], exports: [LayerTables, LayerSources] })
export class LayerDataModule {}
