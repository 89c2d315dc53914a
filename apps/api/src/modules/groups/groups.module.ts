import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConstituentsModule } from '../constituents';
import { UserGroupMember } from './entities/user-group-member.entity';
import { UserGroup } from './entities/user-group.entity';
import { GroupsController } from './groups.controller';
import { GroupsMemberRemoval } from './groups.member-removal';
import { GroupsService } from './groups.service';

/** Groups (spec 001 §7 share search "my group list", /group*): members' share-target lists within an institution. */
@Module({
  imports: [TypeOrmModule.forFeature([UserGroup, UserGroupMember]), ConstituentsModule],
  controllers: [GroupsController],
  providers: [GroupsService, GroupsMemberRemoval],
  exports: [GroupsService],
})
export class GroupsModule {}
