import { applyDecorators, Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../common/envelope/envelope';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { localeOf } from '../../common/i18n/locale';
import { MapServicesDto } from './dto/map-proxy.dto';
import { MapProxyService, type ProxiedService } from './map-proxy.service';

const ProxyDoc = () =>
  applyDecorators(
    ApiQuery({
      name: 'upstream',
      required: true,
      description: 'Name of a configured upstream (MAP_PROXY_UPSTREAMS, vworld with VWORLD_API_KEY)',
    }),
    ApiQuery({
      name: 'REQUEST',
      required: true,
      description:
        'OGC request (WMS: GetCapabilities, GetMap, GetFeatureInfo, GetLegendGraphic; WFS: GetCapabilities, DescribeFeatureType, GetFeature)',
    }),
    ApiProduces('image/png', 'image/jpeg', 'application/xml', 'application/json'),
    ApiOkResponse({ description: "The upstream's answer (status and content type passed on)" }),
    ApiResponse({
      status: 'default',
      description:
        'Error envelope: 400 parameter not allowed, 404 unknown upstream, 429, 503 upstream failed, timed out or too large',
      type: ErrorEnvelopeDto,
    }),
  );

/** The external map services the builder needs, and the WMS/WFS proxies to configured upstreams. */
@Public()
@ApiTags('map')
@Controller('map')
export class MapProxyController {
  constructor(private readonly proxy: MapProxyService) {}

  /** Whether the parcel lookup and road view services are configured (with the reason when not), and the proxy upstream names. */
  @Get('services')
  @ApiEnvelope(MapServicesDto)
  services(@Req() req: Request): MapServicesDto {
    return this.proxy.services(localeOf(req));
  }

  /** WMS of a configured upstream: `?upstream=<name>&<OGC parameters>`; keys are added by the server. */
  @Get('wms')
  @RawResponse()
  @ProxyDoc()
  async wms(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.pass('wms', req, res);
  }

  /** WFS of a configured upstream: `?upstream=<name>&<OGC parameters>`; keys are added by the server. */
  @Get('wfs')
  @RawResponse()
  @ProxyDoc()
  async wfs(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.pass('wfs', req, res);
  }

  private async pass(service: ProxiedService, req: Request, res: Response): Promise<void> {
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const answer = await this.proxy.forward(service, query, req.ip);
    res
      .status(answer.status)
      .set({
        'Content-Type': answer.contentType,
        'Cache-Control': 'private, max-age=60',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      .end(answer.body);
  }
}
