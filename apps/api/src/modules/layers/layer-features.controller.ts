import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { FeatureInputDto, FeatureParamDto, FeatureSavedDto } from './dto/features.dto';
import { LayerIdParamDto } from './dto/layers.dto';
import { LayerFeatures } from './layer-features.service';

/**
 * Editing features of vector layers (custom layers in the builder): the owner, admins, or a
 * share with editPosblAt 1. Geometries arrive as GeoJSON in EPSG:4326; each edit bumps dataVersion.
 */
@ApiTags('layers')
@ApiKeyScope('layers:write')
@Controller('layers')
export class LayerFeaturesController {
  constructor(private readonly features: LayerFeatures) {}

  /** Adds a feature; its geometry type must be the layer's (400 otherwise). */
  @Post(':lyrId/features')
  @ApiEnvelope(FeatureSavedDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Param() p: LayerIdParamDto, @Body() dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.features.create(user, p.lyrId, dto);
  }

  /** Changes the given properties and, when sent, the geometry of a feature. */
  @Put(':lyrId/features/:gid')
  @ApiEnvelope(FeatureSavedDto)
  update(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto, @Body() dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.features.update(user, p.lyrId, p.gid, dto);
  }

  /** Deletes a feature. */
  @Delete(':lyrId/features/:gid')
  @ApiEnvelope(FeatureSavedDto)
  remove(@CurrentUser() user: AuthUser, @Param() p: FeatureParamDto): Promise<FeatureSavedDto> {
    return this.features.remove(user, p.lyrId, p.gid);
  }
}
