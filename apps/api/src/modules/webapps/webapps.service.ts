import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  canCreateContent,
  checkWebappDetailSetting,
  simpleWebappSetting,
  USE_STTUS_SE_CODES,
  WEBAPP_JSON_MAX_LENGTH,
  WEBAPP_TY_CODES,
  webappTabMapIds,
  type UseSttusSeCode,
  type WebappTyCode,
} from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { containsPattern } from '../../common/db/search-text';
import { DomainError, ValidationFailedError, type FieldError } from '../../common/errors/domain-error';
import type { Paged } from '../../common/paging/paged';
import { type Caller, callerOf } from '../access';
import { ContentServices, OwnedContentService } from '../content';
import { WebMapsService, webMapRef } from '../webmaps';
import type {
  WebappAuthDto,
  WebAppDetailDto,
  WebappListQueryDto,
  WebappSaveDto,
  WebappSimpleSaveDto,
  WebappSummaryDto,
  WebappTabMapDto,
} from './dto/webapps.dto';
import { summaryOf } from './webapp-view';
import {
  APP_MAP_IDS_SQL,
  DELETE_APP_MAPS_SQL,
  INSERT_APP_MAPS_SQL,
  INSERT_WEBAPP_SQL,
  selectSummary,
  UPDATE_WEBAPP_SQL,
  WEBAPP_SORTS,
  WEBAPP_TABLE,
  webappListQuery,
  type WebappRow,
} from './webapps.queries';

/** A save request after its checks: what is stored. */
interface CheckedSave {
  sj: string;
  cn: string | null;
  type: WebappTyCode;
  info: Record<string, unknown> | null;
  setting: Record<string, unknown>;
  mapIds: string[];
}

/**
 * Themed map apps (web app templates): tabs of web maps by type (see @nuri/domain webapps.ts),
 * lists, the simple map app, thumbnails and the caller's rights. Who may view, edit and delete is
 * the content-access policy's (type APP): the owner, admins of the app's institution and provider
 * admins edit; shares give viewing. Every tab's map must be one the saving member may view; the
 * app's viewers then see those maps through the app (GET /webmap/{id}?webappTmplatId=).
 * Loading, lists, deleting and thumbnails are the owned-content base's (OwnedContentService).
 */
@Injectable()
export class WebappsService extends OwnedContentService<WebappRow> {
  constructor(
    services: ContentServices,
    private readonly maps: WebMapsService,
  ) {
    super(services, WEBAPP_TABLE);
  }

  async list(user: AuthUser, q: WebappListQueryDto): Promise<Paged<WebappSummaryDto>> {
    const search = (q.searchKeyword ?? q.searchNm)?.trim();
    const base = webappListQuery(this.db, {
      callerId: user.userId,
      visible: this.visible(user),
      scope: q.scope,
      tyCode: q.webappTmplatTyCode,
      insttCode: q.insttCode,
      includeSimple: q.containsSimpleTemplatAt === 'Y',
      useSttusSeCode: q.useSttusSeCode,
      pattern: search ? containsPattern(search) : undefined,
    });
    return this.page(base, q, WEBAPP_SORTS, selectSummary, (r) => summaryOf(r, this.signer));
  }

  async detail(user: AuthUser | undefined, webappTmplatId: string): Promise<WebAppDetailDto> {
    const app = await this.find(webappTmplatId);
    const caller = callerOf(user);
    await this.policy.assertView(caller, this.ref(app));
    return this.detailOf(caller, app);
  }

  /** What the caller may do (public: anonymous visitors and strangers get N). 404 for an unknown app. */
  async auth(user: AuthUser | undefined, webappTmplatId: string): Promise<WebappAuthDto> {
    const app = await this.find(webappTmplatId);
    const caller = callerOf(user);
    const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
    const { canEdit, canDelete } = await this.rights(caller, app);
    return { viewAt: yn(await this.policy.canView(caller, this.ref(app))), editAt: yn(canEdit), deleteAt: yn(canDelete) };
  }

