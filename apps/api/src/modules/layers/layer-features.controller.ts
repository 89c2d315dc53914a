import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  FeatureBatchDto,
  FeatureBatchSavedDto,
  FeatureInputDto,
  FeatureParamDto,
  FeatureSavedDto,
  FeatureVersionQueryDto,
  FeatureVersionedDto,
} from './dto/features.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerFeatures } from './layer-features.service';

/**
 * Editing features of vector layers: the owner, admins of its institution, or a share with
 * editPosblAt 1. Geometries arrive as GeoJSON in EPSG:4326; every save is recorded in the
 * feature history as a new layer version and bumps dataVersion. Sending the feature's `version`
 * turns on the conflict check (409 with both versions when someone saved in between).
 */
@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('layers')
export class LayerFeaturesController {
  constructor(private readonly features: LayerFeatures) {}

  /** One feature (EPSG:4326) with its version, for whoever may view the layer. */
  @ApiKeyScope('contents:read')
  @Get(':lyrId/features/:gid')
  @ApiEnvelope(FeatureVersionedDto)
  get(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto): Promise<FeatureVersionedDto> {
    return this.features.get(user, p.lyrId, p.gid);
  }

  /** Adds a feature; its geometry type must be the layer's (400 otherwise). */
  @Post(':lyrId/features')
  @ApiEnvelope(FeatureSavedDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.features.create(user, p.lyrId, dto);
  }

  /** Several creations, changes and deletions saved together (all or none) as one layer version. */
  @Post(':lyrId/features/batch')
  @ApiEnvelope(FeatureBatchSavedDto, { status: 201 })
  batch(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: FeatureBatchDto): Promise<FeatureBatchSavedDto> {
    return this.features.batch(user, p.lyrId, dto);
  }

  /** Changes the given properties and, when sent, the geometry of a feature. */
  @Put(':lyrId/features/:gid')
  @ApiEnvelope(FeatureSavedDto)
  update(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto, @Body() dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.features.update(user, p.lyrId, p.gid, dto);
  }

  /** Deletes a feature (with `version`: only when nobody changed it since). */
  @Delete(':lyrId/features/:gid')
  @ApiEnvelope(FeatureSavedDto)
  remove(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto, @Query() q: FeatureVersionQueryDto): Promise<FeatureSavedDto> {
    return this.features.remove(user, p.lyrId, p.gid, q.version);
  }
}
