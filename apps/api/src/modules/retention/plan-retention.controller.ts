import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { Roles } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { PlanCodeParamDto, PlanRetentionDto, PlanRetentionSaveDto } from './dto/retention.dto';
import { PlanRetentions } from './plan-retention.service';

/**
 * How long each price plan keeps history (layer versions and web map revisions): the provider
 * admins' plan screen. The worker's daily history:prune job applies it per institution.
 */
@ApiTags('super-admin')
@Roles(USER_SE_CODES.PROVIDER_ADMIN)
@Controller('super-admin/plans')
export class PlanRetentionController {
  constructor(private readonly plans: PlanRetentions) {}

  /** Every plan with its history retention. */
  @Get('retention')
  @ApiEnvelope(PlanRetentionDto, { isArray: true })
  list(): Promise<PlanRetentionDto[]> {
    return this.plans.list();
  }

  /** Changes a plan's history retention (7–3650 days); 404 for an unknown plan. */
  @Put(':planCode/retention')
  @ApiEnvelope(PlanRetentionDto)
  update(@Param() p: PlanCodeParamDto, @Body() dto: PlanRetentionSaveDto): Promise<PlanRetentionDto> {
    return this.plans.update(p.planCode, dto.historyKeepDays);
  }
}
