import { Module } from '@nestjs/common';

/** Common code groups and codes (issue: integrator access). */
@Module({})
export class CommonCodesModule {}
