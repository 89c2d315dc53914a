import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { WebMapRevisionDto, WebMapRevisionListQueryDto, WebMapRevisionParamDto } from './dto/webmap-revisions.dto';
import { WebMapDetailDto, WebMapIdParamDto } from './dto/webmaps.dto';
import { WebMapRevisions } from './webmap-revisions.service';

/**
 * Saved revisions of a web map (issue 22): each save keeps one (who, when, the map as saved).
 * Those who may edit the map list them and restore one, which saves the map again from it as a
 * new revision (nothing destroyed; the save's checks apply: 400 when a layer of it is gone).
 */
@ApiTags('webmap')
@Controller('webmap')
export class WebMapRevisionsController {
  constructor(private readonly revisions: WebMapRevisions) {}

  /** The map's revisions, newest first (paged). */
  @Get(':userMapId/revisions')
  @ApiPagedEnvelope(WebMapRevisionDto)
  list(@CurrentUser() user: AuthUser, @Param() p: WebMapIdParamDto, @Query() q: WebMapRevisionListQueryDto): Promise<Paged<WebMapRevisionDto>> {
    return this.revisions.list(user, p.userMapId, q);
  }

  /** Saves the map again as it was at revision `revisionNo` (a new RESTORE revision); the map as now saved. */
  @Post(':userMapId/revisions/:revisionNo/restore')
  @ApiEnvelope(WebMapDetailDto, { status: 201 })
  restore(@CurrentUser() user: AuthUser, @Param() p: WebMapRevisionParamDto): Promise<WebMapDetailDto> {
    return this.revisions.restore(user, p.userMapId, p.revisionNo);
  }
}
