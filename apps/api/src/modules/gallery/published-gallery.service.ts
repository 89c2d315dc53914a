import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GalleryType, MapGaleKndSeCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { UrlSigner } from '../../common/crypto/url-signer';
import { preparedRaw } from '../../common/db/prepared-query';
import { containsPattern } from '../../common/db/search-text';
import { DomainError } from '../../common/errors/domain-error';
import { decodeCursor, encodeCursor } from '../../common/paging/keyset-cursor';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { ContentReactions } from './content-reactions.service';
import type { GalleryCountDto, GalleryCountQueryDto, GalleryItemDto, GalleryListQueryDto } from './dto/gallery.dto';
import { itemDtoOf, keyOf } from './gallery-view';
import { GALLERY_ORDER, PUBLISHED_CONDITION, PUBLISHED_COUNT_SQL, requestsFrom, selectRequest, type RequestRow } from './gallery.queries';

/**
 * The public map gallery (spec 001 §4): approved items of a gallery, their counts and one item,
 * and the reactions on them (bookmark, recommendation, view). Applications and decisions are
 * GalleryService's.
 */
@Injectable()
export class PublishedGalleryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly signer: UrlSigner,
    private readonly reactions: ContentReactions,
  ) {}

  /**
   * Approved items of a gallery, paged, in the chosen order; `cursor` (the previous page's
   * nextCursor) starts the page right after that page's last item (keyset paging: an index range
   * instead of skipping (pageIndex − 1) × pageSize entries).
   */
  async published(user: AuthUser | undefined, q: GalleryListQueryDto): Promise<Paged<GalleryItemDto> & { nextCursor: string | null }> {
    const base = this.publishedFrom(q.galleryType, q.insttCode, q.searchNm);
    if (q.mapGaleKndSeCode) base.andWhere('r.map_gale_knd_se_code = :knd', { knd: q.mapGaleKndSeCode });
    const sort = q.sort ?? 'recent';
    const order = GALLERY_ORDER[sort];
    // The sort value in the cursor: confm_dt as PostgreSQL's text (microseconds kept), counts as numbers.
    const valueKind = sort === 'recent' ? 'timestamptz' : 'int';
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor, [valueKind, 'int']);
    const total = q.searchNm?.trim()
      ? base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>()
      : this.publishedCount(q.galleryType, q.insttCode, q.mapGaleKndSeCode);
    // Deferred join: the page's serial numbers first (an ordered walk of the gallery's index),
    // then the columns, names and reactions of those rows alone.
    // Both run as prepared statements: for these short reads planning cost more than running.
    const keysQuery = base
      .clone()
      .select('r.map_gale_reqst_sn::int', 'sn')
      .addSelect(sort === 'recent' ? `${order}::text` : order, 'v');
    if (cursor) {
      // Approved requests always carry confm_dt (migration 141), so the row comparison is the order.
      keysQuery.andWhere(
        `(${order}, r.map_gale_reqst_sn) ${q.direction === 'ASC' ? '>' : '<'} (:cursorValue::${sort === 'recent' ? 'timestamptz' : 'int'}, :cursorSn::bigint)`,
        { cursorValue: cursor[0], cursorSn: cursor[1] },
      );
    }
    const [totalRow, keys] = await Promise.all([
      total,
      preparedRaw<{ sn: number; v: string | number | null }>(
        this.db,
        keysQuery
          .orderBy(order, q.direction, q.direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
          .addOrderBy('r.map_gale_reqst_sn', q.direction)
          .limit(q.pageSize)
          .offset(cursor ? 0 : offsetOf(q)),
      ),
    ]);
    const sns = keys.map((k) => Number(k.sn));
    const rows = sns.length
      ? await preparedRaw<RequestRow>(
          this.db,
          selectRequest(requestsFrom(this.db, user?.userId ?? null)).where('r.map_gale_reqst_sn = ANY(:sns::bigint[])', { sns }),
        )
      : [];
    const bySn = new Map(rows.map((r) => [Number(r.mapGaleReqstSn), r]));
    const last = keys.length === q.pageSize ? keys[keys.length - 1] : undefined;
    return {
      ...toPaged(
        sns.flatMap((sn) => bySn.get(sn) ?? []).map((r) => itemDtoOf(r, this.signer)),
        totalRow?.total ?? 0,
        q,
      ),
      nextCursor: last && last.v !== null ? encodeCursor([sort === 'recent' ? String(last.v) : Number(last.v), Number(last.sn)]) : null,
    };
  }

  /** Counts of approved items by kind (for the filter tabs). */
  async count(user: AuthUser | undefined, q: GalleryCountQueryDto): Promise<GalleryCountDto> {
    if (!q.searchNm?.trim()) return this.publishedCount(q.galleryType, q.insttCode);
    const row = await this.publishedFrom(q.galleryType, q.insttCode, q.searchNm)
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE r.map_gale_knd_se_code = '01')::int`, 'map')
      .addSelect(`count(*) FILTER (WHERE r.map_gale_knd_se_code = '02')::int`, 'app')
      .getRawOne<GalleryCountDto>();
    return { total: row?.total ?? 0, map: row?.map ?? 0, app: row?.app ?? 0 };
  }

  /** One approved item (404 otherwise). */
  async item(user: AuthUser | undefined, sn: number): Promise<GalleryItemDto> {
    return itemDtoOf(await this.findPublished(user, sn), this.signer);
  }

  async bookmark(user: AuthUser, sn: number): Promise<GalleryItemDto> {
    await this.reactions.bookmark(user, keyOf(await this.findPublished(user, sn)));
    return this.item(user, sn);
  }

  async unbookmark(user: AuthUser, sn: number): Promise<GalleryItemDto> {
    await this.reactions.unbookmark(user, keyOf(await this.findPublished(user, sn)));
    return this.item(user, sn);
  }

  async recommend(user: AuthUser, sn: number): Promise<GalleryItemDto> {
    await this.reactions.recommend(user, keyOf(await this.findPublished(user, sn)));
    return this.item(user, sn);
  }

  async view(user: AuthUser | undefined, ip: string | undefined, sn: number): Promise<GalleryItemDto> {
    await this.reactions.view(user, ip, keyOf(await this.findPublished(user, sn)));
    return this.item(user, sn);
  }

  // ---- Helpers ----

  /** Approved, listed items by the gallery's counters (no search text). */
  private async publishedCount(
    galleryType: GalleryType,
    insttCode?: string,
    kind?: MapGaleKndSeCode,
  ): Promise<GalleryCountDto> {
    const rows: GalleryCountDto[] = await this.db.query(PUBLISHED_COUNT_SQL, [
      galleryType,
      insttCode ?? null,
      kind ?? null,
    ]);
    return {
      total: Number(rows[0]?.total ?? 0),
      map: Number(rows[0]?.map ?? 0),
      app: Number(rows[0]?.app ?? 0),
    };
  }

  private publishedFrom(galleryType: GalleryType, insttCode?: string, searchNm?: string) {
    // The request table alone (PUBLISHED_CONDITION needs no other): counts and a page's keys are
    // index-only walks of the gallery's indexes (unused joins would still keep them off those).
    const base = this.db
      .createQueryBuilder()
      .from('map_gale_reqst', 'r')
      .where(PUBLISHED_CONDITION)
      .andWhere('r.gallery_ty = :gty', { gty: galleryType });
    if (insttCode) base.andWhere('r.instt_code = :instt', { instt: insttCode });
    const search = searchNm?.trim();
    if (search)
      base.andWhere('(r.map_gale_sj ILIKE :search OR r.map_gale_cn ILIKE :search)', {
        search: containsPattern(search),
      });
    return base;
  }

  private async findPublished(user: AuthUser | undefined, sn: number): Promise<RequestRow> {
    const row = await selectRequest(requestsFrom(this.db, user?.userId ?? null))
      .where(`r.map_gale_reqst_sn = :sn AND ${PUBLISHED_CONDITION}`, { sn })
      .getRawOne<RequestRow>();
    if (!row) throw new DomainError('NOT_FOUND', 'gallery.notPublished');
    return row;
  }
}
