import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONTENT_KINDS,
  canPublishToGallery,
  CONFM_STTUS_CODES,
  DEFAULT_GALLERY_TYPE,
  MAP_GALE_KND_SE_CODES,
  needsRejectReason,
  startOfDay,
  addDays,
  USE_STTUS_SE_CODES,
  USER_SE_CODES,
} from '@nuri/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { UrlSigner } from '../../common/crypto/url-signer';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, callerOf } from '../access';
import { containsPattern } from '../../common/db/search-text';
import { ShareStore } from '../shares';
import type {
  GalleryConfirmDto,
  GalleryRequestCreateDto,
  GalleryRequestDto,
  GalleryRequestListQueryDto,
  MyGalleryRequestQueryDto,
} from './dto/gallery.dto';
import { keyOf, requestDtoOf } from './gallery-view';
import {
  APP_FOR_APPLY_SQL,
  DECIDE_SQL,
  DELETE_REQUESTS_SQL,
  INSERT_REQUEST_SQL,
  MAP_FOR_APPLY_SQL,
  OTHER_APPROVED_SQL,
  REQUEST_SORTS,
  requestsFrom,
  selectRequest,
  TAKE_OVER_SHARE_SQL,
  type ApplyContentRow,
  type RequestRow,
} from './gallery.queries';

/**
 * The map gallery (spec 001 §3 "Map gallery application", §4, §7): applications by content
 * owners, decisions by gallery admins (the content institution's admins for its 'instt' gallery,
 * provider admins for the 'product' gallery and every other); the public gallery of approved
 * items and its reactions is PublishedGalleryService. Approval shares the content with everyone so anyone can open it;
 * rejecting or deleting an approved item removes that share again when the approval added it.
 */
