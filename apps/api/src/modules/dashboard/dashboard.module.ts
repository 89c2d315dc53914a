import { Module } from '@nestjs/common';

/** Institution and provider dashboards (issue: dashboards, boards, my page, legal, service lab). */
@Module({})
export class DashboardModule {}
