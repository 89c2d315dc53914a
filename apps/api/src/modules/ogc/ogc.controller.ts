import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ErrorEnvelopeDto } from '../../common/envelope/envelope';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { LayerIdParamDto } from '../tiles';
import { OgcFormatQueryDto, OgcItemParamsDto, OgcItemsQueryDto, OgcLayerQueryDto, OgcPageQueryDto } from './dto/ogc.dto';
import { CRS84, GEOJSON_TYPE, type CollectionDocument, type OgcLink } from './ogc-documents';
import { OgcService } from './ogc.service';

const originOf = (req: Request): string => `${req.protocol}://${req.get('host')}`;
const JSON_DOC = { schema: { type: 'object' } };

function sendGeoJson(res: Response, body: string): void {
  res.type(GEOJSON_TYPE).set('Content-Crs', `<${CRS84}>`).send(body);
}

/**
 * OGC API – Features (read): GeoJSON in CRS84, readable by GDAL's OAPIF driver and QGIS.
 * Public routes: anonymous callers see layers shared with everyone; a bearer token adds the
 * layers its user may view; `?userMapId=` on a collection, its items and a feature reads the
 * layer "through" a web map holding it. Answers are plain OGC documents, not the envelope.
 */
@Public()
@RawResponse()
@ApiTags('ogc')
@ApiResponse({ status: 'default', description: 'Error envelope (400 bad parameter, 403, 404, 409 layer not ready)', type: ErrorEnvelopeDto })
@ApiKeyScope('contents:read')
@Controller('ogc')
export class OgcController {
  constructor(private readonly ogc: OgcService) {}

  /** Landing page: links to the API definition, conformance and collections. */
  @Get()
  @ApiOkResponse({ content: { 'application/json': JSON_DOC } })
  landing(@Req() req: Request, @Query() _q: OgcFormatQueryDto): { title: string; description: string; links: OgcLink[] } {
    return this.ogc.landing(originOf(req));
  }

  /** Conformance classes: core, GeoJSON, OpenAPI 3.0. */
  @Get('conformance')
  @ApiOkResponse({ content: { 'application/json': JSON_DOC } })
  conformance(@Query() _q: OgcFormatQueryDto): { conformsTo: string[] } {
    return this.ogc.conformance();
  }

  /** The vector layers the caller may view (paged by limit and offset, next link). */
  @Get('collections')
  @ApiOkResponse({ content: { 'application/json': JSON_DOC } })
  collections(
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: Request,
    @Query() q: OgcPageQueryDto,
  ): Promise<{ links: OgcLink[]; collections: CollectionDocument[] }> {
    return this.ogc.collections(user, originOf(req), q);
  }

  /** One collection (layer): title, extent in CRS84, items link. */
  @Get('collections/:lyrId')
  @ApiOkResponse({ content: { 'application/json': JSON_DOC } })
  collection(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: LayerIdParamDto,
    @Req() req: Request,
    @Query() q: OgcLayerQueryDto,
  ): Promise<CollectionDocument> {
    return this.ogc.collection(user, p.lyrId, originOf(req), q.userMapId);
  }

  /** Features of a layer: bbox (CRS84), limit (default 10, at most 1000), offset; next and prev links. */
  @Get('collections/:lyrId/items')
  @ApiProduces(GEOJSON_TYPE)
  @ApiOkResponse({ content: { [GEOJSON_TYPE]: JSON_DOC } })
  async items(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: LayerIdParamDto,
    @Query() q: OgcItemsQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendGeoJson(res, await this.ogc.items(user, p.lyrId, q, originOf(req)));
  }

  /** One feature by id (the layer table's gid). */
  @Get('collections/:lyrId/items/:featureId')
  @ApiProduces(GEOJSON_TYPE)
  @ApiOkResponse({ content: { [GEOJSON_TYPE]: JSON_DOC } })
  async item(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: OgcItemParamsDto,
    @Query() q: OgcLayerQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendGeoJson(res, await this.ogc.item(user, p.lyrId, p.featureId, originOf(req), q.userMapId));
  }
}
