import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { WebMapRevisionDto, WebMapRevisionListQueryDto } from './dto/webmap-revisions.dto';
import { WebMapSaveDto, type WebMapDetailDto } from './dto/webmaps.dto';
import { REVISION_DEFINITION_SQL, REVISIONS_SQL } from './webmap-revisions.queries';
import { WebMapsService } from './webmaps.service';

/**
 * Saved revisions of web maps (docs/architecture.md "Feature history"): every save keeps the map
 * as saved; restoring one saves the map again from it (a new revision, nothing destroyed), with
 * every check of a save (its layers must still exist and be viewable). Those who may edit the
 * map list and restore; how long revisions are kept is the plan's (history_keep_days).
 */
@Injectable()
export class WebMapRevisions {
  constructor(
    private readonly maps: WebMapsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(user: AuthUser, userMapId: string, q: WebMapRevisionListQueryDto): Promise<Paged<WebMapRevisionDto>> {
    await this.maps.editable(user, userMapId);
    const rows = (await this.db.query(REVISIONS_SQL, [userMapId, q.pageSize, offsetOf(q)])) as Array<WebMapRevisionDto & { total: string }>;
    return toPaged(rows.map(({ total: _total, ...r }) => r), Number(rows[0]?.total ?? 0), q);
  }

  async restore(user: AuthUser, userMapId: string, revisionNo: number): Promise<WebMapDetailDto> {
    await this.maps.editable(user, userMapId);
    const [row] = (await this.db.query(REVISION_DEFINITION_SQL, [userMapId, revisionNo])) as Array<{ definition: object }>;
    if (!row) throw new DomainError('NOT_FOUND', 'webmap.revision.notFound', { revisionNo });
    return this.maps.update(user, userMapId, plainToInstance(WebMapSaveDto, row.definition), revisionNo);
  }
}
