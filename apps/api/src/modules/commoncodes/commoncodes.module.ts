import { Module } from '@nestjs/common';
import { CommonCodesController } from './common-codes.controller';
import { CommonCodesService } from './common-codes.service';

/**
 * Common code groups and codes (issue: integrator access): public, Redis-cached reads;
 * provider admins edit labels, order and use.
 */
@Module({
  controllers: [CommonCodesController],
  providers: [CommonCodesService],
  exports: [CommonCodesService],
})
export class CommonCodesModule {}
