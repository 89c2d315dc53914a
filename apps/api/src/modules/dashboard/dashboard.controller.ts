import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import { Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { InsttCodeParamDto } from '../institutions';
import { DashboardService } from './dashboard.service';
import {
  DailyCreatedDto,
  DashboardYearQueryDto,
  InsttDashboardDto,
  MemberContentsDto,
  MonthlyCreatedDto,
  ProviderDashboardDto,
} from './dto/dashboard.dto';

/**
 * Dashboards (spec 001 §3 "Dashboard counts", §7 "Dashboard"): an institution's figures for its
 * admins (14) and provider admins (4); the provider's figures across institutions for provider admins.
 */
@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Provider dashboard: institutions by state, members and contents totals, subscriptions by plan, revenue of `searchYear` and unpaid total (provider admins). */
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @Get('provider')
  @ApiEnvelope(ProviderDashboardDto)
  provider(@Query() q: DashboardYearQueryDto): Promise<ProviderDashboardDto> {
    return this.dashboard.provider(q.searchYear);
  }

  /** Institution figures: contents, members, invitations, groups, weekly users, price plan. */
  @InsttScoped({ adminOnly: true })
  @Get('instt/:insttCode')
  @ApiEnvelope(InsttDashboardDto)
  institution(@Param() p: InsttCodeParamDto): Promise<InsttDashboardDto> {
    return this.dashboard.institution(p.insttCode);
  }

  /** Contents created per day over the last 30 days (30 rows, oldest first). */
  @InsttScoped({ adminOnly: true })
  @Get('instt/:insttCode/daily-created')
  @ApiEnvelope(DailyCreatedDto, { isArray: true })
  dailyCreated(@Param() p: InsttCodeParamDto): Promise<DailyCreatedDto[]> {
    return this.dashboard.dailyCreated(p.insttCode);
  }

  /** Contents (layers, web maps, themed apps) per owner, most first; active members without contents count 0 (screen 551). */
  @InsttScoped({ adminOnly: true })
  @Get('instt/:insttCode/contents-by-member')
  @ApiEnvelope(MemberContentsDto, { isArray: true })
  contentsByMember(@Param() p: InsttCodeParamDto): Promise<MemberContentsDto[]> {
    return this.dashboard.contentsByMember(p.insttCode);
  }

  /** Contents created per month of `searchYear` (12 rows, default the current year). */
  @InsttScoped({ adminOnly: true })
  @Get('instt/:insttCode/monthly-created')
  @ApiEnvelope(MonthlyCreatedDto, { isArray: true })
  monthlyCreated(
    @Param() p: InsttCodeParamDto,
    @Query() q: DashboardYearQueryDto,
  ): Promise<MonthlyCreatedDto[]> {
    return this.dashboard.monthlyCreated(p.insttCode, q.searchYear);
  }
}
