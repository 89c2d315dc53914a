import { Module } from '@nestjs/common';

/** Provider and institution notices (issue: dashboards, boards, my page, legal, service lab). */
@Module({})
export class NoticesModule {}
