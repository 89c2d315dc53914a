import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { isValueRejected, deleteFeatureSql, featureEditedSql, insertFeatureSql, updateFeatureSql, findColumn, LayerTables, type LayerColumn, type LayerTable } from '../layer-data';
import type { FeatureInputDto, FeatureSavedDto } from './dto/features.dto';
import type { Layer } from './entities/layer.entity';
import { checkGeometry } from './features/geojson-check';
import { LayerAccess } from './layer-access.service';

type VectorLayer = Layer & { tableNm: string; geomColumn: string; srid: number };
type Scalar = string | number | boolean | null;

const validation = (field: string, messageKey: string, params: Record<string, string | number> = {}): DomainError =>
  new DomainError('VALIDATION_FAILED', messageKey, params, [{ field, message: messageKey, params }]);

/**
 * Editing the features of a vector layer (custom layers in the builder, any vector layer):
 * editors per the content-access policy. Each edit bumps the layer's data version.
 */
@Injectable()
export class LayerFeatures {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async create(user: AuthUser, lyrId: string, dto: FeatureInputDto): Promise<FeatureSavedDto> {
    const { layer, t } = await this.editable(user, lyrId);
    if (!dto.geometry) throw validation('geometry', 'layer.feature.geometryInvalid');
    const geojson = this.geometryOf(layer, t, dto.geometry);
    const { columns, values } = this.valuesOf(t, dto.properties);
    return this.write(layer, t, async (tx) => {
      const [row] = (await tx.query(insertFeatureSql(t, columns), [...values, geojson, this.sridOf(layer, t)])) as Array<{ id: number | string }>;
      return { id: row.id, delta: 1 };
    });
  }

  /** Replaces the given properties and, when sent, the geometry of one feature. */
  async update(user: AuthUser, lyrId: string, gid: string, dto: FeatureInputDto): Promise<FeatureSavedDto> {
    const { layer, t } = await this.editable(user, lyrId);
    const geojson = dto.geometry ? this.geometryOf(layer, t, dto.geometry) : null;
    const { columns, values } = this.valuesOf(t, dto.properties);
    if (!geojson && !columns.length) throw validation('properties', 'error.validation');
    const key = this.keyOf(t, gid);
    return this.write(layer, t, async (tx) => {
      const params = geojson ? [...values, geojson, this.sridOf(layer, t), key] : [...values, key];
      const rows = (await tx.query(updateFeatureSql(t, columns, geojson !== null), params)) as [Array<{ id: number | string }>, number];
      const id = rows[0][0]?.id;
      if (id === undefined) throw new DomainError('NOT_FOUND', 'layer.feature.notFound');
      return { id, delta: 0 };
    });
  }

  async remove(user: AuthUser, lyrId: string, gid: string): Promise<FeatureSavedDto> {
    const { layer, t } = await this.editable(user, lyrId);
    const key = this.keyOf(t, gid);
    return this.write(layer, t, async (tx) => {
      const rows = (await tx.query(deleteFeatureSql(t), [key])) as [Array<{ id: number | string }>, number];
      const id = rows[0][0]?.id;
      if (id === undefined) throw new DomainError('NOT_FOUND', 'layer.feature.notFound');
      return { id, delta: -1, deleted: true };
    });
  }

  private async editable(user: AuthUser, lyrId: string): Promise<{ layer: VectorLayer; t: LayerTable }> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    return { layer, t: await this.tables.describe(layer) };
  }

  /** The change and the layer's bookkeeping in one transaction; refused values are a 400. */
  private async write(
    layer: VectorLayer,
    t: LayerTable,
    change: (tx: EntityManager) => Promise<{ id: number | string; delta: number; deleted?: boolean }>,
  ): Promise<FeatureSavedDto> {
    const now = await this.clock.now();
    try {
      return await this.db.transaction(async (tx) => {
        const { id, delta, deleted } = await change(tx);
        const [rows] = (await tx.query(featureEditedSql(t), [layer.lyrId, delta, now, deleted ? null : id])) as [
          Array<{ dataVersion: number; featureCnt: string }>,
          number,
        ];
        return { id, dataVersion: rows[0].dataVersion, featureCnt: Number(rows[0].featureCnt) };
      });
    } catch (e) {
      if (isValueRejected(e)) throw validation('properties', 'layer.feature.valueInvalid', { detail: e.message });
      throw e;
    }
  }

  /** The geometry as GeoJSON text, when its kind is the layer's (a single part also fits a multi column). */
  private geometryOf(layer: VectorLayer, t: LayerTable, geometry: Record<string, unknown>): string {
    const { type, lyrTySeCode } = checkGeometry(geometry);
    const columnType = t.geometry.geometryType ?? 'Geometry';
    const multiRefused = /^Multi/.test(type) && !/^(Multi|Geometry)/i.test(columnType);
    if (lyrTySeCode !== layer.lyrTySeCode || multiRefused) {
      throw validation('geometry', 'layer.feature.geometryTypeMismatch', { expected: columnType, actual: type });
    }
    return JSON.stringify({ type: geometry.type, coordinates: geometry.coordinates });
  }

  /** Properties as columns of the table (attributes only) and their values, in the same order. */
  private valuesOf(t: LayerTable, properties: Record<string, unknown> | undefined): { columns: LayerColumn[]; values: Scalar[] } {
    const columns: LayerColumn[] = [];
    const values: Scalar[] = [];
    for (const [name, value] of Object.entries(properties ?? {})) {
      const column = findColumn(t.columns, name);
      if (!column) throw validation(`properties.${name}`, 'layer.unknownColumn', { column: name });
      if (!t.attributes.includes(column)) throw validation(`properties.${name}`, 'layer.columnNotEditable', { column: column.name });
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        throw validation(`properties.${name}`, 'layer.feature.valueInvalid', { detail: column.name });
      }
      if (columns.includes(column)) continue;
      columns.push(column);
      values.push(value as Scalar);
    }
    return { columns, values };
  }

  /** A path id the key column can hold; anything else cannot name a feature (404). */
  private keyOf(t: LayerTable, gid: string): string {
    if (t.key.kind === 'numeric' && !/^-?\d{1,18}$/.test(gid)) throw new DomainError('NOT_FOUND', 'layer.feature.notFound');
    return gid;
  }

  private sridOf(layer: VectorLayer, t: LayerTable): number {
    return t.geometry.srid && t.geometry.srid > 0 ? t.geometry.srid : layer.srid;
  }
}
