import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  FeatureBulkUpdateDto,
  FeatureBulkUpdatedDto,
  LayerColumnAddDto,
  LayerColumnParamDto,
  LayerColumnRenameDto,
  LayerColumnsChangedDto,
} from './dto/layer-columns.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerColumns } from './layer-columns.service';

/**
 * Changes of a layer's table as a whole, for its editors (owner, shares with the edit flag,
 * admins of its institution): the columns of custom layers, and one column set on every feature
 * matching a filter. Each is a new layer version (GET /api/layers/{lyrId}/versions).
 */
@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('layers')
export class LayerColumnsController {
  constructor(private readonly columns: LayerColumns) {}

  /** Adds an attribute column to a custom layer (empty on every feature). 409 for other layers. */
  @Post(':lyrId/columns')
  @ApiEnvelope(LayerColumnsChangedDto, { status: 201 })
  add(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: LayerColumnAddDto): Promise<LayerColumnsChangedDto> {
    return this.columns.add(user, p.lyrId, dto.name, dto.type);
  }

  /** Renames an attribute column of a custom layer (its values are kept). */
  @Patch(':lyrId/columns/:column')
  @ApiEnvelope(LayerColumnsChangedDto)
  rename(@CurrentUser() user: AuthUser, @Param() p: LayerColumnParamDto, @Body() dto: LayerColumnRenameDto): Promise<LayerColumnsChangedDto> {
    return this.columns.rename(user, p.lyrId, p.column, dto.name);
  }

  /** Removes an attribute column of a custom layer with its values. */
  @Delete(':lyrId/columns/:column')
  @ApiEnvelope(LayerColumnsChangedDto)
  remove(@CurrentUser() user: AuthUser, @Param() p: LayerColumnParamDto): Promise<LayerColumnsChangedDto> {
    return this.columns.remove(user, p.lyrId, p.column);
  }

  /**
   * Sets one column to one value on every feature matching `attributeFilter` (all features
   * without one), as one version, in one statement (any number of features; the batch takes at
   * most 1,000). With `expectedCount`, a changed number of matches is a 409 and nothing changes.
   */
  @Post(':lyrId/features/bulk-update')
  @HttpCode(200)
  @ApiEnvelope(FeatureBulkUpdatedDto)
  bulkUpdate(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: FeatureBulkUpdateDto): Promise<FeatureBulkUpdatedDto> {
    return this.columns.bulkUpdate(user, p.lyrId, dto);
  }
}
