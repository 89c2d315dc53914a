import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTENTS_TYPES, formatDate, type ContentsType, type UsePblonsipSeCode } from '@nuri/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { UrlSigner } from '../../common/crypto/url-signer';
import { DomainError } from '../../common/errors/domain-error';
import { ContentAccessPolicy, callerOf } from '../access';
import type { SharedContentDto } from './dto/gallery.dto';
import {
  BUMP_STATS_SQL,
  CONTENT_COLUMNS,
  contentsUnion,
  contentThumbnailUrl,
  COPY_STATS_TO_REQUESTS_SQL,
  DELETE_BOOKMARK_SQL,
  INSERT_BOOKMARK_SQL,
  INSERT_RECOMMEND_SQL,
  INSERT_VIEW_SQL,
  joinContentInfo,
  type ContentRow,
} from './contents.queries';

/** A content as reactions address it. */
export interface ContentKey {
  type: ContentsType;
  id: string;
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Reactions to contents (maps, themed apps, layers), the same whether given in the gallery or
 * through /contents: bookmarks (members, idempotent), recommendations (members, once: 409 the
 * second time), views (anyone; a viewer — the member's id, or a hash of a visitor's address —
 * counts once per day of the server clock). Counters live in cntnts_stats and are copied onto
 * the content's gallery requests so the gallery sorts on them. Exported for the gallery and my page.
 */
@Injectable()
export class ContentReactions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly policy: ContentAccessPolicy,
    private readonly signer: UrlSigner,
  ) {}

  /** A content by id (map, app, or a member's layer) as the caller sees it: 404 unknown, 403 when the policy refuses. */
  async findViewable(user: AuthUser | undefined, cntntsId: string): Promise<ContentRow> {
    const rows: ContentRow[] = await joinContentInfo(
      this.db.createQueryBuilder().select(CONTENT_COLUMNS).from(contentsUnion(CONTENTS_TYPES), 'c'),
    )
      .where('c.cntnts_id = :id', { id: cntntsId, me: user?.userId ?? null })
      .getRawMany();
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND', 'error.notFound');
    await this.policy.assertView(callerOf(user), {
      type: row.cntntsTyCode,
      id: row.cntntsId,
      ownerId: row.registerId,
      insttCode: row.insttCode,
    });
    return row;
  }

  /** Bookmarks the content (nothing changes when it already is). */
  async bookmark(user: AuthUser, key: ContentKey): Promise<void> {
    await this.db.transaction(async (tx) => {
      const added: unknown[] = await tx.query(INSERT_BOOKMARK_SQL, [
        key.type,
        key.id,
        user.userId,
        await this.clock.now(),
      ]);
      if (added.length) await this.bump(tx, key, 0, 0, 1);
    });
  }

  async unbookmark(user: AuthUser, key: ContentKey): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [removed]: [unknown[], number] = await tx.query(DELETE_BOOKMARK_SQL, [
        key.type,
        key.id,
        user.userId,
      ]);
      if (removed.length) await this.bump(tx, key, 0, 0, -1);
    });
  }

  /** Recommends the content once per member (409 'already recommended' the second time). */
  async recommend(user: AuthUser, key: ContentKey): Promise<void> {
    await this.db.transaction(async (tx) => {
      const added: unknown[] = await tx.query(INSERT_RECOMMEND_SQL, [
        key.type,
        key.id,
        user.userId,
        await this.clock.now(),
      ]);
      if (!added.length) throw new DomainError('CONFLICT', 'gallery.alreadyRecommended');
      await this.bump(tx, key, 0, 1, 0);
    });
  }

  /** Counts a view once per viewer and day; true when this one counted. */
  async view(user: AuthUser | undefined, ip: string | undefined, key: ContentKey): Promise<boolean> {
    const now = await this.clock.now();
    return this.db.transaction(async (tx) => {
      const added: unknown[] = await tx.query(INSERT_VIEW_SQL, [
        key.type,
        key.id,
        viewerKey(user, ip),
        formatDate(now),
        now,
      ]);
      if (added.length) await this.bump(tx, key, 1, 0, 0);
      return added.length > 0;
    });
  }

  /** The answer shape of a content row. */
  toDto(row: ContentRow): SharedContentDto {
    return {
      cntntsId: row.cntntsId,
      cntntsTyCode: row.cntntsTyCode,
      cntntsSj: row.cntntsSj,
      cntntsCn: row.cntntsCn,
      thumbnailUrl: contentThumbnailUrl(
        row.cntntsTyCode,
        row.cntntsId,
        row.thumbnailPath,
        row.thumbnailUpdtDt,
        this.signer,
      ),
      registDt: iso(row.registDt),
      updtDt: iso(row.updtDt),
      registerId: row.registerId,
      registerNm: row.registerNm,
      insttCode: row.insttCode,
      insttNm: row.insttNm,
      usePblonsipSeCode: row.usePblonsipSeCode as UsePblonsipSeCode,
      viewCnt: Number(row.viewCnt),
      recommendCnt: Number(row.recommendCnt),
      bookmarkCnt: Number(row.bookmarkCnt),
      bookmarkAt: row.bookmarked ? 'Y' : 'N',
      recommendAt: row.recommended ? 'Y' : 'N',
    };
  }

  private async bump(
    tx: EntityManager,
    key: ContentKey,
    views: number,
    recommends: number,
    bookmarks: number,
  ): Promise<void> {
    const [stats]: Array<{ viewCnt: number; recommendCnt: number; bookmarkCnt: number }> = await tx.query(
      BUMP_STATS_SQL,
      [key.type, key.id, views, recommends, bookmarks],
    );
    await tx.query(COPY_STATS_TO_REQUESTS_SQL, [
      key.type,
      key.id,
      stats.viewCnt,
      stats.recommendCnt,
      stats.bookmarkCnt,
    ]);
  }
}

/** Who viewed: the member's id, or a hash of a visitor's address (never the address itself). */
export function viewerKey(user: AuthUser | undefined, ip: string | undefined): string {
  if (user) return `u:${user.userId}`;
  return `ip:${createHash('sha256')
    .update(`nuri:viewer:${ip ?? 'unknown'}`)
    .digest('hex')}`;
}
