import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOkResponse, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { UPLOAD_MAX_MB } from '@nuri/domain';
import type { Request, Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { LayerIdParamDto } from '../layers';
import { GeocodingReports } from './geocoding-reports.service';
import { localeOf } from '../../common/i18n/locale';
import {
  JobIdParamDto,
  JobStatusDto,
  UploadAcceptedDto,
  UploadLayerDto,
  WebCapabilitiesDto,
  WebCapabilitiesQueryDto,
} from './dto/imports.dto';
import { JobsService } from './jobs.service';
import { LayerUploadInterceptor, UPLOAD_FIELD, UPLOAD_MAX_FILES } from './layer-upload.interceptor';
import { LayerUploadsService } from './layer-uploads.service';
import type { ReceivedFile } from './prepare/upload-checks';
import { WebLayersService } from './web/web-layers.service';

@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('layers')
export class LayerUploadsController {
  constructor(
    private readonly uploads: LayerUploadsService,
    private readonly web: WebLayersService,
  ) {}

  /**
   * Creates a layer from an upload: shp (a zip of .shp/.shx/.dbf[/.prj/.cpg] or the parts), geocoding
   * (csv, txt, xls, xlsx with coordinate columns, or an address column geocoded in the worker), dxf, geotiff (≤ 50 MB), image (png/jpg ≤ 3 MB with a
   * world file or an extent): 202 with the import job to follow at GET /jobs/{jobId}. web (WMS, WFS,
   * WMTS, XYZ) and custom (an empty table) layers are ready at once: 201. Refusals: 400, 403, 413, 415.
   */
  @Post('upload')
  @UseInterceptors(LayerUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiExtraModels(UploadLayerDto)
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(UploadLayerDto) },
        {
          type: 'object',
          properties: {
            [UPLOAD_FIELD]: {
              type: 'array',
              maxItems: UPLOAD_MAX_FILES,
              items: { type: 'string', format: 'binary' },
              description: `The file(s); limits in MB: ${JSON.stringify(UPLOAD_MAX_MB)}`,
            },
          },
        },
      ],
    },
  })
  @ApiEnvelope(UploadAcceptedDto, { status: 202, description: 'Import accepted (files)' })
  @ApiEnvelope(UploadAcceptedDto, { status: 201, description: 'Layer created (web, custom)' })
  async upload(
    @CurrentUser() user: AuthUser,
    @UploadedFiles() files: ReceivedFile[] | undefined,
    @Body() dto: UploadLayerDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadAcceptedDto> {
    const accepted = await this.uploads.upload(user, files, dto);
    res.status(accepted.jobId ? HttpStatus.ACCEPTED : HttpStatus.CREATED);
    return accepted;
  }

  /** Reads a WMS/WFS/WMTS service's capabilities (public addresses only) and lists its sub-layers, storing nothing. */
  @Post('upload/capabilities')
  @HttpCode(200)
  @ApiEnvelope(WebCapabilitiesDto)
  capabilities(@Body() dto: WebCapabilitiesQueryDto): Promise<WebCapabilitiesDto> {
    return this.web.capabilities(dto.url, dto.serviceType);
  }
}

@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /**
   * State (waiting, active, completed, failed), stage (queued, converting, loading, geocoding, indexing, ready,
   * failed, cancelled), progress 0–100, error and, once completed, the import report of an import
   * job (its owner and admins).
   */
  @Get(':jobId')
  @ApiEnvelope(JobStatusDto)
  status(
    @CurrentUser() user: AuthUser,
    @Param() p: JobIdParamDto,
    @Req() req: Request,
  ): Promise<JobStatusDto> {
    return this.jobs.status(user, p.jobId, localeOf(req));
  }

  /**
   * Cancels a queued or running import (its owner and admins): the layer is removed with its
   * partial table and files, the GDAL process is stopped; answers the job, stage cancelled.
   * 409 when the import has already ended.
   */
  @Post(':jobId/cancel')
  @HttpCode(200)
  @ApiEnvelope(JobStatusDto)
  cancel(
    @CurrentUser() user: AuthUser,
    @Param() p: JobIdParamDto,
    @Req() req: Request,
  ): Promise<JobStatusDto> {
    return this.jobs.cancel(user, p.jobId, localeOf(req));
  }
}

@ApiTags('layers')
@Controller('layers')
export class GeocodingReportController {
  constructor(private readonly reports: GeocodingReports) {}

  /**
   * The import report of a layer made from an address table, as CSV (UTF-8 with BOM): every row
   * with its result (matched, ambiguous, not found), the reason, the address found, candidates,
   * longitude/latitude and whether it is in the layer. Whoever may view the layer; 404 for layers
   * not geocoded from addresses.
   */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/geocoding-report')
  @RawResponse()
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The report', schema: { type: 'string', format: 'binary' } })
  geocodingReport(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Req() req: Request): Promise<StreamableFile> {
    return this.reports.csv(user, p.lyrId, localeOf(req));
  }
}
