import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import {
  CLOSE_VERSION_SQL,
  ENSURE_FIRST_VERSION_SQL,
  FEATURE_VERSION_SQL,
  GEOMETRY_VALIDITY_SQL,
  LOCK_LAYER_SQL,
  NEW_VERSION_SQL,
  RECORD_CHANGE_SQL,
  deleteFeatureSql,
  featureEditedSql,
  featureNowSql,
  featureRowSql,
  findColumn,
  insertFeatureSql,
  isValueRejected,
  layerRecountSql,
  updateFeatureSql,
  LayerTables,
  type LayerColumn,
  type LayerTable,
} from '../layer-data';
import type { FeatureBatchDto, FeatureBatchSavedDto, FeatureInputDto, FeatureSavedDto, FeatureVersionedDto } from './dto/features.dto';
import {
  invalidGeometryKey,
  splitKey,
  type BatchContext,
  type ChangeResult,
  type PreparedChange,
  type Scalar,
  type StoredRow,
  type VectorLayer,
} from './features/feature-changes';
import { checkGeometry } from './features/geojson-check';
import { LiveChannels } from '../live';
import { LayerAccess } from './layer-access.service';

const validation = (field: string, messageKey: string, params: Record<string, string | number> = {}): DomainError =>
  new DomainError('VALIDATION_FAILED', messageKey, params, [{ field, message: messageKey, params }]);

/**
 * Editing the features of a vector layer (custom layers in the builder, any vector layer):
 * editors per the content-access policy. Every save is a batch of changes in one transaction:
 * each change is recorded in the feature history, the batch is a new version of the layer, and
 * the layer's data version moves on (tiles, downloads and OGC items follow). A change naming a
 * feature version older than the stored one is refused (409) with both versions.
 */
@Injectable()
export class LayerFeatures {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    private readonly clock: Clock,
    private readonly live: LiveChannels,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** One feature with its version (viewers of the layer). */
  async get(user: AuthUser | undefined, lyrId: string, gid: string): Promise<FeatureVersionedDto> {
    const layer = await this.access.forView(user, lyrId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const [row] = (await this.db.query(featureNowSql(t), [this.keyOf(t, gid)])) as Array<{ attrs: Record<string, unknown>; geometry: unknown }>;
    if (!row) throw new DomainError('NOT_FOUND', 'layer.feature.notFound');
    const [{ version }] = (await this.db.query(FEATURE_VERSION_SQL, [lyrId, String(gid)])) as Array<{ version: string }>;
    return toFeature(t, row.attrs, row.geometry, version);
  }

  async create(user: AuthUser, lyrId: string, dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.single(user, lyrId, { ...dto, op: 'create' });
  }

  /** Replaces the given properties and, when sent, the geometry of one feature. */
  async update(user: AuthUser, lyrId: string, gid: string, dto: FeatureInputDto): Promise<FeatureSavedDto> {
    return this.single(user, lyrId, { ...dto, op: 'update', gid });
  }

  async remove(user: AuthUser, lyrId: string, gid: string, version?: string): Promise<FeatureSavedDto> {
    return this.single(user, lyrId, { op: 'delete', gid, version, type: 'Feature' });
  }

  /** Several changes saved together: all or none, one new version of the layer. */
  async batch(user: AuthUser, lyrId: string, dto: FeatureBatchDto): Promise<FeatureBatchSavedDto> {
    const { layer, t } = await this.editable(user, lyrId);
    const prepared = dto.changes.map((c, i) => this.prepare(layer, t, c, `changes.${i}`));
    const saved = await this.write(
      user,
      layer,
      t,
      prepared,
      async (tx) => {
        const [rows] = (await tx.query(layerRecountSql(t), [lyrId, await this.clock.now()])) as [Array<{ dataVersion: number; featureCnt: string }>, number];
        return rows[0];
      },
      (i) => `changes.${i}.geometry`,
    );
    return { results: saved.results.map((r) => ({ id: r.id, version: r.version, ...(r.deleted ? { deleted: true } : {}) })), dataVersion: saved.dataVersion, featureCnt: saved.featureCnt, versionNo: saved.versionNo };
  }

  private async single(user: AuthUser, lyrId: string, change: FeatureInputDto & { op: PreparedChange['op']; gid?: string }): Promise<FeatureSavedDto> {
    const { layer, t } = await this.editable(user, lyrId);
    const prepared = this.prepare(layer, t, change, '');
    const saved = await this.write(user, layer, t, [prepared], async (tx, [result]) => {
      const delta = prepared.op === 'create' ? 1 : prepared.op === 'delete' ? -1 : 0;
      const [rows] = (await tx.query(featureEditedSql(t), [layer.lyrId, delta, await this.clock.now(), result.deleted ? null : result.id])) as [Array<{ dataVersion: number; featureCnt: string }>, number];
      return rows[0];
    });
    const [result] = saved.results;
    return { id: result.id, version: result.version, dataVersion: saved.dataVersion, featureCnt: saved.featureCnt, versionNo: saved.versionNo };
  }

  private async editable(user: AuthUser, lyrId: string): Promise<{ layer: VectorLayer; t: LayerTable }> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    return { layer, t: await this.tables.describe(layer) };
  }

