import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { LayerAccess } from '../layers';
import { LayerSources, timeExtentSql } from '../layer-data';
import type { TimeExtentDto } from './dto/tiles.dto';
import { timeColumnOf } from './tile-time';

/**
 * The range of a layer's date/time column for the time slider (issue 24): its first and last
 * value as instants and how many features have one. Same access as the layer's tiles (a layer
 * shared with everyone needs no token; `userMapId` for a layer seen through a web map).
 */
@Injectable()
export class TileTimeService {
  constructor(
    private readonly access: LayerAccess,
    private readonly sources: LayerSources,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async extent(user: AuthUser | undefined, lyrId: string, timeColumn: string | undefined, userMapId?: string): Promise<TimeExtentDto> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    this.access.requireVector(layer);
    // Checked after access, so a caller who may not view the layer learns nothing of it.
    if (!timeColumn?.trim()) throw new DomainError('VALIDATION_FAILED', 'tiles.timeColumnRequired', {}, [{ field: 'timeColumn', message: 'tiles.timeColumnRequired' }]);
    const source = await this.sources.of(layer);
    const { column, name } = timeColumnOf(source, timeColumn);
    const [row] = (await this.db.query(timeExtentSql(source.table, column))) as Array<{ min: Date | null; max: Date | null; count: number }>;
    return {
      column: name,
      type: column.type,
      min: row?.min ? new Date(row.min).toISOString() : null,
      max: row?.max ? new Date(row.max).toISOString() : null,
      count: row?.count ?? 0,
    };
  }
}
