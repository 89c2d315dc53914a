// The public face of the layer-data module, the one owner of the per-layer data tables
// (layers.l_<id>, staging layers.s_<id>): names, catalog, and every statement over them. Imports,
// layers, tiles and OGC call it from here (scripts/check-module-borders.mjs).
export { columnStatsSql, columnValueCountSql, columnValuesSql, histogramSql, numericSummarySql, quantileValuesSql, sortedValuesSql } from './column-values.queries';
export type { ColumnStatsRow, ColumnValueRow, NumericSummaryRow } from './column-values.queries';
export { isValueRejected } from './db-errors';
export { CUSTOM_COLUMN_SQL_TYPES, SYSTEM_COLUMN_NAMES, VERSION_DETAIL_SQL, addColumnSql, bulkUpdateSql, dropColumnSql, renameColumnSql } from './columns.queries';
export type { CustomColumnSqlType } from './columns.queries';
export { FORMAT_SPECS, OUTPUT_FORMATS, SHP_ENCODINGS, ogr2ogrArgs, pgEnvironment, runOgr2ogr } from './download/ogr2ogr';
export type { OutputFormat, ShpEncoding } from './download/ogr2ogr';
export { zipShapefile } from './download/shapefile-zip';
export { deleteFeatureSql, featureEditedSql, insertFeatureSql, updateFeatureSql } from './features.queries';
export { filterError } from './filter/filter-error';
export { FILTER_LIMITS, parseFilter } from './filter/filter-parser';
export { filterCondition } from './filter/filter.queries';
export type { SqlCondition } from './filter/filter.queries';
export { GEOMETRY_COLUMN_SQL, NUMBER_PATTERN, TABLE_COLUMNS_SQL, anyRowSql, badCoordinatesSql, badPointsSql, createCustomTableSql, createPointTableSql, deleteBadPointsSql, deleteEmptyGeometriesSql, dropTableSql, emptyGeometriesSql, identityKeySql, insertGeocodedRowsSql, insertPointsSql, keptRowsSql, restartKeySql, spatialIndexSql, stagingAddressBatchSql, tableExtentSql, transformPointsSql } from './import-target.queries';
export type { StagingColumn } from './import-target.queries';
export { LayerTables, findColumn } from './layer-table';
export type { LayerColumn, LayerTable } from './layer-table';
export { LAYER_SCHEMA, dropLayerTableSql } from './layer-table.queries';
export { FID_COLUMN, GEOM_COLUMN, catalogTableRef, layerTableOf, reimportTableOf, stagingTableOf } from './layer-tables';
export type { TableRef } from './layer-tables';
export { bboxSql, featureCountSql, featurePageSql, nonPropertyColumns } from './records.queries';
export type { BboxRow, FeatureRow } from './records.queries';
export { LABEL_LAYER_SUFFIX, tileSql, timeExtentSql } from './tile.queries';
export type { TileTimeColumn } from './tile.queries';
export { commonColumns, deleteAllSql, duplicateKeySql, insertRowsSql, replaceRecordDeletesSql, upsertBeforeSql, upsertRecordSql, upsertUpdateSql } from './reimport.queries';
export type { ColumnPair } from './reimport.queries';
export { LayerSources } from './layer-source.service';
export type { LayerColumn as SourceColumn, LayerSource, VectorLayer } from './layer-source.service';
export { LayerDataModule } from './layer-data.module';
export {
  CLOSE_VERSION_SQL,
  ENSURE_FIRST_VERSION_SQL,
  FEATURE_HISTORY_SQL,
  FEATURE_VERSION_SQL,
  GEOMETRY_VALIDITY_SQL,
  LAYER_VERSIONS_SQL,
  LOCK_LAYER_SQL,
  NEW_VERSION_SQL,
  PRUNE_LAYER_VERSIONS_SQL,
  RECORD_CHANGE_SQL,
  VERSION_EXISTS_SQL,
  featureNowSql,
  featureRowSql,
  layerRecountSql,
  ANALYZE_RESTORE_SQL,
  RESTORE_NO_JIT_SQL,
  restoreDeleteSql,
  restoreUpdateSql,
  restoreInsertSql,
  restoreKeySql,
  restoreRecordSql,
  restoreTargetsSql,
} from './history.queries';
