import { Injectable } from '@nestjs/common';
import {
  canCreateContent,
  canShareToInstitution,
  diffShareTargets,
  isOpenBizInstitution,
  SHARE_SCOPES,
  type ShareScope,
} from '@nuri/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, ValidationFailedError, type FieldError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, type ContentRef, type ContentType, callerOf } from '../access';
import type {
  ShareDeleteDto,
  ShareEntryDto,
  ShareListQueryDto,
  ShareSaveDto,
  ShareTargetDto,
} from './dto/shares.dto';
import { ShareStore, type ShareChange } from './share-store';
import { ACTIVE_MEMBERS_SQL, INSTT_GROUPS_SQL, type ShareRow } from './shares.queries';

const isTargetScope = (scope: ShareScope): boolean =>
  scope === SHARE_SCOPES.GROUP || scope === SHARE_SCOPES.USER;
const editFlag = (value: 0 | 1 | undefined): '0' | '1' => (value === 1 ? '1' : '0');

export function shareEntryOf(r: ShareRow): ShareEntryDto {
  return {
    pblonsipOrdr: Number(r.pblonsipOrdr),
    pblonsipScopeSeCode: Number(r.pblonsipScopeSeCode) as ShareScope,
    pblonsipRefrnId: r.pblonsipRefrnId,
    pblonsipRefrnNm: r.pblonsipRefrnNm,
    editPosblAt: r.editPosblAt === '1' ? 1 : 0,
    ownerId: r.ownerId,
    registerId: r.registerId,
    registDt: (r.registDt instanceof Date ? r.registDt : new Date(r.registDt)).toISOString(),
  };
}

