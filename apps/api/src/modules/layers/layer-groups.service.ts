import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOLD_DATA_SE_CODES, LYR_TY_SE_CODES, USER_SE_CODES, type HoldDataSeCode } from '@nuri/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import type { LayerGroupCreateDto, LayerGroupDto, LayerGroupUpdateDto } from './dto/layer-groups.dto';
import { Layer } from './entities/layer.entity';
import { LayerAccess } from './layer-access.service';
import { DELETE_GROUP_ITEMS_SQL, GROUP_ITEM_IDS_SQL, groupLayersQuery, INSERT_GROUP_ITEMS_SQL } from './layer-groups.queries';
import { LayerRemoval } from './layer-removal';
import { UrlSigner } from '../../common/crypto/url-signer';
import { toLayerDto } from './layer-view';
import type { LayerRow } from './layers.queries';
import { LayersService } from './layers.service';

/** Layer groups (/lyrgrp): ordered sets of layers, stored as a layer of type 5 with its items. */
@Injectable()
export class LayerGroups {
  constructor(
    private readonly access: LayerAccess,
    private readonly layers: LayersService,
    private readonly removal: LayerRemoval,
    private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
    private readonly signer: UrlSigner,
  ) {}

  /** Creates a group of layers the caller may view, owned by the caller (viewers may not). */
  async create(user: AuthUser, dto: LayerGroupCreateDto): Promise<LayerGroupDto> {
    if (user.userSeCode === USER_SE_CODES.VIEWER) throw new DomainError('FORBIDDEN', 'layer.group.viewerNotAllowed');
    await this.checkMembers(user, dto.lyrIdList, new Set());
    const now = await this.clock.now();
    const lyrId = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.getRepository(Layer).insert({
        lyrId,
        lyrNm: dto.lyrNm,
        lyrDc: dto.lyrDc?.trim() || null,
        lyrTySeCode: LYR_TY_SE_CODES.GROUP,
        holdDataSeCode: HOLD_DATA_SE_CODES.USER,
        uploadTy: 'group',
        insttCode: user.insttCode,
        registerId: user.userId,
        lyrSttusCode: 'READY',
        registDt: now,
        updtDt: now,
      });
      await this.setItems(tx, lyrId, dto.lyrIdList);
    });
    return this.detail(user, lyrId);
  }

  /** The group with the layers the caller may view, in order. */
  async detail(user: AuthUser, lyrId: string): Promise<LayerGroupDto> {
    const group = this.requireGroup(await this.access.forView(user, lyrId));
    const rows = await groupLayersQuery(this.db, lyrId).getRawMany<LayerRow>();
    const visible: LayerRow[] = [];
    for (const row of rows) {
      if (await this.access.canView(user, { ...row, holdDataSeCode: row.holdDataSeCode as HoldDataSeCode })) visible.push(row);
    }
    return { ...(await this.layers.detailOf(user, group)), layers: visible.map((r) => toLayerDto(r, this.signer)) };
  }

  /** Renames, describes or reorders a group (editors); layers added now must be viewable by the caller. */
  async update(user: AuthUser, lyrId: string, dto: LayerGroupUpdateDto): Promise<LayerGroupDto> {
    const group = this.requireGroup(await this.access.forEdit(user, lyrId));
    if (dto.lyrIdList) {
      const rows: Array<{ lyrId: string }> = await this.db.query(GROUP_ITEM_IDS_SQL, [lyrId]);
      await this.checkMembers(user, dto.lyrIdList, new Set(rows.map((r) => r.lyrId)));
    }
    const lyrIdList = dto.lyrIdList;
    await this.db.transaction(async (tx) => {
      const changes: { updtDt: Date; lyrNm?: string; lyrDc?: string | null } = { updtDt: await this.clock.now() };
      if (dto.lyrNm !== undefined) changes.lyrNm = dto.lyrNm;
      if (dto.lyrDc !== undefined) changes.lyrDc = dto.lyrDc;
      await tx.getRepository(Layer).update({ lyrId: group.lyrId }, changes);
      if (lyrIdList) {
        await tx.query(DELETE_GROUP_ITEMS_SQL, [lyrId]);
        await this.setItems(tx, lyrId, lyrIdList);
      }
    });
    return this.detail(user, lyrId);
  }

  /** Deletes the group (owner and admins); its layers stay. */
  async remove(user: AuthUser, lyrId: string): Promise<void> {
    await this.removal.remove(this.requireGroup(await this.access.forOwner(user, lyrId)));
  }

  private requireGroup(layer: Layer): Layer {
    if (layer.lyrTySeCode !== LYR_TY_SE_CODES.GROUP) throw new DomainError('NOT_FOUND', 'layer.group.notGroup');
    return layer;
  }

  /** No repeats, no groups, and every layer not already in the group viewable by the caller. */
  private async checkMembers(user: AuthUser, lyrIdList: readonly string[], kept: ReadonlySet<string>): Promise<void> {
    const seen = new Set<string>();
    for (const id of lyrIdList) {
      if (seen.has(id)) throw new DomainError('VALIDATION_FAILED', 'layer.group.duplicate', { lyrId: id }, [
        { field: 'lyrIdList', message: 'layer.group.duplicate', params: { lyrId: id } },
      ]);
      seen.add(id);
      const layer = await this.access.find(id).catch(() => null);
      if (!layer || (!kept.has(id) && !(await this.access.canView(user, layer)))) {
        throw new DomainError('FORBIDDEN', 'layer.group.memberNotViewable', { lyrId: id });
      }
      if (layer.lyrTySeCode === LYR_TY_SE_CODES.GROUP) throw new DomainError('RULE_VIOLATION', 'layer.group.nested', { lyrId: id });
    }
  }

  private async setItems(tx: EntityManager, lyrId: string, lyrIdList: readonly string[]): Promise<void> {
    await tx.query(INSERT_GROUP_ITEMS_SQL, [lyrId, lyrIdList]);
  }
}
