import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { DomainError } from '../../common/errors/domain-error';
import { PlanCodeParamDto, PlanRetentionDto, PlanRetentionSaveDto } from './dto/retention.dto';
import { PLAN_RETENTIONS_SQL, UPDATE_PLAN_RETENTION_SQL } from './retention.queries';

/**
 * How long each price plan keeps history (layer versions and web map revisions): the provider
 * admins' plan screen. The worker's daily history:prune job applies it per institution.
 */
@ApiTags('super-admin')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('super-admin/plans')
export class PlanRetentionController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every plan with its history retention. */
  @Get('retention')
  @ApiEnvelope(PlanRetentionDto, { isArray: true })
  list(): Promise<PlanRetentionDto[]> {
    return this.db.query(PLAN_RETENTIONS_SQL);
  }

  /** Changes a plan's history retention (7–3650 days); 404 for an unknown plan. */
  @Put(':planCode/retention')
  @ApiEnvelope(PlanRetentionDto)
  async update(@Param() p: PlanCodeParamDto, @Body() dto: PlanRetentionSaveDto): Promise<PlanRetentionDto> {
    const [rows] = (await this.db.query(UPDATE_PLAN_RETENTION_SQL, [p.planCode, dto.historyKeepDays])) as [PlanRetentionDto[], number];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'billing.planNotFound');
    return rows[0];
  }
}
