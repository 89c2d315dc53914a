import { Module } from '@nestjs/common';
import { QueueModule } from '../../jobs/queue.module';
import { LayersModule } from '../layers';
import { LayerDataModule } from '../layer-data';
import { CustomLayersService } from './custom-layers.service';
import { GdalCli } from './gdal/gdal-cli';
import { ImportStorage } from './import-storage';
import { GeocodingReportController, JobsController, LayerUploadsController } from './imports.controller';
import { GeocodingReports } from './geocoding-reports.service';
import { JobsService } from './jobs.service';
import { LayerThumbnailQueue } from './layer-thumbnail.queue';
import { LayerUploadInterceptor } from './layer-upload.interceptor';
import { LayerUploadsService } from './layer-uploads.service';
import { LayerReimportService } from './layer-reimport.service';
import { LayerReimportController } from './reimport.controller';
import { DxfPreparer } from './prepare/dxf.preparer';
import { GeocodingPreparer } from './prepare/geocoding.preparer';
import { RasterPreparer } from './prepare/raster.preparer';
import { ShpPreparer } from './prepare/shp.preparer';
import { SrsCatalog } from './prepare/srs-catalog';
import { WebLayersService } from './web/web-layers.service';

/**
 * Layer uploads (spec 001 §2 "Layer upload widget", §5): POST /layers/upload checks the upload
 * and creates the layer and its import job; GET /jobs/{jobId} follows it. The conversion runs in
 * the worker (ImportsWorkerModule). Other features ask for a new thumbnail through LayerThumbnailQueue.
 */
@Module({
  imports: [LayersModule, LayerDataModule, QueueModule],
  controllers: [LayerUploadsController, LayerReimportController, JobsController, GeocodingReportController],
  providers: [
    GdalCli,
    ImportStorage,
    SrsCatalog,
    ShpPreparer,
    GeocodingPreparer,
    DxfPreparer,
    RasterPreparer,
    WebLayersService,
    CustomLayersService,
    LayerUploadsService,
    LayerReimportService,
    LayerUploadInterceptor,
    JobsService,
    GeocodingReports,
    LayerThumbnailQueue,
  ],
  exports: [LayerThumbnailQueue],
})
export class ImportsModule {}
