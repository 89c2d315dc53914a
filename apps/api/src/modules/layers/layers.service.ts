import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONTENT_KINDS, HOLD_DATA_SE_CODES, LYR_TY_SE_CODES } from '@nuri/domain';
import { DataSource, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, callerOf } from '../access';
import { containsPattern } from '../../common/db/search-text';
import type { HoldDataDto, LayerDetailDto, LayerDto, LayerListQueryDto, LayerUpdateDto } from './dto/layers.dto';
import { Layer } from './entities/layer.entity';
import { LayerAccess } from './layer-access.service';
import { LayerRemoval } from './layer-removal';
import { UrlSigner } from '../../common/crypto/url-signer';
import { toLayerDto } from './layer-view';
import { LAYER_SORTS, layerListQuery, layerRowQuery, layerRowsQuery, PUBLISH_SQL, REPUBLISH_SQL, selectLayerRow, type LayerRow } from './layers.queries';
import { importReportOf, REPORTED_UPLOAD_TYPES } from './dto/import-report.dto';
import { rasterBandsOf } from './dto/raster-bands.dto';

/** Layer records: search, detail, rename, delete, publish and the national flag. */
@Injectable()
export class LayersService {
  constructor(
    private readonly access: LayerAccess,
    private readonly policy: ContentAccessPolicy,
    private readonly removal: LayerRemoval,
    private readonly clock: Clock,
    @InjectRepository(Layer) private readonly layers: Repository<Layer>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly signer: UrlSigner,
  ) {}

  /** The layers the caller may view, filtered as the layer search widget asks. */
  async list(user: AuthUser, q: LayerListQueryDto): Promise<Paged<LayerDto>> {
    const orderBy = resolveSort(q.sort, LAYER_SORTS, 'registDt');
    const caller = callerOf(user);
    const base = layerListQuery(this.db, {
      callerId: user.userId,
      visible: this.policy.visibleCondition(caller, CONTENT_KINDS.LAYER, { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' }),
      national: this.policy.nationalLayersCondition(caller, 'l.hold_data_se_code'),
      scope: q.scope,
      holdDataSeCode: q.holdDataSeCode,
      lyrTySeCode: q.lyrTySeCode,
      insttCode: q.insttCode,
      pattern: q.searchTxt ? containsPattern(q.searchTxt) : undefined,
    });
    const total = await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    // Deferred join: the page's ids first (an ordered index walk, no row columns), then those rows.
    const keys = await base
      .clone()
      .select('l.lyr_id', 'lyrId')
      .orderBy(orderBy, q.direction, q.direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('l.lyr_id', q.direction)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .getRawMany<{ lyrId: string }>();
    const ids = keys.map((k) => k.lyrId);
    const rows = ids.length
      ? await selectLayerRow(layerRowsQuery(this.db)).where('l.lyr_id IN (:...ids)', { ids }).getRawMany<LayerRow>()
      : [];
    const byId = new Map(rows.map((r) => [r.lyrId, r]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    return toPaged(page.map((r) => toLayerDto(r, this.signer)), total?.total ?? 0, q);
  }

  async detail(user: AuthUser, lyrId: string): Promise<LayerDetailDto> {
    const layer = await this.access.forView(user, lyrId);
    return this.detailOf(user, layer);
  }

  /** Renames a layer or changes its description or remote parameters (editors). */
  async update(user: AuthUser, lyrId: string, dto: LayerUpdateDto): Promise<LayerDetailDto> {
    const layer = await this.access.forEdit(user, lyrId);
    const changes: Pick<Partial<Layer>, 'lyrNm' | 'lyrDc' | 'mapUrlParamtr'> = {};
    if (dto.lyrNm !== undefined) changes.lyrNm = dto.lyrNm;
    if (dto.lyrDc !== undefined) changes.lyrDc = dto.lyrDc;
    if (dto.mapUrlParamtr !== undefined) changes.mapUrlParamtr = dto.mapUrlParamtr;
    if (Object.keys(changes).length) {
      // TypeORM's partial type cannot express a jsonb column typed as an open record.
      const update = { ...changes, updtDt: await this.clock.now() } as QueryDeepPartialEntity<Layer>;
      await this.layers.update({ lyrId }, update);
    }
    return this.detailOf(user, { ...layer, ...changes });
  }

  /** Deletes a layer, its table, files, shares and group memberships (owner and admins). */
  async remove(user: AuthUser, lyrId: string): Promise<void> {
    await this.removal.remove(await this.access.forOwner(user, lyrId));
  }

  /** Publishes a ready data layer (owner and admins); 409 when it already is. */
  async publish(user: AuthUser, lyrId: string): Promise<LayerDetailDto> {
    const layer = await this.publishable(user, lyrId);
    if (layer.publishAt === 'Y') throw new DomainError('CONFLICT', 'layer.alreadyPublished');
    await this.db.query(PUBLISH_SQL, [lyrId, await this.clock.now()]);
    return this.detail(user, lyrId);
  }

  /** Publishes again after a change: a new publish time and data version; 409 when not published. */
  async republish(user: AuthUser, lyrId: string): Promise<LayerDetailDto> {
    const layer = await this.publishable(user, lyrId);
    if (layer.publishAt !== 'Y') throw new DomainError('CONFLICT', 'layer.notPublished');
    await this.db.query(REPUBLISH_SQL, [lyrId, await this.clock.now()]);
    return this.detail(user, lyrId);
  }

  /** Marks a layer as national spatial information (9) or user data (1); provider admins only (route guard). */
  async setHoldData(user: AuthUser, lyrId: string, dto: HoldDataDto): Promise<LayerDetailDto> {
    const layer = await this.access.find(lyrId);
    if (layer.lyrTySeCode === LYR_TY_SE_CODES.GROUP && dto.holdDataSeCode === HOLD_DATA_SE_CODES.NATIONAL) {
      throw new DomainError('RULE_VIOLATION', 'layer.holdDataGroup');
    }
    await this.layers.update({ lyrId }, { holdDataSeCode: dto.holdDataSeCode, updtDt: await this.clock.now() });
    return this.detail(user, lyrId);
  }

  private async publishable(user: AuthUser, lyrId: string): Promise<Layer> {
    const layer = await this.access.forOwner(user, lyrId);
    if (layer.lyrTySeCode === LYR_TY_SE_CODES.GROUP) throw new DomainError('CONFLICT', 'layer.groupNotPublishable');
    if (layer.lyrSttusCode !== 'READY') throw new DomainError('CONFLICT', 'layer.notReady');
    return layer;
  }

  /** The detail of a layer already checked for viewing. */
  async detailOf(user: AuthUser, layer: Layer): Promise<LayerDetailDto> {
    const row = await layerRowQuery(this.db, layer.lyrId).getRawOne<LayerRow>();
    if (!row) throw new DomainError('NOT_FOUND', 'error.notFound');
    return {
      ...toLayerDto(row, this.signer),
      mayEdit: await this.access.canEdit(user, layer),
      sldAt: layer.sldCn ? 'Y' : 'N',
      importError: layer.importError,
      importReport:
        layer.lyrSttusCode === 'READY' && REPORTED_UPLOAD_TYPES.includes(row.uploadTy)
          ? importReportOf(layer.importReport, Number(row.featureCnt))
          : null,
      rasterBands: layer.lyrSttusCode === 'READY' && layer.rasterPath ? rasterBandsOf(layer.importReport) : null,
    };
  }
}
