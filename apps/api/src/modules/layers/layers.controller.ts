import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { NEXT_CURSOR_PROPERTY } from '../../common/paging/keyset-cursor';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import { HoldDataDto, LayerDetailDto, LayerDto, LayerIdParamDto, LayerListQueryDto, type LayerPage, LayerUpdateDto } from './dto/layers.dto';
import { LayersService } from './layers.service';

/**
 * Layer records (spec 001 §2 layer search, §3 Layer). Who may view, edit, delete or publish is
 * decided by the content-access policy: the owner, shares, institution admins, provider admins;
 * national layers (holdDataSeCode 9) are visible to every logged-in member.
 */
@ApiTags('layers')
@Controller('layers')
export class LayersController {
  constructor(private readonly layers: LayersService) {}

  /**
   * Layer search: layers I may view (20 per page from page 1, newest first), by holdDataSeCode
   * (1 user, 9 national), lyrTySeCode (0 TIFF, 1 point, 2 line, 3 polygon, 5 group), searchTxt
   * (name or description) and scope (all-visible, mine, shared); sort: registDt, lyrNm,
   * featureCnt, updtDt, publishDt.
   */
  @ApiKeyScope('contents:read')
  @Get()
  @ApiPagedEnvelope(LayerDto, NEXT_CURSOR_PROPERTY)
  list(@CurrentUser() user: AuthUser, @Query() q: LayerListQueryDto): Promise<LayerPage> {
    return this.layers.list(user, q);
  }

  /** One layer (403 when I may not view it). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId')
  @ApiEnvelope(LayerDetailDto)
  detail(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerDetailDto> {
    return this.layers.detail(user, p.lyrId);
  }

  /** Renames a layer or changes its description or remote-layer parameters (editors). */
  @ApiKeyScope('layers:write')
  @Put(':lyrId')
  @ApiEnvelope(LayerDetailDto)
  update(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerUpdateDto): Promise<LayerDetailDto> {
    return this.layers.update(user, p.lyrId, dto);
  }

  /**
   * Deletes a layer (owner and admins): its data table, raster and thumbnail files, share entries
   * and group memberships. A layer used by groups may be deleted; it leaves those groups.
   */
  @Delete(':lyrId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<null> {
    await this.layers.remove(user, p.lyrId);
    return null;
  }

  /** Publishes a ready layer (owner and admins; 409 when already published: use republish). */
  @Post(':lyrId/publish')
  @HttpCode(200)
  @ApiEnvelope(LayerDetailDto)
  publish(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerDetailDto> {
    return this.layers.publish(user, p.lyrId);
  }

  /** Publishes a published layer again: new publish time and data version (409 when not published). */
  @Post(':lyrId/republish')
  @HttpCode(200)
  @ApiEnvelope(LayerDetailDto)
  republish(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerDetailDto> {
    return this.layers.republish(user, p.lyrId);
  }

  /** Marks a layer as national spatial information (9) or user data (1): provider admins only. */
  @Put(':lyrId/hold-data')
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @ApiEnvelope(LayerDetailDto)
  setHoldData(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: HoldDataDto): Promise<LayerDetailDto> {
    return this.layers.setHoldData(user, p.lyrId, dto);
  }
}
