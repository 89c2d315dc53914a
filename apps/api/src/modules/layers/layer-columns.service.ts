import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isCustomColumnName } from '@nuri/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import {
  CLOSE_VERSION_SQL,
  ENSURE_FIRST_VERSION_SQL,
  LOCK_LAYER_SQL,
  NEW_VERSION_SQL,
  SYSTEM_COLUMN_NAMES,
  VERSION_DETAIL_SQL,
  addColumnSql,
  bulkUpdateSql,
  dropColumnSql,
  featureCountSql,
  filterCondition,
  findColumn,
  isValueRejected,
  layerRecountSql,
  parseFilter,
  renameColumnSql,
  LayerTables,
  type CustomColumnSqlType,
  type LayerColumn,
  type LayerTable,
} from '../layer-data';
import { LiveChannels } from '../live';
import type { FeatureBulkUpdateDto, FeatureBulkUpdatedDto, LayerColumnsChangedDto } from './dto/layer-columns.dto';
import type { VectorLayer } from './features/feature-changes';
import { LayerAccess } from './layer-access.service';

const validation = (field: string, messageKey: string, params: Record<string, string | number> = {}): DomainError =>
  new DomainError('VALIDATION_FAILED', messageKey, params, [{ field, message: messageKey, params }]);

type VersionKind = 'EDIT' | 'COLUMNS';

/**
 * Changes of a vector layer's table as a whole, for its editors: the columns of custom layers
 * (add, rename, remove) and one column set on every feature matching a filter. Each is one new
 * version of the layer (kind COLUMNS or EDIT), moves its data version on (tiles, downloads, OGC
 * items follow) and is published live.
 */
@Injectable()
export class LayerColumns {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    private readonly clock: Clock,
    private readonly live: LiveChannels,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async add(user: AuthUser, lyrId: string, name: string, type: CustomColumnSqlType): Promise<LayerColumnsChangedDto> {
    const { layer, t } = await this.custom(user, lyrId);
    this.checkNewName(t, name);
    return this.change(user, layer, t, { op: 'add', name, type }, (tx) => tx.query(addColumnSql(t, name, type)));
  }

  async rename(user: AuthUser, lyrId: string, column: string, name: string): Promise<LayerColumnsChangedDto> {
    const { layer, t } = await this.custom(user, lyrId);
    const from = this.attribute(t, column);
    this.checkNewName(t, name);
    return this.change(user, layer, t, { op: 'rename', name: from.name, newName: name }, (tx) => tx.query(renameColumnSql(t, from, name)));
  }

  async remove(user: AuthUser, lyrId: string, column: string): Promise<LayerColumnsChangedDto> {
    const { layer, t } = await this.custom(user, lyrId);
    const gone = this.attribute(t, column);
    return this.change(user, layer, t, { op: 'remove', name: gone.name }, (tx) => tx.query(dropColumnSql(t, gone)));
  }

