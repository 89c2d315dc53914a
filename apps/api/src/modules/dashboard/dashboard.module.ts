import { Module } from '@nestjs/common';
import { InstitutionsModule } from '../institutions';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** Institution and provider dashboards (issue: dashboards, boards, my page, legal, service lab). */
@Module({
  imports: [InstitutionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
