import { Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AttachmentsModule } from '../attachments';
import { AuthModule } from '../auth';
import { User, UsersModule } from '../users';
import { VerificationModule } from '../verification';
import { Institution } from '../directory';
import { InstitutionAdminService } from './institution-admin.service';
import { InstitutionContentCounters } from './institution-content-counters';
import { InstitutionMasterController } from './institution-master.controller';
import { InstitutionMasterService } from './institution-master.service';
import { InstitutionWithdrawalHooks } from './institution-withdrawal-hooks';
import { InstitutionsController } from './institutions.controller';
import { countGroups, countMembers } from './institutions.queries';
import { InstitutionsService } from './institutions.service';

/**
 * Institutions feature (spec 000 §1–§4, spec 001 §7): the provider's list, the public panel,
 * details and image, status and state, withdrawal, master account and phone, content counts.
 * Other features register their content counters and withdrawal hooks through the exported
 * registries.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Institution, User]),
    AuthModule,
    UsersModule,
    VerificationModule,
    AttachmentsModule,
  ],
  controllers: [InstitutionsController, InstitutionMasterController],
  providers: [
    InstitutionsService,
    InstitutionAdminService,
    InstitutionMasterService,
    InstitutionContentCounters,
    InstitutionWithdrawalHooks,
  ],
  exports: [InstitutionsService, InstitutionContentCounters, InstitutionWithdrawalHooks],
})
export class InstitutionsModule implements OnModuleInit {
  constructor(
    private readonly counters: InstitutionContentCounters,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.counters.register('memberCnt', (insttCode) => countMembers(this.db, insttCode));
    this.counters.register('groupCnt', (insttCode) => countGroups(this.db, insttCode));
  }
}
