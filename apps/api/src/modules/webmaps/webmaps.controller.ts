import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { MenuAccessRequired } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { ContentThumbnailRoutes } from '../content';
import {
  TocSelectQueryDto,
  WebMapDetailDto,
  WebMapIdParamDto,
  WebMapListQueryDto,
  WebMapSaveDto,
  WebMapSummaryDto,
  WebMapThroughAppQueryDto,
  WebMapTocEntryDto,
} from './dto/webmaps.dto';
import { WebMapsService } from './webmaps.service';


/**
 * Web maps (spec 001 §3 "Web map", §7 "Web maps"). Viewing, editing and deleting follow the
 * content-access policy (type MAP): the owner, shares (issue: sharing), admins of the map's
 * institution and provider admins edit or view; deleting stays with the owner and the admins.
 * Reading routes are public so a shared link answers 403 (not a login prompt) to visitors the
 * map is not shared with. The thumbnail routes are the owned-content base's (ContentThumbnailRoutes).
 */
@ApiTags('webmap')
@Controller('webmap')
export class WebMapsController extends ContentThumbnailRoutes('userMapId', WebMapIdParamDto, 'The thumbnail address') {
  constructor(private readonly maps: WebMapsService) {
    super(maps);
  }

  /**
   * My maps (scope mine, default) or maps shared with me (scope shared: others' maps I may view
   * through a share or as an admin); paged, newest change first; searchNm matches the title;
   * sort: updtDt, registDt, userMapSj.
   */
  @ApiKeyScope('contents:read')
  @Get()
  @ApiPagedEnvelope(WebMapSummaryDto)
  list(@CurrentUser() user: AuthUser, @Query() q: WebMapListQueryDto): Promise<Paged<WebMapSummaryDto>> {
    return this.maps.list(user, q);
  }

  /**
   * Saves a new map (members who may create content, with the map builder menu allowed): 400
   * with field paths (e.g. `toc[2].lyrId`) for a bad view, style, popup, or a layer that is
   * missing or not viewable by me.
   */
  @Post()
  @MenuAccessRequired('MAP_BUILDER')
  @ApiEnvelope(WebMapDetailDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: WebMapSaveDto): Promise<WebMapDetailDto> {
    return this.maps.create(user, dto);
  }

  /**
   * One map with its view and TOC; each layer says whether I may view it (403 when I may not view
   * the map). With `webappTmplatId`, a map I may not view directly is shown when I may view that
   * themed app and one of its tabs shows the map.
   */
  @ApiKeyScope('contents:read')
  @Get(':userMapId')
  @Public()
  @ApiEnvelope(WebMapDetailDto)
  detail(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: WebMapIdParamDto,
    @Query() q: WebMapThroughAppQueryDto,
  ): Promise<WebMapDetailDto> {
    return this.maps.detail(user, p.userMapId, q.webappTmplatId);
  }

  /** Replaces the map's fields and its whole TOC (editors); same checks as creating. */
  @Put(':userMapId')
  @ApiEnvelope(WebMapDetailDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: WebMapIdParamDto,
    @Body() dto: WebMapSaveDto,
  ): Promise<WebMapDetailDto> {
    return this.maps.update(user, p.userMapId, dto);
  }

  /** Deletes the map with its TOC, share entries and thumbnail (owner and admins); 409 naming the themed apps that show it. */
  @Delete(':userMapId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: WebMapIdParamDto): Promise<null> {
    await this.maps.remove(user, p.userMapId);
    return null;
  }

  /** The TOC (groups with their layers, in drawing order). */
  @ApiKeyScope('contents:read')
  @Get(':userMapId/toc/group')
  @Public()
  @ApiEnvelope(WebMapTocEntryDto, { isArray: true })
  toc(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: WebMapIdParamDto,
    @Query() q: WebMapThroughAppQueryDto,
  ): Promise<WebMapTocEntryDto[]> {
    return this.maps.toc(user, p.userMapId, q.webappTmplatId);
  }

  /** The TOC entries of one kind as a flat list (lyrGroupSeCode 02, default: the layers, groups' layers in place). */
  @ApiKeyScope('contents:read')
  @Get(':userMapId/toc/group/select')
  @Public()
  @ApiEnvelope(WebMapTocEntryDto, { isArray: true })
  tocSelect(
    @CurrentUser() user: AuthUser | undefined,
    @Param() p: WebMapIdParamDto,
    @Query() q: TocSelectQueryDto,
  ): Promise<WebMapTocEntryDto[]> {
    return this.maps.tocSelect(user, p.userMapId, q.lyrGroupSeCode, q.webappTmplatId);
  }
}
