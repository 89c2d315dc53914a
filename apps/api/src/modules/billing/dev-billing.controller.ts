import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { BillingDailyService } from './billing-daily.service';
import { DevBillingRunDto, type BillingRunReportDto } from './dto/billing.dto';

/**
 * Development and test tool: runs the daily billing job in this process at the clock's day
 * (PUT /api/dev/clock moves it). Absent (404) unless DEV_TOOLS is on, never in production.
 */
@ApiExcludeController()
@Public()
@Controller('dev/billing')
export class DevBillingController {
  constructor(
    private readonly config: AppConfig,
    private readonly daily: BillingDailyService,
  ) {}

  /** Answers the per-institution report; `insttCodes` limits the run (tests keep to their own institutions). */
  @Post('run-daily')
  @HttpCode(200)
  runDaily(@Body() dto: DevBillingRunDto): Promise<BillingRunReportDto> {
    if (!this.config.devTools) throw new DomainError('ROUTE_NOT_FOUND', 'error.routeNotFound');
    return this.daily.runDaily(dto.insttCodes);
  }
}
