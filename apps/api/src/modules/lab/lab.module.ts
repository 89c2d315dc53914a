import { Module } from '@nestjs/common';

/** Service lab: lucky map, land bundle, election map and election management (issue: dashboards, boards, my page, legal, service lab). */
@Module({})
export class LabModule {}
