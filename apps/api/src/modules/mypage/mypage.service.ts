import { preparedQuery, preparedRaw } from '../../common/db/prepared-query';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTENT_KINDS, CONTENTS_TYPES, type ContentsType, type UsePblonsipSeCode } from '@nuri/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { UrlSigner } from '../../common/crypto/url-signer';
import { cursorError, decodeCursor, encodeCursor } from '../../common/paging/keyset-cursor';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, type VisibleCondition, callerOf, groupReachesCallerSql } from '../access';
import { containsPattern } from '../../common/db/search-text';
import { CONTENT_COLUMNS, CONTENT_KEYS_CONDITION, contentKeysUnion, contentsUnion, contentThumbnailUrl, joinContentInfo, type ContentRow } from '../gallery';
import { SHARED_VIA, type MyContentCountDto, type MyContentDto, type MyContentsQueryDto, type SharedVia } from './dto/mypage.dto';

/** Which list: my contents, others' contents shared with me, my institution's contents. */
export type MyContentsScope = 'mine' | 'shared' | 'instt';

const SORTS = { updtDt: 'c.updt_dt', registDt: 'c.regist_dt', contentsSj: 'lower(c.cntnts_sj)' };

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

// A share that reaches me by name: my institution (1), a group of mine (2) or me (3). Everyone
// shares (0) are listed by /contents/all-shared instead.
const SHARE_REACHES_ME = {
  instt: '(p.pblonsip_scope_se_code = 1 AND p.pblonsip_refrn_id = :myInstt)',
  user: '(p.pblonsip_scope_se_code = 3 AND p.pblonsip_refrn_id = :me)',
  group: `(p.pblonsip_scope_se_code = 2 AND ${groupReachesCallerSql(':me')})`,
} as const;
/** A share of the content row `c` reaching me in one of the given ways. */
const targetedShare = (ways: readonly SharedVia[]): string =>
  `EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = c.cntnts_ty_code AND p.cntnts_id = c.cntnts_id
   AND (${ways.map((way) => SHARE_REACHES_ME[way]).join(' OR ')}))`;
const TARGETED_SHARE = targetedShare(SHARED_VIA);
/** $1 owner, $2 types: the owner's contents of those types (exact: the counters change with the rows). */
const OWNED_COUNT_SQL = `SELECT coalesce(sum(cnt), 0)::int AS total FROM cntnts_owner_cnt WHERE register_id = $1 AND cntnts_ty_code = ANY($2::varchar[])`;
/** $1 owner: the owner's contents per type. */
const OWNED_COUNTS_BY_TYPE_SQL = `SELECT cntnts_ty_code AS type, sum(cnt)::int AS total FROM cntnts_owner_cnt WHERE register_id = $1 GROUP BY cntnts_ty_code`;
const BOOKMARKED = `EXISTS (SELECT 1 FROM cntnts_bkmk b WHERE b.cntnts_ty_code = c.cntnts_ty_code AND b.cntnts_id = c.cntnts_id AND b.user_id = :me)`;
const SHARED_WITH_GROUP = `EXISTS (SELECT 1 FROM pblonsip p JOIN user_group g ON g.group_sn::text = p.pblonsip_refrn_id
   WHERE p.cntnts_ty_code = c.cntnts_ty_code AND p.cntnts_id = c.cntnts_id AND p.pblonsip_scope_se_code = 2 AND g.group_nm ILIKE :groupNm)`;

/**
 * My page contents (spec 001 §7 "My page": contents list, shared content list, institution
 * content list, contents count) over web maps, themed apps and members' layers. What I may see
 * of others' contents is the content-access policy's (visibleCondition).
 * - mine: contents I registered (bookmarkedOnly=Y: every content I bookmarked and may view);
 * - shared: others' contents shared with me by an institution, group or user share;
 * - instt: others' contents of my institution I may view.
 */
