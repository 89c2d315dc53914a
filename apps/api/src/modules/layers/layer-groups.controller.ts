import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { LayerGroupCreateDto, LayerGroupDto, LayerGroupUpdateDto } from './dto/layer-groups.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerGroups } from './layer-groups.service';

/**
 * Layer groups (lyrTySeCode 5): ordered sets of layers. A group is a layer record, so it is
 * listed, shared, thumbnailed and deleted like any layer; these routes manage its members.
 */
@ApiTags('layer groups')
@Controller('lyrgrp')
export class LayerGroupsController {
  constructor(private readonly groups: LayerGroups) {}

  /** Creates a group of layers I may view (403 naming a layer I may not view; 422 for a group inside a group). */
  @Post()
  @ApiEnvelope(LayerGroupDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: LayerGroupCreateDto): Promise<LayerGroupDto> {
    return this.groups.create(user, dto);
  }

  /** A group with its layers in order (only those I may view). */
  @Get(':lyrId')
  @ApiEnvelope(LayerGroupDto)
  detail(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<LayerGroupDto> {
    return this.groups.detail(user, p.lyrId);
  }

  /** Renames a group or sets its layers and their order (editors). */
  @Put(':lyrId')
  @ApiEnvelope(LayerGroupDto)
  update(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerGroupUpdateDto): Promise<LayerGroupDto> {
    return this.groups.update(user, p.lyrId, dto);
  }

  /** Deletes a group (owner and admins); its layers stay. */
  @Delete(':lyrId')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto): Promise<null> {
    await this.groups.remove(user, p.lyrId);
    return null;
  }
}