  /** A new app of the caller (members who may create content; the route checks the themed map menu). */
  async create(user: AuthUser, dto: WebappSaveDto): Promise<WebAppDetailDto> {
    if (!canCreateContent(user.userSeCode)) throw new DomainError('FORBIDDEN', 'webapp.viewerNotAllowed');
    const save = await this.checked(user, dto, new Set());
    const webappTmplatId = randomUUID();
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query(INSERT_WEBAPP_SQL, [
        webappTmplatId,
        save.sj,
        save.cn,
        save.type,
        save.info === null ? null : JSON.stringify(save.info),
        JSON.stringify(save.setting),
        save.type === WEBAPP_TY_CODES.SIMPLE ? 'Y' : 'N',
        dto.useSttusSeCode ?? USE_STTUS_SE_CODES.IN_USE,
        user.insttCode,
        user.userId,
        now,
      ]);
      await tx.query(INSERT_APP_MAPS_SQL, [webappTmplatId, save.mapIds]);
    });
    return this.detail(user, webappTmplatId);
  }

  /** Replaces an app's fields and tabs (editors: owner and admins). */
  async update(user: AuthUser, webappTmplatId: string, dto: WebappSaveDto): Promise<WebAppDetailDto> {
    const app = await this.find(webappTmplatId);
    await this.policy.assertEdit(callerOf(user), this.ref(app));
    const save = await this.checked(user, dto, await this.currentMaps(webappTmplatId));
    await this.store(app, save, dto.useSttusSeCode ?? (app.useSttusSeCode as UseSttusSeCode));
    return this.detail(user, webappTmplatId);
  }

  /**
   * The simple map app update: title, description and its one map (editors). Only for simple
   * map apps (422 otherwise: other apps change their tabs through PUT).
   */
  async updateSimple(
    user: AuthUser,
    webappTmplatId: string,
    dto: WebappSimpleSaveDto,
  ): Promise<WebAppDetailDto> {
    const app = await this.find(webappTmplatId);
    await this.policy.assertEdit(callerOf(user), this.ref(app));
    if (app.simpleTmplatAt !== 'Y') throw new DomainError('RULE_VIOLATION', 'webapp.notSimple');
    const save = await this.checked(
      user,
      {
        webappTmplatSj: dto.webappTmplatSj,
        webappTmplatCn: dto.webappTmplatCn,
        webappTmplatTyCode: WEBAPP_TY_CODES.SIMPLE,
        webappTmplatInfo: app.webappTmplatInfo,
        detailSetting: simpleWebappSetting(dto.webappTmplatSj, dto.userMapId),
      },
      await this.currentMaps(webappTmplatId),
      (field) => (field.endsWith('.userMapId') ? 'userMapId' : field),
    );
    await this.store(app, save, app.useSttusSeCode as UseSttusSeCode);
    return this.detail(user, webappTmplatId);
  }

  /** Deletes an app with its map links, share entries and thumbnail file (owner and admins). */
  async remove(user: AuthUser, webappTmplatId: string): Promise<void> {
    await this.removeOwned(user, webappTmplatId);
  }

  private async currentMaps(webappTmplatId: string): Promise<Set<string>> {
    const rows: Array<{ userMapId: string }> = await this.db.query(APP_MAP_IDS_SQL, [webappTmplatId]);
    return new Set(rows.map((r) => r.userMapId));
  }

  private async store(app: WebappRow, save: CheckedSave, useSttusSeCode: UseSttusSeCode): Promise<void> {
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query(UPDATE_WEBAPP_SQL, [
        app.webappTmplatId,
        save.sj,
        save.cn,
        save.type,
        save.info === null ? null : JSON.stringify(save.info),
        JSON.stringify(save.setting),
        save.type === WEBAPP_TY_CODES.SIMPLE ? 'Y' : 'N',
        useSttusSeCode,
        now,
      ]);
      await tx.query(DELETE_APP_MAPS_SQL, [app.webappTmplatId]);
      await tx.query(INSERT_APP_MAPS_SQL, [app.webappTmplatId, save.mapIds]);
    });
  }

  /**
   * A save request, checked: webappTmplatInfo (an object or nothing, at most 64 KB), the
   * detailSetting's shape for the type (checkWebappDetailSetting), then each tab's map: it exists,
   * the saving member may view it and it is in use — unless the app already shows it (an admin
   * editing a member's app keeps the member's maps). 400 with every field error; nothing stored.
   */
  private async checked(
    user: AuthUser,
    dto: WebappSaveDto,
    kept: ReadonlySet<string>,
    rename: (field: string) => string = (f) => f,
  ): Promise<CheckedSave> {
    const errors: FieldError[] = [];
    const info = dto.webappTmplatInfo ?? null;
    if (
      info !== null &&
      (typeof info !== 'object' ||
        Array.isArray(info) ||
        JSON.stringify(info).length > WEBAPP_JSON_MAX_LENGTH)
    ) {
      errors.push({
        field: 'webappTmplatInfo',
        message: 'webapp.infoInvalid',
        params: { max: WEBAPP_JSON_MAX_LENGTH },
      });
    }
    const setting: unknown = dto.detailSetting;
    if (JSON.stringify(setting ?? null).length > WEBAPP_JSON_MAX_LENGTH) {
      errors.push({
        field: 'detailSetting',
        message: 'webapp.setting.tooLarge',
        params: { max: WEBAPP_JSON_MAX_LENGTH },
      });
      throw new ValidationFailedError(errors);
    }
    const { problems, maps } = checkWebappDetailSetting(dto.webappTmplatTyCode, setting);
    errors.push(...problems);
    const ids = [...new Set(maps.map((m) => m.userMapId))];
    const byId = new Map((await this.maps.briefs(ids)).map((r) => [r.userMapId, r]));
    const caller = callerOf(user);
    const viewable = new Map<string, boolean>();
    for (const m of maps) {
      const row = byId.get(m.userMapId);
      if (!row) {
        errors.push({
          field: m.field,
          message: 'webapp.setting.mapNotFound',
          params: { userMapId: m.userMapId },
        });
        continue;
      }
      if (kept.has(row.userMapId)) continue;
      if (!viewable.has(row.userMapId))
        viewable.set(row.userMapId, await this.policy.canView(caller, webMapRef(row)));
      if (!viewable.get(row.userMapId)) {
        errors.push({
          field: m.field,
          message: 'webapp.setting.mapNotViewable',
          params: { userMapId: row.userMapId },
        });
      } else if (row.useSttusSeCode !== USE_STTUS_SE_CODES.IN_USE) {
        errors.push({
          field: m.field,
          message: 'webapp.setting.mapNotInUse',
          params: { userMapId: row.userMapId },
        });
      }
    }
    if (errors.length) throw new ValidationFailedError(errors.map((e) => ({ ...e, field: rename(e.field) })));
    return {
      sj: dto.webappTmplatSj,
      cn: dto.webappTmplatCn ?? null,
      type: dto.webappTmplatTyCode,
      info,
      setting: setting as Record<string, unknown>,
      mapIds: ids,
    };
  }

  private async detailOf(caller: Caller, app: WebappRow): Promise<WebAppDetailDto> {
    const ids = webappTabMapIds(app.webappTmplatTyCode as WebappTyCode, app.detailSetting);
    const byId = new Map((await this.maps.briefs(ids)).map((r) => [r.userMapId, r]));
    const maps: WebappTabMapDto[] = ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ userMapId: r.userMapId, userMapSj: r.userMapSj, userMapNcm: r.userMapNcm }] : [];
    });
    const { tabCnt: _tabCnt, ...summary } = summaryOf(app, this.signer);
    return {
      ...summary,
      webappTmplatInfo: app.webappTmplatInfo,
      detailSetting: app.detailSetting,
      ...(await this.rights(caller, app)),
      maps,
    };
  }
}
