import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import {
  CLOSE_VERSION_SQL,
  ENSURE_FIRST_VERSION_SQL,
  FEATURE_HISTORY_SQL,
  LAYER_VERSIONS_SQL,
  LOCK_LAYER_SQL,
  NEW_VERSION_SQL,
  VERSION_EXISTS_SQL,
  layerRecountSql,
  ANALYZE_RESTORE_SQL,
  RESTORE_NO_JIT_SQL,
  restoreDeleteSql,
  restoreUpdateSql,
  restoreInsertSql,
  restoreRecordSql,
  restoreKeySql,
  restoreTargetsSql,
  LayerTables,
  type LayerTable,
} from '../layer-data';
import type { FeatureChangeEntryDto, FeatureStateDto, LayerRestoredDto, LayerVersionDto, LayerVersionListQueryDto } from './dto/layer-history.dto';
import { LiveChannels } from '../live';
import { splitKey } from './features/feature-changes';
import { LayerAccess } from './layer-access.service';

interface HistoryRow {
  version: string;
  versionNo: number;
  op: 'I' | 'U' | 'D';
  changedBy: string | null;
  changedByNm: string | null;
  changedDt: Date;
  beforeAttrs: Record<string, unknown> | null;
  beforeGeom: Record<string, unknown> | null;
  afterAttrs: Record<string, unknown> | null;
  afterGeom: Record<string, unknown> | null;
}

/**
 * A vector layer's versions and its features' history (docs/architecture.md "Feature history"),
 * for those who may edit the layer: the version list, one feature's changes, and restoring the
 * layer to any version as a new version (nothing destroyed).
 */
@Injectable()
export class LayerHistory {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    private readonly clock: Clock,
    private readonly live: LiveChannels,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** The versions, newest first; a layer never edited shows its import as version 1. */
  async versions(user: AuthUser, lyrId: string, q: LayerVersionListQueryDto): Promise<Paged<LayerVersionDto>> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    const rows = (await this.db.query(LAYER_VERSIONS_SQL, [lyrId, q.pageSize, offsetOf(q)])) as Array<LayerVersionDto & { total: string }>;
    if (!rows.length && q.pageIndex === 1) {
      const first: LayerVersionDto = {
        versionNo: 1, versionKind: 'IMPORT', restoredFrom: null, changeCnt: 0, featureCnt: Number(layer.featureCnt),
        creatId: layer.registerId, creatNm: null, creatDt: layer.registDt,
      };
      return toPaged([first], 1, q);
    }
    return toPaged(rows.map(({ total: _total, ...v }) => v), Number(rows[0]?.total ?? 0), q);
  }

  /** A feature's changes, newest first (at most 200). */
  async featureHistory(user: AuthUser, lyrId: string, gid: string): Promise<FeatureChangeEntryDto[]> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const rows = (await this.db.query(FEATURE_HISTORY_SQL, [lyrId, gid])) as HistoryRow[];
    return rows.map((r) => ({
      version: r.version,
      versionNo: r.versionNo,
      op: r.op,
      changedBy: r.changedBy,
      changedByNm: r.changedByNm,
      changedDt: r.changedDt,
      before: state(t, r.beforeAttrs, r.beforeGeom),
      after: state(t, r.afterAttrs, r.afterGeom),
    }));
  }

  /**
   * Brings the layer's features back to what they were at `versionNo`, as a new version (RESTORE):
   * every feature changed since then gets its row of that version back (updated in place, or
   * inserted again, or removed when it did not exist then), each recorded as a change. Set-based:
   * one statement per step.
   */
  async restore(user: AuthUser, lyrId: string, versionNo: number): Promise<LayerRestoredDto> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    const t = await this.tables.describe(layer);
    const now = await this.clock.now();
    const restored = await this.db.transaction(async (tx): Promise<LayerRestoredDto> => {
      await tx.query(RESTORE_NO_JIT_SQL);
      await tx.query(LOCK_LAYER_SQL, [lyrId]);
      await tx.query(ENSURE_FIRST_VERSION_SQL, [lyrId]);
      const found = (await tx.query(VERSION_EXISTS_SQL, [lyrId, versionNo])) as unknown[];
      if (!found.length) throw new DomainError('NOT_FOUND', 'layer.version.notFound', { versionNo });
      await tx.query(restoreTargetsSql(), [lyrId, versionNo]);
      // A temporary table has no statistics until analysed: the joins below need them to hash.
      await tx.query(ANALYZE_RESTORE_SQL);
      const [{ versionNo: newVersion }] = (await tx.query(NEW_VERSION_SQL, [lyrId, 'RESTORE', versionNo, user.userId, now])) as Array<{ versionNo: number }>;
      const [{ changeCnt }] = (await tx.query(restoreRecordSql(t), [lyrId, newVersion, user.userId, now])) as Array<{ changeCnt: number }>;
      // In place where the feature exists now and then; deleted only when it did not exist then.
      await tx.query(restoreUpdateSql(t));
      await tx.query(restoreDeleteSql(t));
      await tx.query(restoreInsertSql(t));
      if (t.key.kind === 'numeric') await tx.query(restoreKeySql(t), [t.qualified, t.key.name]);
      const [rows] = (await tx.query(layerRecountSql(t), [lyrId, now])) as [Array<{ dataVersion: number; featureCnt: string }>, number];
      const featureCnt = Number(rows[0].featureCnt);
      await tx.query(CLOSE_VERSION_SQL, [lyrId, newVersion, changeCnt, featureCnt]);
      return { versionNo: newVersion, restoredFrom: versionNo, changeCnt, dataVersion: rows[0].dataVersion, featureCnt };
    });
    await this.live.publish({
      type: 'changed',
      lyrId,
      dataVersion: restored.dataVersion,
      versionNo: restored.versionNo,
      kind: 'RESTORE',
      by: { userId: user.userId, userNm: user.userNm },
    });
    return restored;
  }
}

/** A stored row as the history shows it (the key left out of the properties). */
function state(t: LayerTable, attrs: Record<string, unknown> | null, geometry: Record<string, unknown> | null): FeatureStateDto | null {
  if (!attrs) return null;
  return { geometry, properties: splitKey(t, attrs).properties };
}
