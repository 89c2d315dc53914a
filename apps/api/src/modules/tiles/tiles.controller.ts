import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ErrorEnvelopeDto } from '../../common/envelope/envelope';
import { LayerIdParamDto, TileJsonDto, TileParamsDto, TileQueryDto, TimeExtentDto, TimeExtentQueryDto, VectorTileQueryDto } from './dto/tiles.dto';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { TileTimeService } from './tile-time.service';
import { RasterService } from './raster.service';
import { TileJsonService } from './tile-json.service';
import { MVT_MEDIA_TYPE, TilesService } from './tiles.service';

/**
 * Vector tiles, TileJSON and raster files of layers. Public routes: a layer shared with
 * everyone needs no token; otherwise the bearer token's user must pass the content-access
 * policy (403). `?userMapId=` asks for the layer "through" a web map that holds it.
 */
@Public()
@RawResponse()
@ApiTags('tiles')
@ApiResponse({ status: 'default', description: 'Error envelope (400 bad tile address, 403, 404, 409 layer not ready)', type: ErrorEnvelopeDto })
@ApiKeyScope('contents:read')
@Controller('tiles')
export class TilesController {
  constructor(
    private readonly tiles: TilesService,
    private readonly tileJson: TileJsonService,
    private readonly rasters: RasterService,
  ) {}

  /**
   * A Mapbox vector tile (EPSG:3857 XYZ grid) of a vector layer: 204 when empty, 304 for a
   * current If-None-Match; ETag from the layer's data version; X-Tile-Cache HIT or MISS. A cached
   * tile comes brotli- or gzip-compressed when the caller accepts it (stored so, never compressed
   * per request). With `?v=` naming the layer's current data version, a layer shared with
   * everyone is answered `Cache-Control: public, max-age=31536000, immutable`. `time` and
   * `timeColumn` keep only the features of a time window (the time slider): each window is its own
   * address, cache entry and ETag; 400 for a bad window, a missing half, an unknown column or one
   * that is not a date/time column.
   */
  @Get(':lyrId/:z/:x/:y.mvt')
  @ApiProduces(MVT_MEDIA_TYPE)
  @ApiOkResponse({ description: 'The tile', content: { [MVT_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 204, description: 'No feature in this tile' })
  @ApiResponse({ status: 304, description: 'Not modified' })
  async tile(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: TileParamsDto,
    @Query() q: VectorTileQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const r = { ifNoneMatch, v: q.v, acceptEncoding, time: q.time, timeColumn: q.timeColumn };
    const answer = await this.tiles.tile(user, p.lyrId, { z: p.z, x: p.x, y: p.y }, r, q.userMapId);
    const { Vary: vary, ...headers } = answer.headers;
    res.status(answer.status).set(headers);
    // Added to what CORS already varies on (Origin).
    if (vary) res.vary(vary);
    if (answer.body) res.end(answer.body);
    else res.end();
  }

  /** TileJSON 3.0.0 of a vector layer: tile URL template, zooms, bounds and attribute names. */
  @Get(':lyrId/tilejson.json')
  @ApiOkResponse({ type: TileJsonDto })
  describe(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: LayerIdParamDto,
    @Query() q: TileQueryDto,
    @Req() req: Request,
  ): Promise<TileJsonDto> {
    return this.tileJson.describe(user, p.lyrId, `${req.protocol}://${req.get('host')}`, q.userMapId);
  }

  /**
   * The layer's Cloud-Optimized GeoTIFF, with HTTP Range requests (206, Accept-Ranges,
   * Content-Range) for OpenLayers' GeoTIFF source, read from the object storage by range; with
   * STORAGE_PRESIGN_REDIRECT on S3, a 302 to a short-lived presigned address instead.
   */
  @Get(':lyrId/raster.tif')
  @ApiProduces('image/tiff')
  @ApiOkResponse({ description: 'The whole file', content: { 'image/tiff': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 206, description: 'The requested byte range' })
  @ApiResponse({ status: 302, description: 'A short-lived presigned address of the object (STORAGE_PRESIGN_REDIRECT with STORAGE_DRIVER=s3)' })
  async raster(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: LayerIdParamDto,
    @Query() q: TileQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.rasters.send(user, p.lyrId, q.userMapId, req, res);
  }
}

/**
 * The range of a layer's date/time column, for the time slider's ends (issue 24). Same access as
 * the layer's tiles: public for a layer shared with everyone, `?userMapId=` through a web map.
 */
@Public()
@ApiTags('tiles')
@ApiKeyScope('contents:read')
@Controller('tiles')
export class TileTimeController {
  constructor(private readonly time: TileTimeService) {}

  /** First and last value of the column as instants, and how many features have one. 400 for an unknown or non-date/time column. */
  @Get(':lyrId/time-extent')
  @ApiEnvelope(TimeExtentDto)
  extent(@CurrentUser() user: AuthUser | undefined, @Param() p: LayerIdParamDto, @Query() q: TimeExtentQueryDto): Promise<TimeExtentDto> {
    return this.time.extent(user, p.lyrId, q.timeColumn, q.userMapId);
  }
}
