import { Module } from '@nestjs/common';
import { AttachmentsModule } from '../attachments';
import { InsttNoticesController, NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';

/** Provider and institution notices (issue: dashboards, boards, my page, legal, service lab). */
@Module({
  imports: [AttachmentsModule],
  controllers: [NoticesController, InsttNoticesController],
  providers: [NoticesService],
})
export class NoticesModule {}
