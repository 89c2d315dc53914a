import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ElectionController, ElectionManageController } from './election.controller';
import { ElectionService } from './election.service';
import { LabAccessService } from './lab-access.service';
import { LabController } from './lab.controller';
import { LandController, LandSearchController } from './land.controller';
import { LandService } from './land.service';
import { LuckyService } from './lucky.service';

/** Service lab (issue 10): access and add-on marks, lucky map, land bundle, election map and election management (561). */
@Module({
  imports: [BillingModule],
  controllers: [LabController, LandSearchController, LandController, ElectionController, ElectionManageController],
  providers: [LabAccessService, LuckyService, LandService, ElectionService],
})
export class LabModule {}
