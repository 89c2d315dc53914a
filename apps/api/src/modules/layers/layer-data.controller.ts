import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { ThroughMapQueryDto } from '../access';
import { AttributeQueryDto, FeatureDto, LayerBboxDto, LayerBboxQueryDto, LayerColumnDto, LayerExtentDto } from './dto/attributes.dto';
import { LayerDownloadDto } from './dto/download.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerAttributes } from './layer-attributes.service';
import { LayerDownloads } from './layer-download.service';

/**
 * Reading a vector layer's data: columns, attribute queries, extent and downloads (viewers).
 * Columns, attributes and extent also accept `?userMapId=`: the layer seen "through" a web map
 * holding it; downloads keep the layer's own rule.
 */
@ApiTags('layers')
@Controller('layers')
export class LayerDataController {
  constructor(
    private readonly attributes: LayerAttributes,
    private readonly downloads: LayerDownloads,
  ) {}

  /** The columns of the layer's table (name, type; the key and the geometry column flagged). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/columns')
  @ApiEnvelope(LayerColumnDto, { isArray: true })
  columns(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Query() via: ThroughMapQueryDto): Promise<LayerColumnDto[]> {
    return this.attributes.columns(user, p.lyrId, via.userMapId);
  }

  /**
   * Attribute query: a page of features matching `attributeFilter` (see its description),
   * sorted by `sortColumnName`, as GeoJSON features in EPSG:4326 (geometry left out with
   * excludeGeometry). 400 with the character position for a bad filter.
   */
  @ApiKeyScope('contents:read')
  @Post(':lyrId/attributes')
  @HttpCode(200)
  @ApiPagedEnvelope(FeatureDto)
  query(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @Body() q: AttributeQueryDto,
    @Query() via: ThroughMapQueryDto,
  ): Promise<Paged<FeatureDto>> {
    return this.attributes.query(user, p.lyrId, q, via.userMapId);
  }

  /** The extent of the features matching `attributeFilter`: [minx, miny, maxx, maxy] in EPSG:4326 and natively. */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/bbox')
  @ApiEnvelope(LayerBboxDto)
  bbox(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Query() q: LayerBboxQueryDto): Promise<LayerBboxDto> {
    return this.attributes.bbox(user, p.lyrId, q.attributeFilter, q.userMapId);
  }

  /**
   * The extent of all the layer's data in EPSG:4326, for a map opened on its data (a themed app,
   * the simple map, a layer opened alone). Public, under the layer's tile rule: the layer's own
   * rule, or `?userMapId=` names a map holding it that the caller may view (itself or through a
   * themed app); others are refused with 403, as for the tiles. No filter
   * and no count: nothing the layer's tiles would not show.
   */
  @Public()
  @ApiKeyScope('contents:read')
  @Get(':lyrId/extent')
  @ApiEnvelope(LayerExtentDto)
  extent(@CurrentUser() user: AuthUser | undefined, @Param() p: LayerIdParamDto, @Query() via: ThroughMapQueryDto): Promise<LayerExtentDto> {
    return this.attributes.extent(user, p.lyrId, via.userMapId);
  }

  /**
   * Downloads the layer as GeoJSON, a zipped shapefile (UTF-8 or CP949, with its .cpg), CSV,
   * GeoPackage or KML, named after the layer.
   */
  @ApiKeyScope('contents:read')
  @Post(':lyrId/download')
  @HttpCode(200)
  @RawResponse()
  @ApiProduces('application/geo+json', 'application/zip', 'text/csv', 'application/geopackage+sqlite3', 'application/vnd.google-earth.kml+xml')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  download(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerDownloadDto): Promise<StreamableFile> {
    return this.downloads.download(user, p.lyrId, dto);
  }
}
