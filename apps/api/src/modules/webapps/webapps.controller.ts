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
  WebappAuthDto,
  WebAppDetailDto,
  WebappIdParamDto,
  WebappListQueryDto,
  WebappSaveDto,
  WebappSimpleSaveDto,
  WebappSummaryDto,
} from './dto/webapps.dto';
import { WebappsService } from './webapps.service';


/**
 * Themed map apps (web app templates; spec 001 §3 "Web app template", §7 "Themed map apps").
 * Viewing, editing and deleting follow the content-access policy (type APP): the owner, admins
 * of the app's institution and provider admins edit and delete; shares (issue: sharing) give
 * viewing. Reading routes are public so a shared link answers 403 (not a login prompt). The
 * thumbnail routes are the owned-content base's (ContentThumbnailRoutes).
 */
@ApiTags('webapp')
@Controller('webapp/tmplat')
export class WebappsController extends ContentThumbnailRoutes('webappTmplatId', WebappIdParamDto, 'The signed thumbnail address') {
  constructor(private readonly apps: WebappsService) {
    super(apps);
  }

  /**
   * Themed apps: scope mine (default), shared (others' apps I may view) or all-visible; paged,
   * newest change first; searchKeyword (or searchNm) matches the title; filters
   * webappTmplatTyCode, insttCode, useSttusSeCode; simple map apps only with
   * containsSimpleTemplatAt=Y; sort: updtDt, registDt, webappTmplatSj.
   */
  @ApiKeyScope('contents:read')
  @Get()
  @ApiPagedEnvelope(WebappSummaryDto)
  list(@CurrentUser() user: AuthUser, @Query() q: WebappListQueryDto): Promise<Paged<WebappSummaryDto>> {
    return this.apps.list(user, q);
  }

  /**
   * Saves a new app (members who may create content, with the themed map menu allowed): 400 with
   * field paths (e.g. `detailSetting.sectionTab.mainTab[1].tabContent.contentValue.userMapId`) for
   * bad tabs or a map that is missing, not in use or not viewable by me.
   */
  @Post()
  @MenuAccessRequired('SVC_THEMED_MAP')
  @ApiEnvelope(WebAppDetailDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: WebappSaveDto): Promise<WebAppDetailDto> {
    return this.apps.create(user, dto);
  }

  /** One app with its settings and its tabs' maps (403 when I may not view it). */
  @ApiKeyScope('contents:read')
  @Get(':webappTmplatId')
  @Public()
  @ApiEnvelope(WebAppDetailDto)
  detail(@CurrentUser() user: AuthUser | undefined, @Param() p: WebappIdParamDto): Promise<WebAppDetailDto> {
    return this.apps.detail(user, p.webappTmplatId);
  }

  /** Whether I may view, edit and delete the app (public: anonymous visitors get N; 404 for an unknown app). */
  @ApiKeyScope('contents:read')
  @Get(':webappTmplatId/auth')
  @Public()
  @ApiEnvelope(WebappAuthDto)
  auth(@CurrentUser() user: AuthUser | undefined, @Param() p: WebappIdParamDto): Promise<WebappAuthDto> {
    return this.apps.auth(user, p.webappTmplatId);
  }

  /** Replaces the app's fields and tabs (editors); same checks as creating. */
  @Put(':webappTmplatId')
  @ApiEnvelope(WebAppDetailDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: WebappIdParamDto,
    @Body() dto: WebappSaveDto,
  ): Promise<WebAppDetailDto> {
    return this.apps.update(user, p.webappTmplatId, dto);
  }

  /** The simple map app update: title, description and its one map (editors; 422 for other apps). */
  @Put(':webappTmplatId/simple')
  @ApiEnvelope(WebAppDetailDto)
  updateSimple(
    @CurrentUser() user: AuthUser,
    @Param() p: WebappIdParamDto,
    @Body() dto: WebappSimpleSaveDto,
  ): Promise<WebAppDetailDto> {
    return this.apps.updateSimple(user, p.webappTmplatId, dto);
  }

  /** Deletes the app with its share entries and thumbnail (owner and admins). */
  @Delete(':webappTmplatId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: WebappIdParamDto): Promise<null> {
    await this.apps.remove(user, p.webappTmplatId);
    return null;
  }
}
