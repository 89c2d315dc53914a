import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONTENT_KINDS, HOLD_DATA_SE_CODES, LYR_TY_SE_CODES } from '@nuri/domain';
import { DataSource, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { cursorError } from '../../common/paging/keyset-cursor';
import { offsetOf, resolveSort, toPaged } from '../../common/paging/paged';
import { ContentAccessPolicy, callerOf } from '../access';
import { containsPattern } from '../../common/db/search-text';
import { READ_DB } from '../../common/db/read-db';
import type { HoldDataDto, LayerDetailDto, LayerListQueryDto, LayerPage, LayerUpdateDto } from './dto/layers.dto';
import { audiencePageSql, decodeLayerCursor, encodeLayerCursor } from './layer-search';
import { LayerSearchTotals } from './layer-search-totals';
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
    @Inject(READ_DB) private readonly read: DataSource,
    private readonly signer: UrlSigner,
    private readonly totals: LayerSearchTotals,
  ) {}

  /**
   * The layers the caller may view, filtered as the layer search widget asks. Every visible layer
   * by registration (the widget's request, hold optional) is answered from lyr_audience
   * (layer-search.ts); other filters, scopes and sorts, and provider admins, by layerListQuery.
   */
  async list(user: AuthUser, q: LayerListQueryDto): Promise<LayerPage> {
    const orderBy = resolveSort(q.sort, LAYER_SORTS, 'registDt');
    const cursor = q.cursor === undefined ? undefined : decodeLayerCursor(q.cursor);
    if (cursor && orderBy !== LAYER_SORTS.registDt) {
      throw cursorError('cursor requires sort=registDt');
    }
    const caller = callerOf(user);
    const offset = cursor ? 0 : offsetOf(q);
    const audience =
      orderBy === LAYER_SORTS.registDt && q.scope === 'all-visible' && !q.lyrTySeCode && !q.insttCode && !q.searchTxt
        ? await this.policy.layerAudience(caller)
        : undefined;
    let total: number;
    let keys: Array<{ lyrId: string; registDt: string }>;
    if (audience && !audience.all) {
      const search = { audience, holdDataSeCode: q.holdDataSeCode, direction: q.direction, limit: q.pageSize, offset, cursor };
      const page = audiencePageSql(search);
      // A list: read from the replica when one is configured (may lag the primary by its delay).
      [total, keys] = await Promise.all([this.totals.total(audience, q.holdDataSeCode), this.read.query(page.sql, page.params) as Promise<typeof keys>]);
    } else {
      const base = layerListQuery(this.read, {
        callerId: user.userId,
        visible: this.policy.visibleCondition(caller, CONTENT_KINDS.LAYER, { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' }),
        national: this.policy.nationalLayersCondition(caller, 'l.hold_data_se_code'),
        scope: q.scope,
        holdDataSeCode: q.holdDataSeCode,
        lyrTySeCode: q.lyrTySeCode,
        insttCode: q.insttCode,
        pattern: q.searchTxt ? containsPattern(q.searchTxt) : undefined,
      });
      total = (await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>())?.total ?? 0;
      // Deferred join: the page's ids first (an ordered index walk, no row columns), then those rows.
      const keysQuery = base.clone().select('l.lyr_id', 'lyrId').addSelect('l.regist_dt::text', 'registDt');
      if (cursor) {
        keysQuery.andWhere(`(l.regist_dt, l.lyr_id) ${q.direction === 'ASC' ? '>' : '<'} (:afterDt::timestamptz, :afterId::varchar)`, {
          afterDt: cursor.registDt,
          afterId: cursor.lyrId,
        });
      }
      keys = await keysQuery
        .orderBy(orderBy, q.direction, q.direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
        .addOrderBy('l.lyr_id', q.direction)
        .limit(q.pageSize)
        .offset(offset)
        .getRawMany<{ lyrId: string; registDt: string }>();
    }
    const ids = keys.map((k) => k.lyrId);
    const rows = ids.length
      ? await selectLayerRow(layerRowsQuery(this.read)).where('l.lyr_id IN (:...ids)', { ids }).getRawMany<LayerRow>()
      : [];
    const byId = new Map(rows.map((r) => [r.lyrId, r]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    const lastKey = keys.length === q.pageSize && orderBy === LAYER_SORTS.registDt ? keys[keys.length - 1] : undefined;
    return {
      ...toPaged(page.map((r) => toLayerDto(r, this.signer)), total, q),
      nextCursor: lastKey ? encodeLayerCursor(lastKey) : null,
    };
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
