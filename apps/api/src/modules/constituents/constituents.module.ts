import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Institution } from '../directory';
import { User } from '../users';
import { ConstituentsController } from './constituents.controller';
import { ConstituentsService } from './constituents.service';
import { InsttUserNtcn } from './entities/instt-user-ntcn.entity';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { MemberRemovalHandlers } from './member-removal.registry';
import { MembershipService } from './membership.service';

/**
 * Members of institutions (spec 001 §7 Constituents): the member list, invitations, levels and
 * removal. Exports MembershipService (who belongs where) and MemberRemovalHandlers (features
 * register what happens to a removed member's data).
 */
@Module({
  imports: [TypeOrmModule.forFeature([InsttUserNtcn, User, Institution])],
  controllers: [ConstituentsController, InvitationsController],
  providers: [ConstituentsService, InvitationsService, MembershipService, MemberRemovalHandlers],
  exports: [MembershipService, MemberRemovalHandlers],
})
export class ConstituentsModule {}
