import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ConfmSttusCode } from '@nuri/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { UrlSigner, type SignedUrlQuery } from '../../common/crypto/url-signer';
import { preparedQuery } from '../../common/db/prepared-query';
import { DomainError } from '../../common/errors/domain-error';
import { contentThumbnailPath, signedThumbnailUrl } from '../../common/files/content-thumbnail';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, callerOf, type Caller, type ContentRef } from '../access';
import { ContentFiles } from './content-files';
import type { ReceivedThumbnail } from './content-thumbnail.interceptor';
import {
  deleteSharesSql,
  deleteSql,
  selectListStats,
  setThumbnailSql,
  visibleColumns,
  type ContentTable,
  type OwnedRow,
} from './content-table';

/** The services every owned-content service works with (one injection for the base class). */
@Injectable()
export class ContentServices {
  constructor(
    readonly policy: ContentAccessPolicy,
    readonly files: ContentFiles,
    readonly clock: Clock,
    @InjectDataSource() readonly db: DataSource,
    readonly signer: UrlSigner,
  ) {}
}

/** The list columns every kind adds to its rows (selectListStats). */
export interface ListStats {
  viewCnt: number;
  galleryConfmSttusCode: ConfmSttusCode | null;
}

/** The access-policy reference of an owned content row. */
export function ownedContentRef<R extends OwnedRow>(t: ContentTable<R>, row: R): ContentRef {
  return { type: t.kind, id: t.idOf(row), ownerId: row.registerId, insttCode: row.insttCode };
}

/**
 * What web maps and themed apps do alike, over their ContentTable: loading a row (404), paged
 * lists under the access policy's visible condition, the caller's rights, deleting with the
 * share entries and the thumbnail file, and the thumbnail routes (read, upload, remove). Who may
 * do what is the content-access policy's; the kinds add their own fields, children and checks.
 */
export abstract class OwnedContentService<R extends OwnedRow> {
  protected readonly policy: ContentAccessPolicy;
  protected readonly files: ContentFiles;
  protected readonly clock: Clock;
  protected readonly db: DataSource;
  protected readonly signer: UrlSigner;

  protected constructor(
    services: ContentServices,
    protected readonly table: ContentTable<R>,
  ) {
    ({ policy: this.policy, files: this.files, clock: this.clock, db: this.db, signer: this.signer } = services);
  }

  /** One row (404 when there is none). */
  protected async find(id: string): Promise<R> {
    const rows = await preparedQuery<R>(this.db, this.table.rowSql, [id]);
    if (!rows[0]) throw new DomainError('NOT_FOUND', 'error.notFound');
    return rows[0];
  }

  protected ref(row: R): ContentRef {
    return ownedContentRef(this.table, row);
  }

  /** The policy's condition for the caller's visible rows of this kind (list queries). */
  protected visible(user: AuthUser): ReturnType<ContentAccessPolicy['visibleCondition']> {
    return this.policy.visibleCondition(callerOf(user), this.table.kind, visibleColumns(this.table));
  }

  /**
   * One page of a list query: `q.sort` against the whitelist (default updtDt), the count of all
   * rows, then the page's rows (the kind's columns from `select`, views and gallery state) each
   * made an answer by `answer`.
   */
  protected async page<D>(
    base: SelectQueryBuilder<Record<string, unknown>>,
    q: PageQueryDto,
    sorts: Record<string, string>,
    select: (qb: SelectQueryBuilder<Record<string, unknown>>) => SelectQueryBuilder<Record<string, unknown>>,
    answer: (row: R & ListStats) => D,
  ): Promise<Paged<D & ListStats>> {
    const orderBy = resolveSort(q.sort, sorts, 'updtDt');
    const total = await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    const rows = await selectListStats(select(base), this.table)
      .orderBy(orderBy, q.direction)
      .addOrderBy(`${this.table.alias}.${this.table.idColumn}`, q.direction)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .getRawMany<R & ListStats>();
    return toPaged(
      rows.map((r) => ({
        ...answer(r),
        viewCnt: Number(r.viewCnt),
        galleryConfmSttusCode: r.galleryConfmSttusCode,
      })),
      total?.total ?? 0,
      q,
    );
  }

  /** Whether the caller may edit and delete the content (detail answers). */
  protected async rights(caller: Caller, row: R): Promise<{ canEdit: boolean; canDelete: boolean }> {
    const ref = this.ref(row);
    return { canEdit: await this.policy.canEdit(caller, ref), canDelete: this.policy.isOwnerOrAdmin(caller, ref) };
  }

  /**
   * Deletes the content with its share entries (and, by cascade, its children) and its thumbnail
   * file (owner and admins). `guard` runs after the rights check and may refuse.
   */
  protected async removeOwned(user: AuthUser, id: string, guard?: () => Promise<void>): Promise<void> {
    const row = await this.find(id);
    this.policy.assertOwnerOrAdmin(callerOf(user), this.ref(row));
    await guard?.();
    await this.db.transaction(async (tx) => {
      await tx.query(deleteSharesSql(this.table), [id]);
      await tx.query(deleteSql(this.table), [id]);
    });
    await this.files.remove([row.thumbnailPath]);
  }

  /** The stored thumbnail of a content the caller may view, or of a signed address (404 when there is none). */
  async thumbnail(user: AuthUser | undefined, id: string, signed: SignedUrlQuery = {}): Promise<StreamableFile> {
    const row = await this.find(id);
    if (!this.signer.verify(contentThumbnailPath(this.table.kind, id), signed))
      await this.policy.assertView(callerOf(user), this.ref(row));
    const image = row.thumbnailPath ? await this.files.image(row.thumbnailPath) : null;
    if (!image) throw new DomainError('NOT_FOUND', this.table.noThumbnailKey);
    return image;
  }

  /**
   * Stores an uploaded thumbnail (editors) under the thumbnail rules: png/jpg/jpeg by name (415)
   * and by content (415), at most 1 MB (413). Returns its signed address.
   */
  async uploadThumbnail(user: AuthUser, id: string, file: ReceivedThumbnail | undefined): Promise<string> {
    const row = await this.find(id);
    await this.policy.assertEdit(callerOf(user), this.ref(row));
    const stored = await this.files.acceptThumbnail(file, this.table.thumbnailFolder);
    const now = await this.clock.now();
    await this.db.query(setThumbnailSql(this.table), [id, stored, now]);
    await this.files.remove([row.thumbnailPath]);
    return signedThumbnailUrl(this.table.kind, id, this.signer, now);
  }

  /** Removes the thumbnail (editors). */
  async removeThumbnail(user: AuthUser, id: string): Promise<void> {
    const row = await this.find(id);
    await this.policy.assertEdit(callerOf(user), this.ref(row));
    await this.db.query(setThumbnailSql(this.table), [id, null, await this.clock.now()]);
    await this.files.remove([row.thumbnailPath]);
  }
}
