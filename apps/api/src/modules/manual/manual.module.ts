import { Module } from '@nestjs/common';
import { ManualController } from './manual.controller';
import { ManualService } from './manual.service';

/** Manuals: the admin manual PDF built from docs/admin-manual.md (issue 10, Help). */
@Module({
  controllers: [ManualController],
  providers: [ManualService],
})
export class ManualModule {}
