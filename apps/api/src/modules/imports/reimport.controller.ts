import { Body, Controller, HttpCode, HttpStatus, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { LayerIdParamDto } from '../layers';
import { UploadAcceptedDto } from './dto/imports.dto';
import { ReimportLayerDto } from './dto/reimport.dto';
import { LayerUploadInterceptor, UPLOAD_FIELD, UPLOAD_MAX_FILES } from './layer-upload.interceptor';
import { LayerReimportService } from './layer-reimport.service';
import type { ReceivedFile } from './prepare/upload-checks';

@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('layers')
export class LayerReimportController {
  constructor(private readonly reimports: LayerReimportService) {}

  /**
   * Updates an uploaded vector layer's data (shp, geocoding, dxf) from a new file of its type, for
   * its editors: mode `replace` (the file's rows become the features) or `upsert` by `keyColumn`
   * (rows update the features with the same key value, the others are added; the key must be in
   * the layer and the file, unique in the file). 202 with the import job (GET /jobs/{jobId}: stages,
   * progress, cancel; once completed `reimport` says what changed). The result is ONE new layer
   * version (REIMPORT); restoring the version before it undoes it. Refusals: 400, 403, 409, 413, 415.
   */
  @Post(':lyrId/reimport')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseInterceptors(LayerUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(ReimportLayerDto)
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(ReimportLayerDto) },
        {
          type: 'object',
          properties: {
            [UPLOAD_FIELD]: { type: 'array', maxItems: UPLOAD_MAX_FILES, items: { type: 'string', format: 'binary' }, description: 'The new file(s)' },
          },
        },
      ],
    },
  })
  @ApiEnvelope(UploadAcceptedDto, { status: 202, description: 'Re-import accepted' })
  reimport(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @UploadedFiles() files: ReceivedFile[] | undefined,
    @Body() dto: ReimportLayerDto,
  ): Promise<UploadAcceptedDto> {
    return this.reimports.start(user, p.lyrId, files, dto);
  }
}
