import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type { ColumnStatsDto, ColumnValueDto, ColumnValuesQueryDto } from './dto/column-values.dto';
import { LayerAccess } from './layer-access.service';
import { columnStatsSql, columnValueCountSql, columnValuesSql, type ColumnStatsRow, type ColumnValueRow, findColumn, LayerTables, type LayerColumn, type LayerTable } from '../layer-data';

/** One attribute column's values for styling: its distinct values and its statistics (viewers). */
@Injectable()
export class LayerColumnValues {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** A page of the column's distinct values with their feature counts, in the column's order. */
  async values(user: AuthUser, lyrId: string, columnName: string, q: ColumnValuesQueryDto): Promise<Paged<ColumnValueDto>> {
    const { t, column } = await this.column(user, lyrId, columnName);
    const search = q.searchNm?.trim() ?? '';
    const [rows, count] = await Promise.all([
      this.db.query(columnValuesSql(t, column, q.orderBy), [search, q.pageSize, offsetOf(q)]) as Promise<ColumnValueRow[]>,
      this.db.query(columnValueCountSql(t, column), [search]) as Promise<Array<{ total: number }>>,
    ]);
    return toPaged(rows.map((r) => ({ value: r.value, count: r.count })), count[0]?.total ?? 0, q);
  }

  /** Value counts of the column; min and max for a numeric column (graduated styles). */
  async stats(user: AuthUser, lyrId: string, columnName: string): Promise<ColumnStatsDto> {
    const { t, column } = await this.column(user, lyrId, columnName);
    const [row] = (await this.db.query(columnStatsSql(t, column))) as ColumnStatsRow[];
    return {
      column: column.name,
      kind: column.kind,
      count: row.count,
      nullCount: row.nullCount,
      distinctCount: row.distinctCount,
      min: row.min === null ? null : Number(row.min),
      max: row.max === null ? null : Number(row.max),
    };
  }

  /** The layer's table (view access checked) and the named attribute column; 400 for any other name. */
  // Shared with LayerColumnClasses.
  async column(user: AuthUser, lyrId: string, name: string): Promise<{ t: LayerTable; column: LayerColumn }> {
    const layer = await this.access.forView(user, lyrId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const column = findColumn(t.columns, name);
    if (!column || column.kind === 'geometry') {
      const params = { column: name };
      throw new DomainError('VALIDATION_FAILED', 'layer.unknownColumn', params, [{ field: 'column', message: 'layer.unknownColumn', params }]);
    }
    return { t, column };
  }
}