@Injectable()
export class GalleryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly signer: UrlSigner,
    private readonly policy: ContentAccessPolicy,
    private readonly shares: ShareStore,
  ) {}

  // ---- Applying ----

  /**
   * An application by the content's owner (editors and admins may publish: 403 otherwise and for
   * others' contents; 404 unknown content; 422 content not in use; 409 an open request of the
   * content in that gallery exists).
   */
  async apply(user: AuthUser, dto: GalleryRequestCreateDto): Promise<{ mapGaleReqstSn: number }> {
    const isApp = dto.mapGaleKndSeCode === MAP_GALE_KND_SE_CODES.WEBAPP;
    const id = isApp ? dto.webappTmplatId : dto.userMapId;
    if (!id) {
      const field = isApp ? 'webappTmplatId' : 'userMapId';
      const key = isApp ? 'gallery.appRequired' : 'gallery.mapRequired';
      throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field, message: key }]);
    }
    if (isApp ? dto.userMapId : dto.webappTmplatId) {
      const field = isApp ? 'userMapId' : 'webappTmplatId';
      throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
        { field, message: 'gallery.contentMismatch' },
      ]);
    }
    if (!canPublishToGallery(user.userSeCode)) throw new DomainError('FORBIDDEN', 'gallery.notAllowed');
    const rows: ApplyContentRow[] = await this.db.query(isApp ? APP_FOR_APPLY_SQL : MAP_FOR_APPLY_SQL, [id]);
    const content = rows[0];
    if (!content) throw new DomainError('NOT_FOUND', 'error.notFound');
    if (content.registerId !== user.userId) throw new DomainError('FORBIDDEN', 'gallery.notOwner');
    if (content.useSttusSeCode === USE_STTUS_SE_CODES.NOT_IN_USE)
      throw new DomainError('RULE_VIOLATION', 'gallery.contentNotInUse');
    try {
      const [created]: Array<{ mapGaleReqstSn: number }> = await this.db.query(INSERT_REQUEST_SQL, [
        dto.mapGaleSj,
        dto.mapGaleCn?.trim() ? dto.mapGaleCn : null,
        dto.mapGaleKndSeCode,
        isApp ? null : id,
        isApp ? id : null,
        dto.galleryType ?? DEFAULT_GALLERY_TYPE,
        content.insttCode,
        user.userId,
        await this.clock.now(),
      ]);
      return { mapGaleReqstSn: Number(created.mapGaleReqstSn) };
    } catch (e) {
      throw openRequestConflict(e) ?? e;
    }
  }

  /** The applicant's own requests, newest first. */
  async mine(user: AuthUser, q: MyGalleryRequestQueryDto): Promise<Paged<GalleryRequestDto>> {
    const base = requestsFrom(this.db, user.userId).where('r.register_id = :me');
    if (q.confmSttusCode) base.andWhere('r.confm_sttus_code = :sttus', { sttus: q.confmSttusCode });
    return this.pageOf(base, q, 'r.regist_dt', q.direction);
  }

  // ---- Administering ----

  /** Requests an admin manages, filtered (403 for an institution admin naming another gallery). */
  async list(user: AuthUser, q: GalleryRequestListQueryDto): Promise<Paged<GalleryRequestDto>> {
    const base = requestsFrom(this.db, user.userId);
    if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) {
      base.where('TRUE');
      if (q.galleryType) base.andWhere('r.gallery_ty = :gty', { gty: q.galleryType });
      if (q.insttCode) base.andWhere('r.instt_code = :instt', { instt: q.insttCode });
    } else {
      if ((q.galleryType && q.galleryType !== 'instt') || (q.insttCode && q.insttCode !== user.insttCode)) {
        throw new DomainError('FORBIDDEN', 'error.noPermission');
      }
      base.where(`r.gallery_ty = 'instt' AND r.instt_code = :instt`, { instt: user.insttCode });
    }
    const title = q.mapGaleSj?.trim();
    if (title) base.andWhere('r.map_gale_sj ILIKE :title', { title: containsPattern(title) });
    if (q.mapGaleKndSeCode) base.andWhere('r.map_gale_knd_se_code = :knd', { knd: q.mapGaleKndSeCode });
    if (q.confmSttusCode) base.andWhere('r.confm_sttus_code = :sttus', { sttus: q.confmSttusCode });
    if (q.usePblonsipSeCode) {
      base.andWhere('coalesce(m.use_pblonsip_se_code, a.use_pblonsip_se_code) = :pblonsip', {
        pblonsip: q.usePblonsipSeCode,
      });
    }
    if (q.startDt) base.andWhere('r.regist_dt >= :from', { from: dayStart(q.startDt) });
    if (q.endDt) base.andWhere('r.regist_dt < :until', { until: addDays(dayStart(q.endDt), 1) });
    const search = q.searchNm?.trim();
    if (search)
      base.andWhere('(r.map_gale_sj ILIKE :search OR u.user_nm ILIKE :search)', {
        search: containsPattern(search),
      });
    return this.pageOf(base, q, resolveSort(q.sort, REQUEST_SORTS, 'registDt'), q.direction);
  }

  /** One request (its gallery's admins and the applicant). */
  async request(user: AuthUser, sn: number): Promise<GalleryRequestDto> {
    const row = await this.findRequest(user, sn);
    if (!this.canManage(user, row) && row.registerId !== user.userId)
      throw new DomainError('FORBIDDEN', 'error.noPermission');
    return requestDtoOf(row, this.signer);
  }

  /** The requests of one themed app (its owner and admins; the app builder shows their status). */
  async requestsOfApp(user: AuthUser, webappTmplatId: string): Promise<GalleryRequestDto[]> {
    const apps: ApplyContentRow[] = await this.db.query(APP_FOR_APPLY_SQL, [webappTmplatId]);
    const app = apps[0];
    if (!app) throw new DomainError('NOT_FOUND', 'error.notFound');
    this.policy.assertOwnerOrAdmin(callerOf(user), {
      type: CONTENT_KINDS.THEMED_APP,
      id: app.id,
      ownerId: app.registerId,
      insttCode: app.insttCode,
    });
    const rows = await selectRequest(requestsFrom(this.db, user.userId))
      .where('r.webapp_tmplat_id = :app', { app: webappTmplatId })
      .orderBy('r.regist_dt', 'DESC')
      .getRawMany<RequestRow>();
    return rows.map((r) => requestDtoOf(r, this.signer));
  }

  /**
   * Approves (02: the content is shared with everyone) or rejects (03, reason required; an
   * approved item leaves the gallery and loses the everyone share the approval added). 409 when
   * the request already has that status, or when approving would open a second request of the
   * content in the gallery.
   */
  async decide(user: AuthUser, dto: GalleryConfirmDto): Promise<GalleryRequestDto> {
    const row = await this.findRequest(user, dto.mapGaleReqstSn);
    if (!this.canManage(user, row)) throw new DomainError('FORBIDDEN', 'error.noPermission');
    const reason = dto.confmRejectCn?.trim() ?? '';
    if (needsRejectReason(dto.confmSttusCode) && !reason) {
      throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
        { field: 'confmRejectCn', message: 'gallery.rejectReasonRequired' },
      ]);
    }
    if (row.confmSttusCode === dto.confmSttusCode)
      throw new DomainError('CONFLICT', 'gallery.alreadyDecided');
    const now = await this.clock.now();
    const key = keyOf(row);
    if (dto.confmSttusCode === CONFM_STTUS_CODES.APPROVED) {
      try {
        // Claim the open slot first (409 on a second open request), then share.
        await this.db.query(DECIDE_SQL, [
          row.mapGaleReqstSn,
          dto.confmSttusCode,
          null,
          user.userId,
          now,
          'N',
        ]);
      } catch (e) {
        throw openRequestConflict(e) ?? e;
      }
      const added = await this.shares.shareWithEveryone(key.type, key.id, user.userId);
      if (added) await this.db.query(TAKE_OVER_SHARE_SQL, [row.mapGaleReqstSn]);
    } else {
      if (row.confmSttusCode === CONFM_STTUS_CODES.APPROVED) await this.releaseShare(row);
      await this.db.query(DECIDE_SQL, [
        row.mapGaleReqstSn,
        dto.confmSttusCode,
        reason,
        user.userId,
        now,
        'N',
      ]);
    }
    return requestDtoOf(await this.findRequest(user, row.mapGaleReqstSn), this.signer);
  }

  /**
   * Deletes requests (all or nothing): each must be one the caller manages, or the caller's own
   * application (withdrawing it). 404 when one does not exist. Approved items leave the gallery
   * and lose the everyone share their approval added.
   */
  async remove(user: AuthUser, sns: number[]): Promise<void> {
    const unique = [...new Set(sns)];
    const rows = await selectRequest(requestsFrom(this.db, user.userId))
      .where('r.map_gale_reqst_sn IN (:...sns)', { sns: unique })
      .getRawMany<RequestRow>();
    if (rows.length !== unique.length) throw new DomainError('NOT_FOUND', 'gallery.requestNotFound');
    if (rows.some((r) => !this.canManage(user, r) && r.registerId !== user.userId))
      throw new DomainError('FORBIDDEN', 'error.noPermission');
    for (const r of rows)
      if (r.confmSttusCode === CONFM_STTUS_CODES.APPROVED) await this.releaseShare(r, unique);
    await this.db.query(DELETE_REQUESTS_SQL, [unique]);
  }

  // ---- Helpers ----

  /** Provider admins manage every gallery; an institution admin the 'instt' gallery of their institution. */
  private canManage(user: AuthUser, row: Pick<RequestRow, 'galleryType' | 'insttCode'>): boolean {
    if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
    return (
      user.userSeCode === USER_SE_CODES.INSTT_ADMIN &&
      row.galleryType === 'instt' &&
      row.insttCode === user.insttCode
    );
  }

  /**
   * Gives back the everyone share an approval added: another approved request of the same
   * content (the other gallery) takes it over, else it is removed. `leaving`: requests going
   * away together (none of them takes it over).
   */
  private async releaseShare(row: RequestRow, leaving: number[] = []): Promise<void> {
    if (row.pblonsipAddedAt !== 'Y') return;
    const others: Array<{ sn: number }> = await this.db.query(OTHER_APPROVED_SQL, [row.mapGaleReqstSn]);
    const heir = others.find((o) => !leaving.includes(Number(o.sn)));
    if (heir) await this.db.query(TAKE_OVER_SHARE_SQL, [heir.sn]);
    else {
      const key = keyOf(row);
      await this.shares.unshareEveryone(key.type, key.id);
    }
  }

  private async findRequest(user: AuthUser | undefined, sn: number): Promise<RequestRow> {
    const row = await selectRequest(requestsFrom(this.db, user?.userId ?? null))
      .where('r.map_gale_reqst_sn = :sn', { sn })
      .getRawOne<RequestRow>();
    if (!row) throw new DomainError('NOT_FOUND', 'gallery.requestNotFound');
    return row;
  }

  private async pageOf(
    base: ReturnType<typeof requestsFrom>,
    q: { pageIndex: number; pageSize: number },
    orderBy: string,
    direction: 'ASC' | 'DESC',
  ): Promise<Paged<GalleryRequestDto>> {
    const total = await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    const rows = await selectRequest(base)
      .orderBy(orderBy, direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('r.map_gale_reqst_sn', direction)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .getRawMany<RequestRow>();
    return toPaged(
      rows.map((r) => requestDtoOf(r, this.signer)),
      total?.total ?? 0,
      q,
    );
  }

}

/** 'YYYY-MM-DD' as the start of that day on the server's calendar. */
function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return startOfDay(new Date(y, m - 1, d));
}

/** The 409 of a second open request of a content in one gallery (unique index), else null. */
function openRequestConflict(e: unknown): DomainError | null {
  const driver =
    e instanceof QueryFailedError ? (e.driverError as { code?: string; constraint?: string }) : undefined;
  if (driver?.code === '23505' && driver.constraint === 'map_gale_reqst_open_uq')
    return new DomainError('CONFLICT', 'gallery.alreadyRequested');
  return null;
}