/**
 * Sharing maps ('MAP'), themed apps ('APP') and layers ('LYR') (spec 001 §2, §5 "Sharing"):
 * only the owner and the admins of the content's institution (and provider admins) read and
 * change shares; shared editors never do. Users must be active members of the content's
 * institution other than the owner, groups the institution's; the institution scope needs an
 * editor or admin (canShareToInstitution); openBiz content is shared with everyone only, and
 * layers never with everyone. Nothing to change answers 409 with the spec's texts.
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly store: ShareStore,
    private readonly policy: ContentAccessPolicy,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(
    user: AuthUser,
    type: ContentType,
    id: string,
    q: ShareListQueryDto,
    ownerId?: string,
  ): Promise<Paged<ShareEntryDto>> {
    const content = await this.owned(user, type, id, ownerId);
    const { rows, total } = await this.store.page(
      content.type,
      content.id,
      q.direction,
      q.pageSize,
      offsetOf(q),
    );
    return toPaged(rows.map(shareEntryOf), total, q);
  }

  /**
   * Sets the user and group shares to exactly the given list: adds the missing ones, removes the
   * others (scopes 2 and 3 only), updates a layer share's editPosblAt. 409 when nothing changes.
   */
  async save(user: AuthUser, type: ContentType, id: string, dto: ShareSaveDto): Promise<ShareEntryDto[]> {
    const content = await this.owned(user, type, id);
    this.refuseOpenBiz(content);
    const wanted = dto.shareList ?? [];
    const fieldErrors: FieldError[] = [];
    wanted.forEach((t, i) => {
      if (type !== 'LYR' && t.editPosblAt === 1) {
        fieldErrors.push({ field: `shareList[${i}].editPosblAt`, message: 'share.editOnlyLayers' });
      }
    });
    if (fieldErrors.length) throw new ValidationFailedError(fieldErrors);
    const rows = await this.store.change(content, user.userId, async (current) => {
      // User and group entries always name their target.
      const saved = current.filter((s) => isTargetScope(s.pblonsipScopeSeCode)) as Array<
        ShareRow & { pblonsipRefrnId: string }
      >;
      const { toAdd, toRemove } = diffShareTargets(saved, wanted);
      await this.checkTargets(content, wanted, toAdd);
      const change: ShareChange = {
        add: toAdd.map((t) => ({
          scope: t.pblonsipScopeSeCode,
          refrnId: t.pblonsipRefrnId,
          editPosblAt: editFlag(t.editPosblAt),
        })),
        removeOrdrs: toRemove.map((s) => s.pblonsipOrdr),
        setEdit: type === 'LYR' ? this.editChanges(saved, wanted) : [],
      };
      if (!change.add?.length && !change.removeOrdrs?.length && !change.setEdit?.length) {
        throw new DomainError('CONFLICT', 'share.alreadyShared');
      }
      return change;
    });
    return rows.map(shareEntryOf);
  }

  /** Shares a map or themed app with everyone (layers: 400; 409 when already). */
  async shareAll(user: AuthUser, type: ContentType, id: string): Promise<ShareEntryDto[]> {
    if (type === 'LYR') throw new DomainError('BAD_REQUEST', 'share.layerEveryoneNotAllowed');
    const content = await this.owned(user, type, id);
    const rows = await this.store.change(content, user.userId, (current) => {
      if (current.some((s) => s.pblonsipScopeSeCode === SHARE_SCOPES.ALL))
        throw new DomainError('CONFLICT', 'share.alreadySharedAll');
      return { add: [{ scope: SHARE_SCOPES.ALL, refrnId: null, editPosblAt: '0' }] };
    });
    return rows.map(shareEntryOf);
  }

  /** Shares the content with its institution (editors and admins; not in openBiz; 409 when already). */
  async shareInstt(user: AuthUser, type: ContentType, id: string): Promise<ShareEntryDto[]> {
    const content = await this.owned(user, type, id);
    this.refuseOpenBiz(content);
    if (!canShareToInstitution(user.userSeCode)) throw new DomainError('FORBIDDEN', 'share.insttNotAllowed');
    const rows = await this.store.change(content, user.userId, (current) => {
      if (
        current.some(
          (s) => s.pblonsipScopeSeCode === SHARE_SCOPES.INSTT && s.pblonsipRefrnId === content.insttCode,
        )
      ) {
        throw new DomainError(
          'CONFLICT',
          type === 'LYR' ? 'share.alreadySharedInstt' : 'share.alreadySharedInsttContent',
        );
      }
      return { add: [{ scope: SHARE_SCOPES.INSTT, refrnId: content.insttCode, editPosblAt: '0' }] };
    });
    return rows.map(shareEntryOf);
  }

  /** Deletes entries by order number (404 naming the first unknown one; nothing is deleted then). */
  async remove(
    user: AuthUser,
    type: ContentType,
    id: string,
    dto: ShareDeleteDto,
    ownerId?: string,
  ): Promise<ShareEntryDto[]> {
    const content = await this.owned(user, type, id, ownerId);
    const ordrs = [...new Set(dto.pblonsipOrdrList)];
    const rows = await this.store.change(content, user.userId, (current) => {
      const known = new Set(current.map((s) => s.pblonsipOrdr));
      const missing = ordrs.find((o) => !known.has(o));
      if (missing !== undefined)
        throw new DomainError('NOT_FOUND', 'share.notFound', { pblonsipOrdr: missing });
      return { removeOrdrs: ordrs };
    });
    return rows.map(shareEntryOf);
  }

  /**
   * The content, when the caller may share it: 404 unknown, 403 unless owner or admin (a shared
   * editor may not share) or when the caller may not create content (viewers); 400 when an
   * ownerId is given that is not the owner's.
   */
  private async owned(user: AuthUser, type: ContentType, id: string, ownerId?: string): Promise<ContentRef> {
    const content = await this.store.content(type, id);
    this.policy.assertOwnerOrAdmin(callerOf(user), content);
    if (!canCreateContent(user.userSeCode)) throw new DomainError('FORBIDDEN', 'share.viewerNotAllowed');
    if (ownerId !== undefined && ownerId !== content.ownerId) {
      throw new ValidationFailedError([{ field: 'ownerId', message: 'share.ownerMismatch' }]);
    }
    return content;
  }

  /** openBiz content is shared with everyone only (its layers not at all). */
  private refuseOpenBiz(content: ContentRef): void {
    if (isOpenBizInstitution(content.insttCode)) {
      throw new DomainError(
        'FORBIDDEN',
        content.type === 'LYR' ? 'share.openBizLayerNotAllowed' : 'share.openBizOnlyAll',
      );
    }
  }

  /** New targets must be active members of the content's institution (not the owner) or its groups. */
  private async checkTargets(
    content: ContentRef,
    wanted: readonly ShareTargetDto[],
    toAdd: readonly ShareTargetDto[],
  ): Promise<void> {
    const users = toAdd
      .filter((t) => t.pblonsipScopeSeCode === SHARE_SCOPES.USER)
      .map((t) => t.pblonsipRefrnId);
    const groups = toAdd
      .filter((t) => t.pblonsipScopeSeCode === SHARE_SCOPES.GROUP)
      .map((t) => t.pblonsipRefrnId);
    const found = async (sql: string, ids: string[]): Promise<Set<string>> =>
      ids.length
        ? new Set(
            ((await this.db.query(sql, [ids, content.insttCode])) as Array<{ id: string }>).map((r) => r.id),
          )
        : new Set();
    const members = await found(ACTIVE_MEMBERS_SQL, users);
    const instGroups = await found(INSTT_GROUPS_SQL, groups);
    const adding = new Set(toAdd);
    const errors: FieldError[] = [];
    wanted.forEach((t, i) => {
      if (!adding.has(t)) return;
      const field = `shareList[${i}].pblonsipRefrnId`;
      const params = { refrnId: t.pblonsipRefrnId };
      if (t.pblonsipScopeSeCode === SHARE_SCOPES.USER) {
        if (t.pblonsipRefrnId === content.ownerId)
          errors.push({ field, message: 'share.targetIsOwner', params });
        else if (!members.has(t.pblonsipRefrnId))
          errors.push({ field, message: 'share.userNotInInstt', params });
      } else if (!instGroups.has(t.pblonsipRefrnId)) {
        errors.push({ field, message: 'share.groupNotInInstt', params });
      }
    });
    if (errors.length) throw new ValidationFailedError(errors);
  }

  /** Layer shares kept in the list whose edit flag changes. */
  private editChanges(
    saved: readonly ShareRow[],
    wanted: readonly ShareTargetDto[],
  ): Array<{ ordr: number; editPosblAt: '0' | '1' }> {
    const flags = new Map(
      wanted.map((t) => [`${t.pblonsipScopeSeCode}:${t.pblonsipRefrnId}`, editFlag(t.editPosblAt)]),
    );
    return saved.flatMap((s) => {
      const flag = flags.get(`${s.pblonsipScopeSeCode}:${s.pblonsipRefrnId}`);
      return flag !== undefined && flag !== s.editPosblAt
        ? [{ ordr: s.pblonsipOrdr, editPosblAt: flag }]
        : [];
    });
  }
}
