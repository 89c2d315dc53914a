import { Body, Controller, Delete, Get, Header, Param, Put, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerStyleDto, LayerStyleJsonDto } from './dto/style.dto';
import { LayerStyles } from './layer-style.service';
import { SldBody, SldUploadInterceptor, type SldUpload } from './style/sld-upload.interceptor';

/** Layer styles: the builder's JSON style and an SLD document for published layers. */
@ApiTags('layers')
@Controller('layers')
export class LayerStyleController {
  constructor(private readonly styles: LayerStyles) {}

  /** The JSON style, whether an SLD is stored and the SLD itself (viewers). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/style')
  @ApiEnvelope(LayerStyleDto)
  get(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerStyleDto> {
    return this.styles.get(user, p.lyrId);
  }

  /** Saves the builder's JSON style (editors); bumps the data version. */
  @Put(':lyrId/style')
  @ApiEnvelope(LayerStyleDto)
  setJson(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerStyleJsonDto): Promise<LayerStyleDto> {
    return this.styles.setJson(user, p.lyrId, dto.styleJson);
  }

  /** The stored SLD document (viewers; 404 when none). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/style/sld')
  @RawResponse()
  @Header('Content-Type', 'application/vnd.ogc.sld+xml; charset=utf-8')
  @ApiProduces('application/vnd.ogc.sld+xml')
  @ApiOkResponse({ description: 'The SLD document', schema: { type: 'string' } })
  sld(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<string> {
    return this.styles.sld(user, p.lyrId);
  }

  /**
   * Uploads an SLD (editors), as a multipart 'file' (.sld or .xml) or an XML body
   * (application/xml, text/xml, application/vnd.ogc.sld+xml): only when the layer is published
   * (409 otherwise), UTF-8, at most 1 MB (413), well-formed XML whose root is StyledLayerDescriptor (400).
   */
  @Put(':lyrId/style/sld')
  @UseInterceptors(SldUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/xml', 'text/xml', 'application/vnd.ogc.sld+xml')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiEnvelope(LayerStyleDto)
  setSld(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @SldBody() upload: SldUpload | undefined): Promise<LayerStyleDto> {
    return this.styles.setSld(user, p.lyrId, upload);
  }

  /** Removes the SLD (editors). */
  @Delete(':lyrId/style/sld')
  @ApiEnvelope(LayerStyleDto)
  removeSld(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerStyleDto> {
    return this.styles.removeSld(user, p.lyrId);
  }
}
