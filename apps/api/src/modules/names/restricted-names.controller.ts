import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { RestrictedNameUseDto } from './dto/restricted-names.dto';
import { RestrictedNameStore } from './restricted-name-store';

/** Names with restricted words, for the provider's review (docs/api-guide.md "Names"). Provider admins (4). */
@ApiTags('super-admin')
@ApiBearerAuth('bearer')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('super-admin/restricted-names')
export class RestrictedNamesController {
  constructor(private readonly names: RestrictedNameStore) {}

  /** Newest first. */
  @Get()
  @ApiPagedEnvelope(RestrictedNameUseDto)
  async list(@Query() q: PageQueryDto): Promise<Paged<RestrictedNameUseDto>> {
    const { rows, total } = await this.names.page(q.pageSize, offsetOf(q));
    return toPaged(rows, total, q);
  }
}
