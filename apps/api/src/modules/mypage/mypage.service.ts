import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTENTS_TYPES, type ContentsType, type UsePblonsipSeCode } from '@nuri/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { UrlSigner } from '../../common/crypto/url-signer';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { ContentAccessPolicy, type VisibleCondition } from '../access/content-access.service';
import { containsPattern } from '../constituents/search-text';
import {
  CONTENT_COLUMNS,
  contentsUnion,
  contentThumbnailUrl,
  joinContentInfo,
  type ContentRow,
} from '../gallery/contents.queries';
import { callerOf } from '../layers/layer-access.service';
import type { MyContentCountDto, MyContentDto, MyContentsQueryDto } from './dto/mypage.dto';

/** Which list: my contents, others' contents shared with me, my institution's contents. */
export type MyContentsScope = 'mine' | 'shared' | 'instt';

const SORTS = { updtDt: 'c.updt_dt', registDt: 'c.regist_dt', contentsSj: 'lower(c.cntnts_sj)' };

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** A targeted share (institution, group or user; not only 'everyone') of the content row `c`. */
// A share that reaches me by name: my institution (1), a group of mine (2) or me (3). Everyone
// shares (0) are listed by /contents/all-shared instead.
const TARGETED_SHARE = `EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = c.cntnts_ty_code AND p.cntnts_id = c.cntnts_id
   AND ((p.pblonsip_scope_se_code = 1 AND p.pblonsip_refrn_id = :myInstt)
     OR (p.pblonsip_scope_se_code = 3 AND p.pblonsip_refrn_id = :me)
     OR (p.pblonsip_scope_se_code = 2 AND EXISTS (
           SELECT 1 FROM user_group_member m WHERE m.group_sn::text = p.pblonsip_refrn_id AND m.user_id = :me))))`;
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

  async list(user: AuthUser, scope: MyContentsScope, q: MyContentsQueryDto): Promise<Paged<MyContentDto>> {
    const orderBy = resolveSort(q.sort, SORTS, 'updtDt');
    const base = this.scoped(
      user,
      scope,
      q.contentsType ? [q.contentsType] : CONTENTS_TYPES,
      q.bookmarkedOnly === 'Y',
    );
    const title = q.contentsSj?.trim();
    if (title) base.andWhere('c.cntnts_sj ILIKE :title', { title: containsPattern(title) });
    const search = q.searchNm?.trim();
    if (search) base.andWhere('c.cntnts_sj ILIKE :search', { search: containsPattern(search) });
    const group = q.groupNm?.trim();
    if (group) base.andWhere(SHARED_WITH_GROUP, { groupNm: containsPattern(group) });
    const total = await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    const rows = await base
      .select(CONTENT_COLUMNS)
      .orderBy(orderBy, q.direction)
      .addOrderBy('c.cntnts_id', q.direction)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .getRawMany<ContentRow>();
    return toPaged(
      rows.map((r) => this.dto(r)),
      total?.total ?? 0,
      q,
    );
  }

  async count(user: AuthUser): Promise<MyContentCountDto> {
    const mine = await this.scoped(user, 'mine', CONTENTS_TYPES, false)
      .select(`count(*) FILTER (WHERE c.cntnts_ty_code = 'MAP')::int`, 'mapCnt')
      .addSelect(`count(*) FILTER (WHERE c.cntnts_ty_code = 'APP')::int`, 'appCnt')
      .addSelect(`count(*) FILTER (WHERE c.cntnts_ty_code = 'LYR')::int`, 'lyrCnt')
      .getRawOne<{ mapCnt: number; appCnt: number; lyrCnt: number }>();
    const shared = await this.scoped(user, 'shared', CONTENTS_TYPES, false)
      .select('count(*)::int', 'n')
      .getRawOne<{ n: number }>();
    const bookmarks = await this.scoped(user, 'mine', CONTENTS_TYPES, true)
      .select('count(*)::int', 'n')
      .getRawOne<{ n: number }>();
    return {
      mapCnt: mine?.mapCnt ?? 0,
      appCnt: mine?.appCnt ?? 0,
      lyrCnt: mine?.lyrCnt ?? 0,
      sharedCnt: shared?.n ?? 0,
      bookmarkCnt: bookmarks?.n ?? 0,
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
    const q = joinContentInfo(this.db.createQueryBuilder().from(contentsUnion(types), 'c')).setParameters({
      ...visible.params,
      me: user.userId,
      myInstt: user.insttCode,
    });
    if (scope === 'mine') q.where(bookmarkedOnly ? visible.sql : 'c.register_id = :me');
    else if (scope === 'shared') q.where(`${visible.sql} AND c.register_id <> :me AND ${TARGETED_SHARE}`);
    else q.where(`${visible.sql} AND c.register_id <> :me AND c.instt_code = :myInstt`);
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