  /** Checks one change before anything is written (400 with the field). */
  private prepare(layer: VectorLayer, t: LayerTable, c: FeatureInputDto & { op: PreparedChange['op']; gid?: string }, at: string): PreparedChange {
    const field = (name: string) => (at ? `${at}.${name}` : name);
    const version = c.version === undefined || c.version === null ? undefined : String(c.version);
    if (version !== undefined && !/^\d{1,18}$/.test(version)) throw validation(field('version'), 'layer.feature.versionInvalid');
    if (c.op === 'delete') return { op: 'delete', gid: this.keyOf(t, c.gid ?? ''), version };
    const geojson = c.geometry ? this.geometryOf(layer, t, c.geometry, field('geometry')) : null;
    const { columns, values } = this.valuesOf(t, c.properties, field('properties'));
    if (c.op === 'create') {
      if (!geojson) throw validation(field('geometry'), 'layer.feature.geometryInvalid');
      return { op: 'create', columns, values, geojson };
    }
    if (!geojson && !columns.length) throw validation(field('properties'), 'error.validation');
    return { op: 'update', gid: this.keyOf(t, c.gid ?? ''), version, columns, values, geojson };
  }

  /** The batch and the layer's bookkeeping in one transaction; refused values are a 400. */
  private async write(
    user: AuthUser,
    layer: VectorLayer,
    t: LayerTable,
    changes: PreparedChange[],
    settle: (tx: EntityManager, results: ChangeResult[]) => Promise<{ dataVersion: number; featureCnt: string | number }>,
    geometryField: (index: number) => string = () => 'geometry',
  ): Promise<{ results: ChangeResult[]; dataVersion: number; featureCnt: number; versionNo: number }> {
    const now = await this.clock.now();
    for (const [i, c] of changes.entries()) if (c.op !== 'delete' && c.geojson) await this.checkValidity(c.geojson, geometryField(i));
    let saved: { results: ChangeResult[]; dataVersion: number; featureCnt: number; versionNo: number };
    try {
      saved = await this.db.transaction(async (tx) => {
        await tx.query(LOCK_LAYER_SQL, [layer.lyrId]);
        await tx.query(ENSURE_FIRST_VERSION_SQL, [layer.lyrId]);
        const [{ versionNo }] = (await tx.query(NEW_VERSION_SQL, [layer.lyrId, 'EDIT', null, user.userId, now])) as Array<{ versionNo: number }>;
        const ctx: BatchContext = { layer, t, userId: user.userId, now, versionNo };
        const results: ChangeResult[] = [];
        for (const c of changes) results.push(await this.apply(tx, ctx, c));
        const settled = await settle(tx, results);
        const featureCnt = Number(settled.featureCnt);
        await tx.query(CLOSE_VERSION_SQL, [layer.lyrId, versionNo, changes.length, featureCnt]);
        return { results, dataVersion: settled.dataVersion, featureCnt, versionNo };
      });
    } catch (e) {
      if (isValueRejected(e)) throw validation('properties', 'layer.feature.valueInvalid', { detail: e.message });
      throw e;
    }
    await this.live.publish({
      type: 'changed',
      lyrId: layer.lyrId,
      dataVersion: saved.dataVersion,
      versionNo: saved.versionNo,
      kind: 'EDIT',
      by: { userId: user.userId, userNm: user.userNm },
      changes: saved.results.map((r) => ({ id: r.id, op: r.op, version: r.version })),
    });
    return saved;
  }

