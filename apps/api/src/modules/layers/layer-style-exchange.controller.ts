import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerStyleDto, LayerStyleJsonDto } from './dto/style.dto';
import { LayerStyleExchange } from './layer-style-exchange.service';
import { SldBody, SldUploadInterceptor, type SldUpload } from './style/sld-upload.interceptor';

const SLD_TYPE = 'application/vnd.ogc.sld+xml; charset=utf-8';
const attachment = (name: string, ext: string) => `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.${ext}`)}`;

/** Style interchange of vector layers: SLD 1.1 and MapLibre style exports, SLD import (issue 24). */
@ApiTags('layers')
@Controller('layers')
export class LayerStyleExchangeController {
  constructor(private readonly exchange: LayerStyleExchange) {}

  /** The layer's JSON style as an SLD 1.1 document (viewers; 409 for a raster or group layer). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/style/export/sld')
  @RawResponse()
  @ApiProduces('application/vnd.ogc.sld+xml')
  @ApiOkResponse({ description: 'The SLD 1.1 document', schema: { type: 'string' } })
  async sld(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { name, xml } = await this.exchange.sld(user, p.lyrId);
    // Set here, not by @Header: an error answers with the JSON envelope and its own type.
    res.setHeader('Content-Type', SLD_TYPE);
    res.setHeader('Content-Disposition', attachment(name, 'sld'));
    return xml;
  }

  /** The layer's JSON style as a MapLibre style (version 8) over its vector tiles (viewers). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/style/export/maplibre')
  @RawResponse()
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The MapLibre style document', schema: { type: 'object' } })
  async mapLibre(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const style = await this.exchange.mapLibre(user, p.lyrId, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    res.setHeader('Content-Disposition', attachment(String(style.name), 'json'));
    return style;
  }

  /**
   * A given style of the layer (the map builder's current one, saved or not) as an SLD 1.1
   * document (viewers): 400 when the style is not valid, 409 for a raster or group layer.
   */
  @ApiKeyScope('contents:read')
  @Post(':lyrId/style/export/sld')
  @HttpCode(200)
  @RawResponse()
  @ApiProduces('application/vnd.ogc.sld+xml')
  @ApiOkResponse({ description: 'The SLD 1.1 document', schema: { type: 'string' } })
  async sldOf(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerStyleJsonDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { name, xml } = await this.exchange.sldOf(user, p.lyrId, dto.styleJson);
    // Set here, not by @Header: an error answers with the JSON envelope and its own type.
    res.setHeader('Content-Type', SLD_TYPE);
    res.setHeader('Content-Disposition', attachment(name, 'sld'));
    return xml;
  }

  /** A given style of the layer (the map builder's current one) as a MapLibre style (viewers; 400 when not valid). */
  @ApiKeyScope('contents:read')
  @Post(':lyrId/style/export/maplibre')
  @HttpCode(200)
  @RawResponse()
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The MapLibre style document', schema: { type: 'object' } })
  async mapLibreOf(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @Body() dto: LayerStyleJsonDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const style = await this.exchange.mapLibre(user, p.lyrId, `${req.protocol}://${req.get('host') ?? 'localhost'}`, dto.styleJson);
    res.setHeader('Content-Disposition', attachment(String(style.name), 'json'));
    return style;
  }

  /**
   * Reads an SLD (1.1, or 1.0 with CssParameter) into the layer's JSON style (editors), as a
   * multipart 'file' (.sld or .xml) or an XML body: value rules become categorised classes,
   * range rules graduated classes, the ElseFilter rule the base symbol; labels stay. 400 for
   * filters it does not read; 413 over 1 MB.
   */
  @Put(':lyrId/style/import/sld')
  @UseInterceptors(SldUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/xml', 'text/xml', 'application/vnd.ogc.sld+xml')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiEnvelope(LayerStyleDto)
  importSld(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @SldBody() upload: SldUpload | undefined): Promise<LayerStyleDto> {
    return this.exchange.importSld(user, p.lyrId, upload);
  }
}
