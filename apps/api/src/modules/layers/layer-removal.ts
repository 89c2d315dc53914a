import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Layer } from './entities/layer.entity';
import { LayerFiles } from './files/layer-files';
import { LayerTables, dropLayerTableSql } from '../layer-data';
import { DELETE_LAYER_SHARES_SQL, DELETE_LAYER_SQL } from './layers.queries';

/**
 * Deletes a layer with everything that belongs to it: its share entries, its group memberships
 * (a group keeps its other layers), its items when it is a group, its data table, and its
 * raster and thumbnail files (after the database change is committed).
 */
@Injectable()
export class LayerRemoval {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tables: LayerTables,
    private readonly files: LayerFiles,
  ) {}

  async remove(layer: Pick<Layer, 'lyrId' | 'tableNm' | 'thumbnailPath' | 'rasterPath'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(DELETE_LAYER_SHARES_SQL, [layer.lyrId]);
      await tx.query(DELETE_LAYER_SQL, [layer.lyrId]);
      const table = layer.tableNm ? await this.tables.tableName(layer.tableNm, tx) : null;
      if (table) await tx.query(dropLayerTableSql(table));
    });
    await this.files.remove([layer.thumbnailPath, layer.rasterPath]);
  }
}