  /** One change: the version check, the write, and its history row. */
  private async apply(tx: EntityManager, ctx: BatchContext, c: PreparedChange): Promise<ChangeResult> {
    const { layer, t } = ctx;
    let before: StoredRow | null = null;
    let id: number | string;
    if (c.op === 'create') {
      const [row] = (await tx.query(insertFeatureSql(t, c.columns), [...c.values, c.geojson, this.sridOf(layer, t)])) as Array<{ id: number | string }>;
      id = row.id;
    } else {
      before = await this.row(tx, t, c.gid);
      await this.checkVersion(tx, ctx, c, before);
      if (!before) throw new DomainError('NOT_FOUND', 'layer.feature.notFound');
      if (c.op === 'update') {
        const params = c.geojson ? [...c.values, c.geojson, this.sridOf(layer, t), c.gid] : [...c.values, c.gid];
        await tx.query(updateFeatureSql(t, c.columns, c.geojson !== null), params);
      } else {
        await tx.query(deleteFeatureSql(t), [c.gid]);
      }
      id = before.attrs[t.key.name] as number | string;
    }
    const after = c.op === 'delete' ? null : await this.row(tx, t, String(id));
    const op = c.op === 'create' ? 'I' : c.op === 'delete' ? 'D' : 'U';
    const [{ version }] = (await tx.query(RECORD_CHANGE_SQL, [
      layer.lyrId, ctx.versionNo, String(id), op,
      before ? JSON.stringify(before.attrs) : null, before?.geom ?? null,
      after ? JSON.stringify(after.attrs) : null, after?.geom ?? null,
      ctx.userId, ctx.now,
    ])) as Array<{ version: string }>;
    return c.op === 'delete' ? { id, version: null, op, deleted: true } : { id, version, op };
  }

  /** A stale version is a conflict: 409 with the stored feature (null when deleted) and both versions. */
  private async checkVersion(tx: EntityManager, ctx: BatchContext, c: Exclude<PreparedChange, { op: 'create' }>, before: StoredRow | null): Promise<void> {
    if (c.version === undefined) return;
    const [{ version: current }] = (await tx.query(FEATURE_VERSION_SQL, [ctx.layer.lyrId, c.gid])) as Array<{ version: string }>;
    if (current === c.version) return;
    const [now] = before ? ((await tx.query(featureNowSql(ctx.t), [c.gid])) as Array<{ attrs: Record<string, unknown>; geometry: unknown }>) : [];
    throw new DomainError('CONFLICT', 'layer.feature.versionConflict', {}, {
      gid: c.gid,
      yourVersion: c.version,
      currentVersion: current,
      current: now ? toFeature(ctx.t, now.attrs, now.geometry, current) : null,
    });
  }

  private async row(tx: EntityManager, t: LayerTable, gid: string): Promise<StoredRow | null> {
    const [row] = (await tx.query(featureRowSql(t), [gid])) as StoredRow[];
    return row ?? null;
  }

  /** PostGIS's validity (self-intersections, rings): a 400 that says where, nothing saved. */
  private async checkValidity(geojson: string, field: string): Promise<void> {
    const [d] = (await this.db.query(GEOMETRY_VALIDITY_SQL, [geojson])) as Array<{ valid: boolean; reason: string | null; x: number | null; y: number | null }>;
    if (d.valid) return;
    const at = (v: number | null) => (v === null ? '-' : v.toFixed(6));
    throw validation(field, invalidGeometryKey(d.reason ?? ''), { reason: d.reason ?? '', x: at(d.x), y: at(d.y) });
  }

  /** The geometry as GeoJSON text, when its kind is the layer's (a single part also fits a multi column). */
  private geometryOf(layer: VectorLayer, t: LayerTable, geometry: Record<string, unknown>, field: string): string {
    const { type, lyrTySeCode } = checkGeometry(geometry);
    const columnType = t.geometry.geometryType ?? 'Geometry';
    const multiRefused = /^Multi/.test(type) && !/^(Multi|Geometry)/i.test(columnType);
    if (lyrTySeCode !== layer.lyrTySeCode || multiRefused) {
      throw validation(field, 'layer.feature.geometryTypeMismatch', { expected: columnType, actual: type });
    }
    return JSON.stringify({ type: geometry.type, coordinates: geometry.coordinates });
  }

  /** Properties as columns of the table (attributes only) and their values, in the same order. */
  private valuesOf(t: LayerTable, properties: Record<string, unknown> | undefined, field: string): { columns: LayerColumn[]; values: Scalar[] } {
    const columns: LayerColumn[] = [];
    const values: Scalar[] = [];
    for (const [name, value] of Object.entries(properties ?? {})) {
      const column = findColumn(t.columns, name);
      if (!column) throw validation(`${field}.${name}`, 'layer.unknownColumn', { column: name });
      if (!t.attributes.includes(column)) throw validation(`${field}.${name}`, 'layer.columnNotEditable', { column: column.name });
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        throw validation(`${field}.${name}`, 'layer.feature.valueInvalid', { detail: column.name });
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

/** A stored row as a GeoJSON Feature with its version (the key as the id, not a property). */
export function toFeature(t: LayerTable, attrs: Record<string, unknown>, geometry: unknown, version: string): FeatureVersionedDto {
  const { id, properties } = splitKey(t, attrs);
  return { type: 'Feature', id, version, geometry: (geometry as Record<string, unknown> | null) ?? null, properties };
}
