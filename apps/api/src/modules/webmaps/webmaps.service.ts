import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  canCreateContent,
  legendOfToc,
  LYR_TY_SE_CODES,
  USE_STTUS_SE_CODES,
  type TocEntrySeCode,
  type WebMapLegend,
} from '@nuri/domain';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { preparedQuery } from '../../common/db/prepared-query';
import { containsPattern } from '../../common/db/search-text';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import type { Paged } from '../../common/paging/paged';
import { callerOf } from '../access';
import { ContentServices, OwnedContentService } from '../content';
import { LayerAccess } from '../layers';
import type {
  WebMapDetailDto,
  WebMapListQueryDto,
  WebMapSaveDto,
  WebMapSummaryDto,
  WebMapTocEntryDto,
  WebMapViewDto,
} from './dto/webmaps.dto';
import { checkLegend } from './webmap-legend';
import { INSERT_REVISION_SQL } from './webmap-revisions.queries';
import { checkToc, tocLayers, type TocEntry } from './webmap-toc';
import { WebMapUsage } from './webmap-usage';
import { layerOf, summaryOf, tocEntryOf, viewOf } from './webmap-view';
import {
  DELETE_TOC_SQL,
  INSERT_TOC_SQL,
  INSERT_WEBMAP_SQL,
  selectSummary,
  TOC_LAYER_IDS_SQL,
  TOC_LAYERS_SQL,
  TOC_ROWS_SQL,
  WEBMAP_BRIEFS_SQL,
  UPDATE_WEBMAP_SQL,
  WEB_MAP_TABLE,
  WEBMAP_SORTS,
  webMapListQuery,
  type TocLayerRow,
  type TocRow,
  type WebMapBrief,
  type WebMapRow,
} from './webmaps.queries';

/**
 * Web maps: the saved view, base map and TOC (groups of layers with style, popup, visibility,
 * opacity and clustering), lists of my maps and of maps shared with me, and thumbnails (the
 * owned-content base: OwnedContentService). Who may view, edit and delete is the content-access
 * policy's (type MAP); every TOC layer must be one the saving member may view.
 */
@Injectable()
export class WebMapsService extends OwnedContentService<WebMapRow> {
  constructor(
    services: ContentServices,
    private readonly layers: LayerAccess,
    private readonly usage: WebMapUsage,
  ) {
    super(services, WEB_MAP_TABLE);
  }

  /** My maps, or others' maps I may view (shares, admins), paged; sort updtDt (default), registDt, userMapSj. */
  async list(user: AuthUser, q: WebMapListQueryDto): Promise<Paged<WebMapSummaryDto>> {
    const search = q.searchNm?.trim();
    const base = webMapListQuery(this.db, {
      callerId: user.userId,
      callerInsttCode: user.insttCode,
      visible: this.visible(user),
      scope: q.scope,
      useSttusSeCode: q.useSttusSeCode,
      pattern: search ? containsPattern(search) : undefined,
    });
    return this.page(base, q, WEBMAP_SORTS, selectSummary, (r: WebMapRow & { layerCnt?: number }) => ({
      ...summaryOf(r, this.signer),
      layerCnt: Number(r.layerCnt),
    }));
  }

  /** 403 unless the caller may edit the map (the owner, edit shares, admins); the map's row. */
  async editable(user: AuthUser, userMapId: string): Promise<WebMapRow> {
    const map = await this.find(userMapId);
    await this.policy.assertEdit(callerOf(user), this.ref(map));
    return map;
  }

  /** One map (with webappTmplatId: also viewable through that themed app, see assertViewable). */
  async detail(
    user: AuthUser | undefined,
    userMapId: string,
    webappTmplatId?: string,
  ): Promise<WebMapDetailDto> {
    const map = await this.find(userMapId);
    await this.assertViewable(user, map, webappTmplatId);
    return this.detailOf(user, map);
  }

  /** The TOC of a map the caller may view (directly or through the themed app named). */
  async toc(
    user: AuthUser | undefined,
    userMapId: string,
    webappTmplatId?: string,
  ): Promise<WebMapTocEntryDto[]> {
    const map = await this.find(userMapId);
    await this.assertViewable(user, map, webappTmplatId);
    return this.tocOf(map);
  }

  /** The TOC entries of one kind as a flat list in drawing order (02: the layers, groups' layers in place). */
  async tocSelect(
    user: AuthUser | undefined,
    userMapId: string,
    code: TocEntrySeCode,
    webappTmplatId?: string,
  ): Promise<WebMapTocEntryDto[]> {
    const toc = await this.toc(user, userMapId, webappTmplatId);
    const flat = toc.flatMap((e) => [e, ...e.children]);
    return flat.filter((e) => e.lyrGroupSeCode === code).map((e) => ({ ...e, children: [] }));
  }

