import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { classBreaks, JENKS_MAX_VALUES, type ColumnSummary } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { histogramSql, numericSummarySql, quantileValuesSql, sortedValuesSql, type LayerColumn, type LayerTable, type NumericSummaryRow } from '../layer-data';
import type { ColumnClassesDto, ColumnClassesQueryDto, HistogramBinDto } from './dto/column-values.dto';
import { LayerColumnValues } from './layer-column-values.service';

/** Graduated classes of a numeric column computed on the server, with the column's histogram (viewers). */
@Injectable()
export class LayerColumnClasses {
  constructor(
    private readonly columns: LayerColumnValues,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async classes(user: AuthUser, lyrId: string, columnName: string, q: ColumnClassesQueryDto): Promise<ColumnClassesDto> {
    const { t, column } = await this.columns.column(user, lyrId, columnName);
    const params = { column: column.name };
    if (column.kind !== 'numeric') {
      throw new DomainError('VALIDATION_FAILED', 'layer.columnNotNumeric', params, [{ field: 'column', message: 'layer.columnNotNumeric', params }]);
    }
    const [row] = (await this.db.query(numericSummarySql(t, column))) as NumericSummaryRow[];
    if (!row || row.count === 0 || row.min === null || row.max === null) throw new DomainError('RULE_VIOLATION', 'layer.columnNoValues', params);
    const summary: ColumnSummary = { count: row.count, min: Number(row.min), max: Number(row.max), mean: Number(row.mean), stddev: Number(row.stddev) };
    const needsValues = q.method === 'jenks' || q.method === 'quantile';
    const sampled = needsValues && summary.count > JENKS_MAX_VALUES;
    const values = needsValues ? await this.sortedValues(t, column, sampled) : [];
    const [breaks, histogram] = await Promise.all([
      Promise.resolve(classBreaks(q.method, values, summary, q.classCount)),
      this.histogram(t, column, summary, q.bins),
    ]);
    return { column: column.name, method: q.method, breaks, ...summary, sampled, histogram };
  }

  /** Every value ascending, or JENKS_MAX_VALUES evenly spaced quantiles of them. */
  private async sortedValues(t: LayerTable, column: LayerColumn, sampled: boolean): Promise<number[]> {
    const rows = sampled
      ? ((await this.db.query(quantileValuesSql(t, column), [
          Array.from({ length: JENKS_MAX_VALUES }, (_, i) => i / (JENKS_MAX_VALUES - 1)),
        ])) as Array<{ v: number }>)
      : ((await this.db.query(sortedValuesSql(t, column))) as Array<{ v: number }>);
    return rows.map((r) => Number(r.v));
  }

  private async histogram(t: LayerTable, column: LayerColumn, s: ColumnSummary, bins: number): Promise<HistogramBinDto[]> {
    if (s.min === s.max) return [{ min: s.min, max: s.max, count: s.count }];
    const rows = (await this.db.query(histogramSql(t, column), [s.min, s.max, bins])) as Array<{ bin: number; count: number }>;
    const counts = new Map(rows.map((r) => [Number(r.bin), r.count]));
    const width = (s.max - s.min) / bins;
    return Array.from({ length: bins }, (_, i) => ({
      min: Number((s.min + width * i).toPrecision(12)),
      max: i === bins - 1 ? s.max : Number((s.min + width * (i + 1)).toPrecision(12)),
      count: counts.get(i + 1) ?? 0,
    }));
  }
}
