import { Module } from '@nestjs/common';
import { GeocodingModule } from '../geocoding';
import { AddressImport } from './worker/address-import';
import { QueueModule } from '../../jobs/queue.module';
import { OfflinePainter } from '../basemaps';
import { GdalCli } from './gdal/gdal-cli';
import { ImportStorage } from './import-storage';
import { ImportProcessor } from './jobs/import.processor';
import { ThumbnailProcessor } from './jobs/thumbnail.processor';
import { GdalPoints } from './worker/geocoding-gdal-points';
import { GeocodingImport } from './worker/geocoding-import';
import { ImportDevHold } from './worker/import-cancel';
import { StagingPoints } from './worker/geocoding-staging';
import { ImportRunner } from './worker/import-runner';
import { ReimportRunner } from './worker/reimport-runner';
import { LayerThumbnailQueue } from './layer-thumbnail.queue';
import { LayerDataModule } from '../layer-data';
import { LiveModule } from '../live';
import { LayerThumbnails } from './worker/layer-thumbnails';
import { OgrToPostgis } from './worker/ogr-to-postgis';
import { RasterImport } from './worker/raster-import';
import { VectorImport } from './worker/vector-import';
import { WorkFolderSweeper } from './worker/work-sweeper';

/**
 * The worker side of layer uploads (registered only by the worker entrypoint, never by the HTTP
 * API): the import and thumbnail processors and the GDAL conversions behind them.
 */
@Module({
  imports: [QueueModule, LayerDataModule, LiveModule, GeocodingModule],
  providers: [
    GdalCli,
    ImportStorage,
    OgrToPostgis,
    VectorImport,
    GdalPoints,
    StagingPoints,
    AddressImport,
    GeocodingImport,
    RasterImport,
    OfflinePainter,
    LayerThumbnails,
    ImportDevHold,
    ReimportRunner,
    LayerThumbnailQueue,
    ImportRunner,
    WorkFolderSweeper,
    ImportProcessor,
    ThumbnailProcessor,
  ],
  exports: [ImportProcessor, ThumbnailProcessor, WorkFolderSweeper],
})
export class ImportsWorkerModule {}
