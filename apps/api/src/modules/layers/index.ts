// The public face of the layers module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { Layer } from './entities/layer.entity';
export { LayerIdParamDto } from './dto/layers.dto';
export { ImportReportDto, SKIPPED_ROWS_LISTED, importReportOf, REPORTED_UPLOAD_TYPES } from './dto/import-report.dto';
export { GeocodingReportDto, SkippedRowDto } from './dto/import-report.dto';
export { LayerFiles } from './files/layer-files';
export { LayerAccess, layerRef } from './layer-access.service';
export { LayersModule } from './layers.module';