  /** Sets one column on every feature matching the filter, as one version (set-based, any size). */
  async bulkUpdate(user: AuthUser, lyrId: string, dto: FeatureBulkUpdateDto): Promise<FeatureBulkUpdatedDto> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const column = this.attribute(t, dto.column, 'column');
    const value = dto.value === undefined ? null : dto.value;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      throw validation('value', 'layer.feature.valueInvalid', { detail: column.name });
    }
    const text = dto.attributeFilter?.trim();
    const where = filterCondition(text ? parseFilter(text) : null, t.columns, 't');
    const n = where.params.length;
    try {
      return await this.inVersion(user, layer, t, 'EDIT', async (tx, versionNo, now) => {
        const [{ total }] = (await tx.query(featureCountSql(t, where.sql), where.params)) as Array<{ total: number }>;
        if (dto.expectedCount !== undefined && dto.expectedCount !== total) {
          throw new DomainError('CONFLICT', 'layer.bulk.countChanged', { expected: dto.expectedCount, actual: total }, { expectedCount: dto.expectedCount, matchedCnt: total });
        }
        if (!total) throw validation('attributeFilter', 'layer.bulk.nothingSelected');
        const [{ changeCnt }] = (await tx.query(bulkUpdateSql(t, column, where.sql, n), [...where.params, value, layer.lyrId, versionNo, user.userId, now])) as Array<{ changeCnt: number }>;
        return { changeCnt, detail: null, extra: { matchedCnt: total, changeCnt } };
      }).then(({ versionNo, dataVersion, featureCnt, extra }) => ({ ...extra, versionNo, dataVersion, featureCnt }));
    } catch (e) {
      // The value does not fit the column (or a filter value PostgreSQL refuses): 400, nothing changed.
      if (isValueRejected(e)) throw validation('value', 'layer.feature.valueInvalid', { detail: column.name });
      throw e;
    }
  }

  private async custom(user: AuthUser, lyrId: string): Promise<{ layer: VectorLayer; t: LayerTable }> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    if (layer.uploadTy !== 'custom') throw new DomainError('CONFLICT', 'layer.columns.customOnly');
    return { layer, t: await this.tables.describe(layer) };
  }

  /** An attribute column by the name given (the key and geometries cannot be changed). */
  private attribute(t: LayerTable, name: string, field = 'column'): LayerColumn {
    const column = findColumn(t.columns, name);
    if (!column) throw new DomainError('NOT_FOUND', 'layer.unknownColumn', { column: name });
    if (!t.attributes.includes(column)) throw validation(field, 'layer.columnNotEditable', { column: column.name });
    return column;
  }

  /** Names as for imported and custom columns; reserved and taken names refused. */
  private checkNewName(t: LayerTable, name: string): void {
    if (SYSTEM_COLUMN_NAMES.includes(name) || name === t.key.name || name === t.geometry.name) {
      throw validation('name', 'layer.columns.reserved', { name });
    }
    if (!isCustomColumnName(name)) throw validation('name', 'upload.custom.columnInvalid', { name });
    if (t.columns.some((c) => c.name.toLowerCase() === name.toLowerCase())) throw validation('name', 'layer.columns.exists', { name });
  }

  private async change(
    user: AuthUser,
    layer: VectorLayer,
    t: LayerTable,
    detail: Record<string, string>,
    alter: (tx: EntityManager) => Promise<unknown>,
  ): Promise<LayerColumnsChangedDto> {
    const saved = await this.inVersion(user, layer, t, 'COLUMNS', async (tx) => {
      await alter(tx);
      return { changeCnt: 0, detail, extra: null };
    });
    const after = await this.tables.describe(layer);
    return {
      versionNo: saved.versionNo,
      dataVersion: saved.dataVersion,
      columns: after.columns.map((c) => ({
        name: c.name, type: c.type, kind: c.kind, nullable: c.nullable,
        isKey: c === after.key, isGeometry: c === after.geometry, geometryType: c.geometryType, srid: c.srid,
      })),
    };
  }

  /** The layer locked, a new version, the work, the recount and the version closed; then the live event. */
  private async inVersion<T>(
    user: AuthUser,
    layer: VectorLayer,
    t: LayerTable,
    kind: VersionKind,
    work: (tx: EntityManager, versionNo: number, now: Date) => Promise<{ changeCnt: number; detail: Record<string, string> | null; extra: T }>,
  ): Promise<{ versionNo: number; dataVersion: number; featureCnt: number; extra: T }> {
    const now = await this.clock.now();
    const saved = await this.db.transaction(async (tx) => {
      await tx.query(LOCK_LAYER_SQL, [layer.lyrId]);
      await tx.query(ENSURE_FIRST_VERSION_SQL, [layer.lyrId]);
      const [{ versionNo }] = (await tx.query(NEW_VERSION_SQL, [layer.lyrId, kind, null, user.userId, now])) as Array<{ versionNo: number }>;
      const done = await work(tx, versionNo, now);
      if (done.detail) await tx.query(VERSION_DETAIL_SQL, [layer.lyrId, versionNo, JSON.stringify(done.detail)]);
      const [rows] = (await tx.query(layerRecountSql(t), [layer.lyrId, now])) as [Array<{ dataVersion: number; featureCnt: string }>, number];
      const featureCnt = Number(rows[0].featureCnt);
      await tx.query(CLOSE_VERSION_SQL, [layer.lyrId, versionNo, done.changeCnt, featureCnt]);
      return { versionNo, dataVersion: rows[0].dataVersion, featureCnt, extra: done.extra };
    });
    await this.live.publish({
      type: 'changed',
      lyrId: layer.lyrId,
      dataVersion: saved.dataVersion,
      versionNo: saved.versionNo,
      kind: kind === 'COLUMNS' ? 'COLUMNS' : 'BULK',
      by: { userId: user.userId, userNm: user.userNm },
    });
    return saved;
  }
}