@Injectable()
export class MypageService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: ContentAccessPolicy,
    private readonly signer: UrlSigner,
  ) {}

  /**
   * One list, paged by pageIndex or, with `cursor` (the previous page's nextCursor; the time
   * sorts only), right after that page's last row (keyset paging: an index range per table).
   */
  async list(user: AuthUser, scope: MyContentsScope, q: MyContentsQueryDto): Promise<Paged<MyContentDto> & { nextCursor: string | null }> {
    const orderBy = resolveSort(q.sort, SORTS, 'updtDt');
    const keyset = orderBy !== SORTS.contentsSj;
    if (q.cursor !== undefined && !keyset) throw cursorError('cursor requires sort=updtDt or sort=registDt');
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor, ['timestamptz', 'id']);
    const types = q.contentsType ? [q.contentsType] : CONTENTS_TYPES;
    const base = this.scoped(user, scope, types, q.bookmarkedOnly === 'Y');
    const title = q.contentsSj?.trim();
    if (title) base.andWhere('c.cntnts_sj ILIKE :title', { title: containsPattern(title) });
    const search = q.searchNm?.trim();
    if (search) base.andWhere('c.cntnts_sj ILIKE :search', { search: containsPattern(search) });
    const group = q.groupNm?.trim();
    if (group) base.andWhere(SHARED_WITH_GROUP, { groupNm: containsPattern(group) });
    if (scope === 'shared' && q.sharedVia) base.andWhere(targetedShare([q.sharedVia]));
    const total =
      scope === 'mine' && q.bookmarkedOnly !== 'Y' && !title && !search && !group
        ? await this.ownedCount(user.userId, types)
        : await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    // Deferred join: the page's keys first (only the key and sort columns, an index-only walk of
    // the owner indexes for 'mine'), then the columns of those rows alone.
    const keysQuery = base
      .clone()
      .select('c.cntnts_ty_code', 'type')
      .addSelect('c.cntnts_id', 'id')
      .addSelect(keyset ? `${orderBy}::text` : 'NULL', 'v');
    if (cursor) {
      // Both time columns are NOT NULL in the three tables: the row comparison is the order.
      keysQuery.andWhere(`(${orderBy}, c.cntnts_id) ${q.direction === 'ASC' ? '>' : '<'} (:cursorDt::timestamptz, :cursorId::varchar)`, {
        cursorDt: cursor[0],
        cursorId: cursor[1],
      });
    }
    const keys = await keysQuery
      .orderBy(orderBy, q.direction)
      .addOrderBy('c.cntnts_id', q.direction)
      .limit(q.pageSize)
      .offset(cursor ? 0 : offsetOf(q))
      .getRawMany<{ type: ContentsType; id: string; v: string | null }>();
    const last = keyset && keys.length === q.pageSize ? keys[keys.length - 1] : undefined;
    return {
      ...toPaged(
        (await this.rowsOf(user, keys)).map((r) => this.dto(r)),
        total?.total ?? 0,
        q,
      ),
      nextCursor: last?.v ? encodeCursor([last.v, last.id]) : null,
    };
  }

  /** How many contents of these types the owner has (the counters kept by triggers, migration 17). */
  private async ownedCount(userId: string, types: readonly ContentsType[]): Promise<{ total: number }> {
    const rows: Array<{ total: number }> = await this.db.query(OWNED_COUNT_SQL, [userId, types]);
    return { total: Number(rows[0]?.total ?? 0) };
  }

  /** The content rows of the given keys, in their order. */
  private async rowsOf(
    user: AuthUser,
    keys: Array<{ type: ContentsType; id: string }>,
  ): Promise<ContentRow[]> {
    if (keys.length === 0) return [];
    const types = CONTENTS_TYPES.filter((t) => keys.some((k) => k.type === t));
    const rows = await joinContentInfo(this.db.createQueryBuilder().from(contentsUnion(types), 'c'))
      .select(CONTENT_COLUMNS)
      .where('c.cntnts_id IN (:...ids)', { ids: [...new Set(keys.map((k) => k.id))], me: user.userId })
      .getRawMany<ContentRow>();
    const byKey = new Map(rows.map((r) => [`${r.cntntsTyCode}:${r.cntntsId}`, r]));
    return keys.flatMap((k) => byKey.get(`${k.type}:${k.id}`) ?? []);
  }

  async count(user: AuthUser): Promise<MyContentCountDto> {
    // Four prepared reads at once: the owner's counters by type, shared with them, bookmarked.
    const [owned, shared, bookmarks] = await Promise.all([
      preparedQuery<{ type: ContentsType; total: number }>(this.db, OWNED_COUNTS_BY_TYPE_SQL, [user.userId]),
      preparedRaw<{ n: number }>(this.db, this.scoped(user, 'shared', CONTENTS_TYPES, false).select('count(*)::int', 'n')),
      preparedRaw<{ n: number }>(this.db, this.scoped(user, 'mine', CONTENTS_TYPES, true).select('count(*)::int', 'n')),
    ]);
    const mine = (type: ContentsType) => Number(owned.find((r) => r.type === type)?.total ?? 0);
    return {
      mapCnt: mine(CONTENT_KINDS.WEB_MAP),
      appCnt: mine(CONTENT_KINDS.THEMED_APP),
      lyrCnt: mine(CONTENT_KINDS.LAYER),
      sharedCnt: shared[0]?.n ?? 0,
      bookmarkCnt: bookmarks[0]?.n ?? 0,
    };
  }


  /** The contents of one list (alias c), filtered by scope and the bookmark flag. */
  private scoped(
    user: AuthUser,
    scope: MyContentsScope,
    types: readonly ContentsType[],
    bookmarkedOnly: boolean,
  ): SelectQueryBuilder<Record<string, unknown>> {
    const visible = this.visible(user, types);
    // Only the key, filter and sort columns: counts and a page's keys are index walks.
    const q = this.db
      .createQueryBuilder()
      .from(contentKeysUnion(types), 'c')
      .setParameters({ ...visible.params, me: user.userId, myInstt: user.insttCode })
      .where(CONTENT_KEYS_CONDITION);
    if (scope === 'mine') q.andWhere(bookmarkedOnly ? visible.sql : 'c.register_id = :me');
    else if (scope === 'shared') q.andWhere(`${visible.sql} AND c.register_id <> :me AND ${TARGETED_SHARE}`);
    else q.andWhere(`${visible.sql} AND c.register_id <> :me AND c.instt_code = :myInstt`);
    if (bookmarkedOnly) q.andWhere(BOOKMARKED);
    return q;
  }

  /** The policy's condition for each content type of the union, as one condition over `c`. */
  private visible(user: AuthUser, types: readonly ContentsType[]): VisibleCondition {
    let params: VisibleCondition['params'] = {};
    const parts = types.map((type) => {
      const v = this.policy.visibleCondition(callerOf(user), type, {
        owner: 'c.register_id',
        instt: 'c.instt_code',
        id: 'c.cntnts_id',
      });
      params = { ...params, ...v.params };
      return `(c.cntnts_ty_code = '${type}' AND ${v.sql})`;
    });
    return { sql: `(${parts.join(' OR ')})`, params };
  }

  private dto(r: ContentRow): MyContentDto {
    return {
      contentsId: r.cntntsId,
      contentsType: r.cntntsTyCode,
      contentsSj: r.cntntsSj,
      registDt: iso(r.registDt),
      updtDt: iso(r.updtDt),
      registerId: r.registerId,
      registerNm: r.registerNm,
      insttCode: r.insttCode,
      thumbnailUrl: contentThumbnailUrl(
        r.cntntsTyCode,
        r.cntntsId,
        r.thumbnailPath,
        r.thumbnailUpdtDt,
        this.signer,
      ),
      bookmarkAt: r.bookmarked ? 'Y' : 'N',
      usePblonsipSeCode: r.usePblonsipSeCode as UsePblonsipSeCode,
    };
  }
}
