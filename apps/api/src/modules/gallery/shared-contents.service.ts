import { CONTENT_KINDS } from '@nuri/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { containsPattern } from '../../common/db/search-text';
import { ContentReactions } from './content-reactions.service';
import { CONTENT_COLUMNS, contentsUnion, joinContentInfo, type ContentRow } from './contents.queries';
import type { AllSharedQueryDto, SharedContentDto } from './dto/gallery.dto';

/** Orders of the all-shared list. */
const ALL_SHARED_ORDER = {
  recent: 'c.updt_dt',
  views: 'coalesce(s.view_cnt, 0)',
  recommends: 'coalesce(s.recomend_cnt, 0)',
} as const;

/**
 * Contents shared with everyone (/contents, spec 001 §7 "Map gallery applications": all-shared,
 * info, bookmark, recommend, view-count): the maps and themed apps in use that carry an everyone
 * share (scope 0), and the reactions to any content the caller may view.
 */
@Injectable()
export class SharedContentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reactions: ContentReactions,
  ) {}

  async allShared(user: AuthUser | undefined, q: AllSharedQueryDto): Promise<Paged<SharedContentDto>> {
    const base = joinContentInfo(
      this.db
        .createQueryBuilder()
        .from(contentsUnion(q.contentsType ? [q.contentsType] : [CONTENT_KINDS.WEB_MAP, CONTENT_KINDS.THEMED_APP]), 'c'),
    )
      .where(`c.use_sttus_se_code = '01'`)
      .andWhere(
        `EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = c.cntnts_ty_code AND p.cntnts_id = c.cntnts_id AND p.pblonsip_scope_se_code = 0)`,
      )
      .setParameters({ me: user?.userId ?? null });
    if (q.insttCode) base.andWhere('c.instt_code = :instt', { instt: q.insttCode });
    const search = q.searchNm?.trim();
    if (search) base.andWhere('c.cntnts_sj ILIKE :search', { search: containsPattern(search) });
    const total = await base.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    const rows = await base
      .select(CONTENT_COLUMNS)
      .orderBy(ALL_SHARED_ORDER[q.sort ?? 'recent'], q.direction)
      .addOrderBy('c.cntnts_id', q.direction)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .getRawMany<ContentRow>();
    return toPaged(
      rows.map((r) => this.reactions.toDto(r)),
      total?.total ?? 0,
      q,
    );
  }

  /** One content the caller may view, with its counters and the caller's reactions. */
  async info(user: AuthUser | undefined, cntntsId: string): Promise<SharedContentDto> {
    return this.reactions.toDto(await this.reactions.findViewable(user, cntntsId));
  }

  async bookmark(user: AuthUser, cntntsId: string): Promise<SharedContentDto> {
    const row = await this.reactions.findViewable(user, cntntsId);
    await this.reactions.bookmark(user, { type: row.cntntsTyCode, id: row.cntntsId });
    return this.info(user, cntntsId);
  }

  async unbookmark(user: AuthUser, cntntsId: string): Promise<SharedContentDto> {
    const row = await this.reactions.findViewable(user, cntntsId);
    await this.reactions.unbookmark(user, { type: row.cntntsTyCode, id: row.cntntsId });
    return this.info(user, cntntsId);
  }

  async recommend(user: AuthUser, cntntsId: string): Promise<SharedContentDto> {
    const row = await this.reactions.findViewable(user, cntntsId);
    await this.reactions.recommend(user, { type: row.cntntsTyCode, id: row.cntntsId });
    return this.info(user, cntntsId);
  }

  async view(
    user: AuthUser | undefined,
    ip: string | undefined,
    cntntsId: string,
  ): Promise<SharedContentDto> {
    const row = await this.reactions.findViewable(user, cntntsId);
    await this.reactions.view(user, ip, { type: row.cntntsTyCode, id: row.cntntsId });
    return this.info(user, cntntsId);
  }
}
