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

const editFlag = (value: 0 | 1 | undefined): '0' | '1' => (value === 1 ? '1' : '0');

/** One entry as the API answers it; a layer's entries also name the layer (spec 001 §3). */
export function shareEntryOf(r: ShareRow, content: ContentRef): ShareEntryDto {
  return {
    ...(content.type === 'LYR' ? { lyrId: content.id } : {}),
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

/** A share target with its institution code filled in (scope 1 names the content's institution). */
type Target = ShareTargetDto & { pblonsipRefrnId: string };

/** The 409 text when nothing is added: the institution's own text for an institution entry alone. */
function alreadyShared(type: ContentType, wanted: readonly Target[]): string {
  if (!wanted.every((t) => t.pblonsipScopeSeCode === SHARE_SCOPES.INSTT)) return 'share.alreadyShared';
  return type === 'LYR' ? 'share.alreadySharedInstt' : 'share.alreadySharedInsttContent';
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
    return toPaged(
      rows.map((r) => shareEntryOf(r, content)),
      total,
      q,
    );
  }

  /**
   * Adds the given entries (users 3, groups 2, the content's institution 1) and leaves the others
   * as they are (spec 001 §7: layers delete, then insert). An entry already there is kept; on a
   * layer a different editPosblAt updates its flag. 409 when every entry is already there:
   * 'already shared to the selected targets', or the institution text for an institution entry.
   */
  async add(user: AuthUser, type: ContentType, id: string, dto: ShareSaveDto): Promise<ShareEntryDto[]> {
    const content = await this.owned(user, type, id);
    this.refuseOpenBiz(content);
    const wanted = this.normalized(content, dto.shareList);
    if (
      wanted.some((t) => t.pblonsipScopeSeCode === SHARE_SCOPES.INSTT) &&
      !canShareToInstitution(user.userSeCode)
    )
      throw new DomainError('FORBIDDEN', 'share.insttNotAllowed');
    const rows = await this.store.change(content, user.userId, async (current) => {
      const saved = current.filter((s) => s.pblonsipScopeSeCode !== SHARE_SCOPES.ALL) as Array<
        ShareRow & { pblonsipRefrnId: string }
      >;
      const { toAdd } = diffShareTargets(saved, wanted);
      await this.checkTargets(content, wanted, toAdd);
      const change: ShareChange = {
        add: toAdd.map((t) => ({
          scope: t.pblonsipScopeSeCode,
          refrnId: t.pblonsipRefrnId,
          editPosblAt: editFlag(t.editPosblAt),
        })),
        setEdit: type === 'LYR' ? this.editChanges(saved, wanted) : [],
      };
      if (!change.add?.length && !change.setEdit?.length)
        throw new DomainError('CONFLICT', alreadyShared(type, wanted));
      return change;
    });
    return rows.map((r) => shareEntryOf(r, content));
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
    return rows.map((r) => shareEntryOf(r, content));
  }

  /**
   * Shares the content with its institution: the alias of POST …/shares with one institution
   * entry (editors and admins; not in openBiz; 409 when it already is).
   */
  shareInstt(user: AuthUser, type: ContentType, id: string): Promise<ShareEntryDto[]> {
    return this.add(user, type, id, { shareList: [{ pblonsipScopeSeCode: SHARE_SCOPES.INSTT }] });
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
    return rows.map((r) => shareEntryOf(r, content));
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

  /**
   * The list with each institution entry naming the content's institution; 400 with field
   * paths for an edit flag outside layers or another institution's code.
   */
  private normalized(content: ContentRef, list: readonly ShareTargetDto[]): Target[] {
    const errors: FieldError[] = [];
    const targets = list.map((t, i): Target => {
      if (content.type !== 'LYR' && t.editPosblAt === 1)
        errors.push({ field: `shareList[${i}].editPosblAt`, message: 'share.editOnlyLayers' });
      if (t.pblonsipScopeSeCode !== SHARE_SCOPES.INSTT)
        return { ...t, pblonsipRefrnId: t.pblonsipRefrnId ?? '' };
      if (t.pblonsipRefrnId !== undefined && t.pblonsipRefrnId !== content.insttCode) {
        const params = { refrnId: t.pblonsipRefrnId };
        errors.push({ field: `shareList[${i}].pblonsipRefrnId`, message: 'share.otherInstt', params });
      }
      return { ...t, pblonsipRefrnId: content.insttCode };
    });
    if (errors.length) throw new ValidationFailedError(errors);
    return targets;
  }

  /** New targets must be active members of the content's institution (not the owner) or its groups. */
  private async checkTargets(
    content: ContentRef,
    wanted: readonly Target[],
    toAdd: readonly Target[],
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
      } else if (t.pblonsipScopeSeCode === SHARE_SCOPES.GROUP && !instGroups.has(t.pblonsipRefrnId)) {
        errors.push({ field, message: 'share.groupNotInInstt', params });
      }
    });
    if (errors.length) throw new ValidationFailedError(errors);
  }

  /** Layer shares named again with an explicit editPosblAt other than theirs (absent: left as is). */
  private editChanges(
    saved: readonly ShareRow[],
    wanted: readonly Target[],
  ): Array<{ ordr: number; editPosblAt: '0' | '1' }> {
    const flags = new Map(
      wanted
        .filter((t) => t.editPosblAt !== undefined)
        .map((t) => [`${t.pblonsipScopeSeCode}:${t.pblonsipRefrnId}`, editFlag(t.editPosblAt)]),
    );
    return saved.flatMap((s) => {
      const flag = flags.get(`${s.pblonsipScopeSeCode}:${s.pblonsipRefrnId}`);
      return flag !== undefined && flag !== s.editPosblAt
        ? [{ ordr: s.pblonsipOrdr, editPosblAt: flag }]
        : [];
    });
  }
}
