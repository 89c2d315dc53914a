import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { isValueRejected, filterError, parseFilter, filterCondition, type SqlCondition, bboxSql, featureCountSql, featurePageSql, nonPropertyColumns, type BboxRow, type FeatureRow, findColumn, LayerTables, type LayerTable } from '../layer-data';
import type { AttributeQueryDto, FeatureDto, LayerBboxDto, LayerColumnDto, LayerExtentDto } from './dto/attributes.dto';
import { LayerAccess } from './layer-access.service';

/** Reading a vector layer's data: its columns, attribute queries and extents. */
@Injectable()
export class LayerAttributes {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** The columns of the layer's table, from the catalog. */
  async columns(user: AuthUser, lyrId: string, userMapId?: string): Promise<LayerColumnDto[]> {
    const t = await this.viewTable(user, lyrId, userMapId);
    return t.columns.map((c) => ({
      name: c.name,
      type: c.type,
      kind: c.kind,
      nullable: c.nullable,
      isKey: c === t.key,
      isGeometry: c === t.geometry,
      geometryType: c.geometryType,
      srid: c.srid,
    }));
  }

  /** One page of the features matching the filter, sorted by a column of the layer. */
  async query(user: AuthUser, lyrId: string, q: AttributeQueryDto, userMapId?: string): Promise<Paged<FeatureDto>> {
    const t = await this.viewTable(user, lyrId, userMapId);
    const where = this.condition(t, q.attributeFilter);
    const sort = q.sortColumnName ? findColumn(t.columns, q.sortColumnName) : t.key;
    if (!sort || sort.kind === 'geometry') {
      const params = { column: q.sortColumnName ?? '' };
      throw new DomainError('VALIDATION_FAILED', 'layer.unknownColumn', params, [
        { field: 'sortColumnName', message: 'layer.unknownColumn', params },
      ]);
    }
    const n = where.params.length;
    const [rows, count] = await this.run(() =>
      Promise.all([
        this.db.query(featurePageSql(t, where.sql, n, sort, q.sortBy, !q.excludeGeometry), [
          ...where.params,
          nonPropertyColumns(t),
          q.pageSize,
          offsetOf(q),
        ]) as Promise<FeatureRow[]>,
        this.db.query(featureCountSql(t, where.sql), where.params) as Promise<Array<{ total: number }>>,
      ]),
    );
    const features = rows.map((r): FeatureDto => ({ type: 'Feature', id: r.id, properties: r.properties, geometry: r.geometry }));
    return toPaged(features, count[0]?.total ?? 0, q);
  }

  /** The extent of the matching features in EPSG:4326 and in the layer's coordinate system. */
  async bbox(user: AuthUser | undefined, lyrId: string, attributeFilter: string | undefined, userMapId?: string): Promise<LayerBboxDto> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const where = this.condition(t, attributeFilter);
    const [row] = await this.run(() => this.db.query(bboxSql(t, where.sql), where.params) as Promise<BboxRow[]>);
    const box = (values: Array<number | null>): number[] | null =>
      values.every((v): v is number => v !== null) ? values.map(Number) : null;
    return {
      bbox: box([row.wxmin, row.wymin, row.wxmax, row.wymax]),
      nativeBbox: box([row.xmin, row.ymin, row.xmax, row.ymax]),
      srid: layer.srid,
      featureCnt: row.total,
    };
  }

  /** The extent of all the layer's features in EPSG:4326 (the bbox route without a filter or a count). */
  async extent(user: AuthUser | undefined, lyrId: string, userMapId?: string): Promise<LayerExtentDto> {
    const { bbox } = await this.bbox(user, lyrId, undefined, userMapId);
    return { bbox };
  }

  private async viewTable(user: AuthUser, lyrId: string, userMapId?: string): Promise<LayerTable> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    this.access.requireVector(layer);
    return this.tables.describe(layer);
  }

  private condition(t: LayerTable, attributeFilter: string | undefined): SqlCondition {
    const text = attributeFilter?.trim();
    return filterCondition(text ? parseFilter(text) : null, t.columns, 't');
  }

  /** Values PostgreSQL refuses (a date text that is not a date…) are the filter's fault: 400. */
  private async run<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (e) {
      if (isValueRejected(e)) throw filterError('layer.filter.valueInvalid');
      throw e;
    }
  }
}