  /** The maps of these ids that exist (no access check: the caller checks with webMapRef). */
  async briefs(ids: readonly string[]): Promise<WebMapBrief[]> {
    return ids.length ? this.db.query(WEBMAP_BRIEFS_SQL, [[...new Set(ids)]]) : [];
  }

  /** A new map of the caller (members who may create content; the route checks the builder menu). */
  async create(user: AuthUser, dto: WebMapSaveDto): Promise<WebMapDetailDto> {
    if (!canCreateContent(user.userSeCode)) throw new DomainError('FORBIDDEN', 'webmap.viewerNotAllowed');
    const { entries, legend } = await this.checked(user, dto, new Set());
    const userMapId = randomUUID();
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query(INSERT_WEBMAP_SQL, [
        userMapId,
        dto.userMapSj,
        dto.userMapCn ?? null,
        dto.userMapNcm ?? null,
        JSON.stringify(viewOf(dto.view)),
        dto.bcrnMapId ?? null,
        dto.useSttusSeCode ?? USE_STTUS_SE_CODES.IN_USE,
        user.insttCode,
        user.userId,
        now,
        legend === null ? null : JSON.stringify(legend),
      ]);
      await insertToc(tx, userMapId, entries);
      await tx.query(INSERT_REVISION_SQL, [userMapId, 'SAVE', null, JSON.stringify(dto), user.userId, now]);
    });
    return this.detail(user, userMapId);
  }

  /**
   * Replaces a map's fields and TOC (editors: owner and admins), keeping the save as a revision
   * (from a revision: kind RESTORE, see WebMapRevisions).
   */
  async update(user: AuthUser, userMapId: string, dto: WebMapSaveDto, restoredFrom: number | null = null): Promise<WebMapDetailDto> {
    const map = await this.find(userMapId);
    await this.policy.assertEdit(callerOf(user), this.ref(map));
    const current: Array<{ lyrId: string }> = await this.db.query(TOC_LAYER_IDS_SQL, [userMapId]);
    const { entries, legend } = await this.checked(user, dto, new Set(current.map((r) => r.lyrId)));
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query(UPDATE_WEBMAP_SQL, [
        userMapId,
        dto.userMapSj,
        dto.userMapCn ?? null,
        dto.userMapNcm ?? null,
        JSON.stringify(viewOf(dto.view)),
        dto.bcrnMapId ?? null,
        dto.useSttusSeCode ?? map.useSttusSeCode,
        now,
        legend === null ? null : JSON.stringify(legend),
      ]);
      await tx.query(DELETE_TOC_SQL, [userMapId]);
      await insertToc(tx, userMapId, entries);
      // After the map row's update: its lock keeps concurrent saves of the map in turn.
      await tx.query(INSERT_REVISION_SQL, [userMapId, restoredFrom ? 'RESTORE' : 'SAVE', restoredFrom, JSON.stringify(dto), user.userId, now]);
    });
    return this.detail(user, userMapId);
  }

  /**
   * Deletes a map with its TOC, share entries and thumbnail file (owner and admins). A map shown
   * by a themed app's tab is refused (409 naming the apps): the apps must drop it first.
   */
  async remove(user: AuthUser, userMapId: string): Promise<void> {
    await this.removeOwned(user, userMapId, async () => {
      const apps = await this.usage.usersOf(userMapId);
      if (apps.length) throw new DomainError('CONFLICT', 'webapp.mapUsedByApps', { apps: apps.join(', ') });
    });
  }

  /**
   * 403 unless the caller may view the map: by the policy, or through the themed app named by
   * webappTmplatId (the caller may view the app and one of its tabs shows the map).
   */
  private async assertViewable(
    user: AuthUser | undefined,
    map: WebMapRow,
    webappTmplatId?: string,
  ): Promise<void> {
    const caller = callerOf(user);
    if (webappTmplatId && !(await this.policy.canView(caller, this.ref(map)))) {
      if (await this.policy.canViewMapThroughApp(caller, map.userMapId, webappTmplatId)) return;
    }
    await this.policy.assertView(caller, this.ref(map));
  }

  /**
   * The TOC of a save request, checked: its shape (checkToc), then each layer: it exists, the
   * saving member may view it (or the map already holds it: an admin editing a member's map keeps
   * the member's layers), and clustering is on point layers only; and its legend (checkLegend:
   * kept to the TOC's layers). 400 with every field error. Revisions are restored through here,
   * so a stored definition gets every check again.
   */
  private async checked(
    user: AuthUser,
    dto: WebMapSaveDto,
    kept: ReadonlySet<string>,
  ): Promise<{ entries: TocEntry[]; legend: WebMapLegend | null }> {
    const { entries, errors } = checkToc(dto.toc);
    const layerEntries = tocLayers(entries).filter((e) => e.lyrId);
    const ids = [...new Set(layerEntries.map((e) => e.lyrId as string))];
    const rows: TocLayerRow[] = ids.length ? await this.db.query(TOC_LAYERS_SQL, [ids]) : [];
    const byId = new Map(rows.map((r) => [r.lyrId, r]));
    const viewable = new Map<string, boolean>();
    for (const e of layerEntries) {
      const layer = byId.get(e.lyrId as string);
      if (!layer) {
        errors.push({
          field: `${e.path}.lyrId`,
          message: 'webmap.toc.layerNotFound',
          params: { lyrId: e.lyrId as string },
        });
        continue;
      }
      if (!viewable.has(layer.lyrId)) {
        viewable.set(layer.lyrId, kept.has(layer.lyrId) || (await this.layers.canView(user, layerOf(layer))));
      }
      if (!viewable.get(layer.lyrId)) {
        errors.push({
          field: `${e.path}.lyrId`,
          message: 'webmap.toc.layerNotViewable',
          params: { lyrId: layer.lyrId },
        });
      }
      if (e.clusterAt === 'Y' && layer.lyrTySeCode !== LYR_TY_SE_CODES.POINT) {
        errors.push({ field: `${e.path}.clusterAt`, message: 'webmap.toc.clusterNotPoint' });
      }
      // The time slider filters our vector tiles (its column is checked by each tile request).
      const vector = layer.uploadTy !== 'web' && [LYR_TY_SE_CODES.POINT, LYR_TY_SE_CODES.LINE, LYR_TY_SE_CODES.POLYGON].includes(layer.lyrTySeCode as '1');
      if (e.time && !vector) errors.push({ field: `${e.path}.time`, message: 'webmap.toc.timeNotVector' });
    }
    const legend = checkLegend(dto.legend, ids);
    errors.push(...legend.errors);
    if (errors.length) throw new ValidationFailedError(errors);
    return { entries, legend: legend.legend };
  }

  private async detailOf(user: AuthUser | undefined, map: WebMapRow): Promise<WebMapDetailDto> {
    const toc = await this.tocOf(map);
    const lyrIds = toc.flatMap((e) => [e, ...e.children]).flatMap((e) => (e.lyrId ? [e.lyrId] : []));
    return {
      ...summaryOf(map, this.signer),
      view: map.view as WebMapViewDto,
      ...(await this.rights(callerOf(user), map)),
      toc,
      // Layers deleted since the save have left the TOC: their places in the legend go too.
      legend: legendOfToc(map.legend as Partial<WebMapLegend> | null, lyrIds),
    };
  }

  /**
   * The TOC tree with each layer and whether the caller may view it: the layer's own rule, or
   * "through the map" (ContentAccessPolicy.canViewLayer with this map): every layer of a map the
   * caller may view (itself or through a themed app showing it) is viewable with `?userMapId=`.
   * Only called after assertViewable passed, which is that very condition (the map itself, or a
   * themed app showing it), so every layer of the TOC is viewable through the map.
   */
  private async tocOf(map: WebMapRow): Promise<WebMapTocEntryDto[]> {
    const rows = await preparedQuery<TocRow>(this.db, TOC_ROWS_SQL, [map.userMapId]);
    const bySn = new Map<string, WebMapTocEntryDto>();
    const top: WebMapTocEntryDto[] = [];
    for (const r of rows) {
      const entry = tocEntryOf(r, r.lyrId !== null);
      bySn.set(String(r.tocSn), entry);
      const parent = r.parentTocSn === null ? undefined : bySn.get(String(r.parentTocSn));
      if (parent) parent.children.push(entry);
      else top.push(entry);
    }
    return top;
  }
}

/** Stores the TOC in order: each group, then its layers (toc_ordr is the index within its level). */
async function insertToc(tx: EntityManager, userMapId: string, entries: readonly TocEntry[]): Promise<void> {
  const insert = async (e: TocEntry, parent: number | null, ordr: number): Promise<number> => {
    const rows: Array<{ tocSn: string }> = await tx.query(INSERT_TOC_SQL, [
      userMapId,
      parent,
      e.lyrGroupSeCode,
      e.tocNm,
      ordr,
      e.visibleAt,
      e.opacity,
      e.clusterAt,
      e.lyrId,
      e.style === null ? null : JSON.stringify(e.style),
      e.popup === null ? null : JSON.stringify(e.popup),
      e.time === null ? null : JSON.stringify(e.time),
    ]);
    return Number(rows[0].tocSn);
  };
  for (const [i, e] of entries.entries()) {
    const sn = await insert(e, null, i);
    for (const [j, c] of e.children.entries()) await insert(c, sn, j);
  }
}
