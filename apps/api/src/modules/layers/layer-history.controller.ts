import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { FeatureParamDto } from './dto/features.dto';
import { FeatureChangeEntryDto, LayerRestoredDto, LayerVersionDto, LayerVersionListQueryDto, LayerVersionParamDto } from './dto/layer-history.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerHistory } from './layer-history.service';

/**
 * The history of a vector layer's data, for those who may edit it: every save is a version,
 * every feature change is kept (who, when, before and after), and the layer can go back to any
 * version as a new version.
 */
@ApiTags('layers')
@Controller('layers')
export class LayerHistoryController {
  constructor(private readonly history: LayerHistory) {}

  /** The layer's versions, newest first (import, saves, restores). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/versions')
  @ApiPagedEnvelope(LayerVersionDto)
  versions(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Query() q: LayerVersionListQueryDto): Promise<Paged<LayerVersionDto>> {
    return this.history.versions(user, p.lyrId, q);
  }

  /** One feature's changes, newest first (at most 200). */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/features/:gid/history')
  @ApiEnvelope(FeatureChangeEntryDto, { isArray: true })
  featureHistory(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto): Promise<FeatureChangeEntryDto[]> {
    return this.history.featureHistory(user, p.lyrId, p.gid);
  }

  /** Restores the layer's features to a version, as a new version (nothing is destroyed). */
  @ApiKeyScope('layers:write')
  @Post(':lyrId/versions/:versionNo/restore')
  @ApiEnvelope(LayerRestoredDto, { status: 201 })
  restore(@CurrentUser() user: AuthUser, @Param() p: LayerVersionParamDto): Promise<LayerRestoredDto> {
    return this.history.restore(user, p.lyrId, p.versionNo);
  }
}
