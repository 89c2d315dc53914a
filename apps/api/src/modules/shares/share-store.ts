import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SHARE_SCOPES, type ShareScope } from '@nuri/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import type { ContentRef, ContentType } from '../access';
import {
  contentRefSql,
  DELETE_SHARES_SQL,
  INSERT_SHARE_SQL,
  LOCK_SHARES_SQL,
  SET_EDIT_SQL,
  SHARE_ALL_SQL,
  SHARE_COUNT_SQL,
  sharePageSql,
  summarySql,
  type ShareRow,
} from './shares.queries';

/** One entry to add: its scope, target (null for everyone) and edit flag ('1' layers only). */
export interface NewShare {
  scope: ShareScope;
  refrnId: string | null;
  editPosblAt: '0' | '1';
}

/** What one change does to a content's shares (inside one transaction). */
export interface ShareChange {
  add?: NewShare[];
  removeOrdrs?: number[];
  setEdit?: Array<{ ordr: number; editPosblAt: '0' | '1' }>;
}

/**
 * The share entries (pblonsip) of maps ('MAP'), themed apps ('APP') and layers ('LYR'): reading,
 * changing under a per-content lock with the next order numbers, and keeping the content's
 * use_pblonsip_se_code summary current (maps and apps). No access rules here: SharesService
 * checks who may share; other modules (the gallery) use shareWithEveryone / unshareEveryone.
 */
@Injectable()
export class ShareStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The content's owner and institution; 404 when there is no such content. */
  async content(type: ContentType, id: string): Promise<ContentRef> {
    const rows: Array<{ id: string; ownerId: string; insttCode: string }> = await this.db.query(
      contentRefSql(type),
      [id],
    );
    if (!rows[0]) throw new DomainError('NOT_FOUND', 'error.notFound');
    return { type, id: rows[0].id, ownerId: rows[0].ownerId, insttCode: rows[0].insttCode };
  }

  /** Every entry, newest order number first. */
  entries(type: ContentType, id: string, tx: EntityManager | DataSource = this.db): Promise<ShareRow[]> {
    return tx.query(SHARE_ALL_SQL, [type, id]);
  }

  /** One page of entries by order number. */
  async page(
    type: ContentType,
    id: string,
    direction: 'ASC' | 'DESC',
    limit: number,
    offset: number,
  ): Promise<{ rows: ShareRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.query(sharePageSql(direction), [type, id, limit, offset]) as Promise<ShareRow[]>,
      this.db.query(SHARE_COUNT_SQL, [type, id]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  /**
   * Runs `decide` on the current entries under the content's lock and applies the change it
   * returns; the summary is updated in the same transaction. Returns the entries afterwards.
   */
  async change(
    content: ContentRef,
    by: string,
    decide: (current: ShareRow[]) => ShareChange | Promise<ShareChange>,
  ): Promise<ShareRow[]> {
    const now = await this.clock.now();
    return this.db.transaction(async (tx) => {
      await tx.query(LOCK_SHARES_SQL, [content.type, content.id]);
      const change = await decide(await this.entries(content.type, content.id, tx));
      if (change.removeOrdrs?.length)
        await tx.query(DELETE_SHARES_SQL, [content.type, content.id, change.removeOrdrs]);
      for (const e of change.setEdit ?? [])
        await tx.query(SET_EDIT_SQL, [content.type, content.id, e.ordr, e.editPosblAt]);
      for (const s of change.add ?? []) {
        await tx.query(INSERT_SHARE_SQL, [
          content.type,
          content.id,
          s.scope,
          s.refrnId,
          s.editPosblAt,
          content.ownerId,
          by,
          now,
        ]);
      }
      const summary = summarySql(content.type);
      if (summary) await tx.query(summary, [content.id]);
      return this.entries(content.type, content.id, tx);
    });
  }

  /**
   * Shares a map or themed app with everyone (the gallery on approval). True when the entry was
   * added, false when the content was already shared with everyone (then nothing changes, so a
   * later unshare by the gallery should only follow its own addition). 404 for unknown content.
   */
  async shareWithEveryone(type: 'MAP' | 'APP', id: string, by: string): Promise<boolean> {
    if (type !== 'MAP' && type !== 'APP')
      throw new DomainError('BAD_REQUEST', 'share.layerEveryoneNotAllowed');
    const content = await this.content(type, id);
    let added = false;
    await this.change(content, by, (current) => {
      if (current.some((s) => s.pblonsipScopeSeCode === SHARE_SCOPES.ALL)) return {};
      added = true;
      return { add: [{ scope: SHARE_SCOPES.ALL, refrnId: null, editPosblAt: '0' }] };
    });
    return added;
  }

  /** Removes the everyone share of a map or themed app; true when there was one. Unknown content: false. */
  async unshareEveryone(type: 'MAP' | 'APP', id: string): Promise<boolean> {
    const rows: Array<{ id: string; ownerId: string; insttCode: string }> = await this.db.query(
      contentRefSql(type),
      [id],
    );
    if (!rows[0]) return false;
    let removed = false;
    await this.change({ type, ...rows[0] }, rows[0].ownerId, (current) => {
      const everyone = current
        .filter((s) => s.pblonsipScopeSeCode === SHARE_SCOPES.ALL)
        .map((s) => s.pblonsipOrdr);
      removed = everyone.length > 0;
      return { removeOrdrs: everyone };
    });
    return removed;
  }
}
