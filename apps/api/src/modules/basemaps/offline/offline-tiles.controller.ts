import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/auth/decorators';
import { ErrorEnvelopeDto } from '../../../common/envelope/envelope';
import { RawResponse } from '../../../common/envelope/raw-response.decorator';
import { MVT_MEDIA_TYPE } from '../../tiles';
import { OfflineTileParamsDto } from '../dto/basemaps.dto';
import { OfflineTiles } from './offline-tiles.service';

/** The built-in offline base map (OFFLINE_WORLD): Natural Earth countries as vector tiles. */
@Public()
@RawResponse()
@ApiTags('basemaps')
@ApiResponse({
  status: 'default',
  description: 'Error envelope (400 bad tile address)',
  type: ErrorEnvelopeDto,
})
@Controller('basemap/offline/tiles')
export class OfflineTilesController {
  constructor(private readonly tiles: OfflineTiles) {}

  /**
   * A Mapbox vector tile (EPSG:3857 XYZ grid) with layers `countries` (polygons) and
   * `country_labels` (one point per country), both with `name` (English) and `iso` (ISO 3166-1
   * numeric): 204 when empty, 304 for a current If-None-Match; public, cached for a day.
   */
  @Get(':z/:x/:y.mvt')
  @ApiProduces(MVT_MEDIA_TYPE)
  @ApiOkResponse({
    description: 'The tile',
    content: { [MVT_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 204, description: 'No country in this tile' })
  @ApiResponse({ status: 304, description: 'Not modified' })
  async tile(
    @Param() p: OfflineTileParamsDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.tiles.tile({ z: p.z, x: p.x, y: p.y }, ifNoneMatch);
    res.status(answer.status).set(answer.headers);
    if (answer.body) res.end(answer.body);
    else res.end();
  }
}
