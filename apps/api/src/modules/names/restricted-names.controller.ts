import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { RestrictedNameUseDto } from './dto/restricted-names.dto';

/** Names with restricted words, for the provider's review (docs/api-guide.md "Names"). Provider admins (4). */
@ApiTags('super-admin')
@ApiBearerAuth('bearer')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('super-admin/restricted-names')
export class RestrictedNamesController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Newest first. */
  @Get()
  @ApiPagedEnvelope(RestrictedNameUseDto)
  async list(@Query() q: PageQueryDto): Promise<Paged<RestrictedNameUseDto>> {
    const rows = await this.db.query<(Omit<RestrictedNameUseDto, 'registDt'> & { registDt: Date })[]>(
      `SELECT use_sn::int AS "useSn", field, route, name_value AS "nameValue", word, user_id AS "userId",
              instt_code AS "insttCode", regist_dt AS "registDt"
         FROM restricted_name_use ORDER BY regist_dt DESC, use_sn DESC LIMIT $1 OFFSET $2`,
      [q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM restricted_name_use`,
    );
    return toPaged(
      rows.map((r) => ({ ...r, registDt: r.registDt.toISOString() })),
      total,
      q,
    );
  }
}
