import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { LayerIdParamDto } from '../layers';
import { WebMapIdParamDto } from '../webmaps';
import {
  LayerShareDeleteDto,
  LayerShareListQueryDto,
  ShareDeleteDto,
  ShareEntryDto,
  ShareListQueryDto,
  ShareSaveDto,
  WebAppShareParamDto,
} from './dto/shares.dto';
import { SharesService } from './shares.service';

/**
 * Shares of a web map (spec 001 §7 "Saving shares"): the list, user/group shares, everyone,
 * my institution, deletes. Owner and admins only (403 otherwise, shared editors included).
 */
@ApiTags('shares')
@Controller('webmap')
export class WebMapSharesController {
  constructor(private readonly shares: SharesService) {}

  /** The map's share entries (owner and admins), by order number, DESC by default; pageSize up to 10000. */
  @Get(':userMapId/shares')
  @ApiPagedEnvelope(ShareEntryDto)
  list(
    @CurrentUser() user: AuthUser,
    @Param() p: WebMapIdParamDto,
    @Query() q: ShareListQueryDto,
  ): Promise<Paged<ShareEntryDto>> {
    return this.shares.list(user, 'MAP', p.userMapId, q);
  }

  /**
   * Adds the entries of `shareList` (users 3, groups 2, the map's institution 1) and leaves the
   * others as they are: users must be active members of the map's institution other than the
   * owner, groups the institution's (400 with field paths); 409 'already shared to the selected
   * targets' when every entry is already there; 403 in openBiz. Answers every entry. Removing is
   * DELETE …/shares.
   */
  @Post(':userMapId/shares')
  @HttpCode(200)
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  add(
    @CurrentUser() user: AuthUser,
    @Param() p: WebMapIdParamDto,
    @Body() dto: ShareSaveDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.add(user, 'MAP', p.userMapId, dto);
  }

  /** Shares the map with everyone (409 when it already is). */
  @Post(':userMapId/shares/all')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareAll(@CurrentUser() user: AuthUser, @Param() p: WebMapIdParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareAll(user, 'MAP', p.userMapId);
  }

  /**
   * Shares the map with its institution: an alias of POST …/shares with one scope-1 entry
   * (editors and admins; 403 in openBiz; 409 when it already is), answering 201.
   */
  @Post(':userMapId/shares/instt')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareInstt(@CurrentUser() user: AuthUser, @Param() p: WebMapIdParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareInstt(user, 'MAP', p.userMapId);
  }

  /** Deletes entries by order number (404 for an unknown one); answers the remaining entries. */
  @Delete(':userMapId/shares')
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  remove(
    @CurrentUser() user: AuthUser,
    @Param() p: WebMapIdParamDto,
    @Body() dto: ShareDeleteDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.remove(user, 'MAP', p.userMapId, dto);
  }
}

/** Shares of a themed map app: the same routes and rules as web maps. */
@ApiTags('shares')
@Controller('webapp/tmplat')
export class WebAppSharesController {
  constructor(private readonly shares: SharesService) {}

  /** The app's share entries (owner and admins), by order number, DESC by default; pageSize up to 10000. */
  @Get(':webappTmplatId/shares')
  @ApiPagedEnvelope(ShareEntryDto)
  list(
    @CurrentUser() user: AuthUser,
    @Param() p: WebAppShareParamDto,
    @Query() q: ShareListQueryDto,
  ): Promise<Paged<ShareEntryDto>> {
    return this.shares.list(user, 'APP', p.webappTmplatId, q);
  }

  /** Adds the entries of `shareList` and leaves the others (see the web map route). */
  @Post(':webappTmplatId/shares')
  @HttpCode(200)
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  add(
    @CurrentUser() user: AuthUser,
    @Param() p: WebAppShareParamDto,
    @Body() dto: ShareSaveDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.add(user, 'APP', p.webappTmplatId, dto);
  }

  /** Shares the app with everyone (409 when it already is). */
  @Post(':webappTmplatId/shares/all')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareAll(@CurrentUser() user: AuthUser, @Param() p: WebAppShareParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareAll(user, 'APP', p.webappTmplatId);
  }

  /** Shares the app with its institution: an alias of POST …/shares with one scope-1 entry (201; 409 when it already is). */
  @Post(':webappTmplatId/shares/instt')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareInstt(@CurrentUser() user: AuthUser, @Param() p: WebAppShareParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareInstt(user, 'APP', p.webappTmplatId);
  }

  /** Deletes entries by order number (404 for an unknown one); answers the remaining entries. */
  @Delete(':webappTmplatId/shares')
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  remove(
    @CurrentUser() user: AuthUser,
    @Param() p: WebAppShareParamDto,
    @Body() dto: ShareDeleteDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.remove(user, 'APP', p.webappTmplatId, dto);
  }
}

/**
 * Shares of a layer: users, groups (with editPosblAt: 1 lets the target edit the layer) and the
 * institution; never everyone (400). Entries carry lyrId. `ownerId`, when sent, must be the
 * layer's owner.
 */
@ApiTags('shares')
@Controller('layers')
export class LayerSharesController {
  constructor(private readonly shares: SharesService) {}

  /** The layer's share entries (owner and admins), by order number, DESC by default; pageSize up to 10000. */
  @Get(':lyrId/shares')
  @ApiPagedEnvelope(ShareEntryDto)
  list(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @Query() q: LayerShareListQueryDto,
  ): Promise<Paged<ShareEntryDto>> {
    return this.shares.list(user, 'LYR', p.lyrId, q, q.ownerId);
  }

  /**
   * Adds the entries of `shareList` (users 3, groups 2, the institution 1) and leaves the others;
   * an entry already there with another explicit editPosblAt gets that flag. 409 'already shared
   * to the selected targets' when every entry is already there ('this layer is already shared
   * with the institution' for the institution entry alone).
   */
  @Post(':lyrId/shares')
  @HttpCode(200)
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  add(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @Body() dto: ShareSaveDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.add(user, 'LYR', p.lyrId, dto);
  }

  /** Layers are never shared with everyone: always 400. */
  @Post(':lyrId/shares/all')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareAll(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareAll(user, 'LYR', p.lyrId);
  }

  /**
   * Shares the layer with its institution: an alias of POST …/shares with one scope-1 entry
   * (201; 409 'this layer is already shared with the institution').
   */
  @Post(':lyrId/shares/instt')
  @ApiEnvelope(ShareEntryDto, { isArray: true, status: 201 })
  shareInstt(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<ShareEntryDto[]> {
    return this.shares.shareInstt(user, 'LYR', p.lyrId);
  }

  /** Deletes entries by order number (`ownerId` accepted); answers the remaining entries. */
  @Delete(':lyrId/shares')
  @ApiEnvelope(ShareEntryDto, { isArray: true })
  remove(
    @CurrentUser() user: AuthUser,
    @Param() p: LayerIdParamDto,
    @Body() dto: LayerShareDeleteDto,
  ): Promise<ShareEntryDto[]> {
    return this.shares.remove(user, 'LYR', p.lyrId, dto, dto.ownerId);
  }
}
