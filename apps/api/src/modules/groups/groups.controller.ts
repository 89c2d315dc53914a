import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { localeOf } from '../../common/i18n/locale';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import {
  GroupCreateDto,
  GroupDetailDto,
  GroupMembersDto,
  GroupParamDto,
  GroupQueryDto,
  GroupSummaryDto,
  GroupUpdateDto,
} from './dto/groups.dto';
import { GroupsService } from './groups.service';

/**
 * Groups (share scope 2): a member's named lists of fellow members of the same institution.
 * Members 11, 12 and 14 of an institution own groups; viewers (13), openBiz accounts and provider
 * admins do not. A group is changed by its owner, its institution's admins (14) and provider
 * admins (4); its members may read it.
 */
@ApiTags('groups')
@ApiKeyScope('members:manage')
@Controller('groups')
export class GroupsController {
  constructor(private readonly groups: GroupsService) {}

  /** Groups I own or belong to (paged, newest first; `relation` owned / member narrows it; `groupNm` searches names; sort: registDt, groupNm, memberCnt). Admins add `insttCode` for every group of their institution. */
  @Get()
  @ApiPagedEnvelope(GroupSummaryDto)
  list(@CurrentUser() user: AuthUser, @Query() q: GroupQueryDto): Promise<Paged<GroupSummaryDto>> {
    return this.groups.list(user, q);
  }

  /** Creates a group (409 when I already have a group of that name, 422 for banned words or members of another institution). */
  @Post()
  @ApiEnvelope(GroupDetailDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: GroupCreateDto, @Req() req: Request): Promise<GroupDetailDto> {
    return this.groups.create(user, dto, localeOf(req));
  }

  /** A group with its members. */
  @Get(':groupSn')
  @ApiEnvelope(GroupDetailDto)
  detail(@CurrentUser() user: AuthUser, @Param() p: GroupParamDto, @Req() req: Request): Promise<GroupDetailDto> {
    return this.groups.detail(user, p.groupSn, localeOf(req));
  }

  /** Renames a group or changes its description. */
  @Put(':groupSn')
  @ApiEnvelope(GroupDetailDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: GroupParamDto,
    @Body() dto: GroupUpdateDto,
    @Req() req: Request,
  ): Promise<GroupDetailDto> {
    return this.groups.update(user, p.groupSn, dto, localeOf(req));
  }

  /** Deletes a group. */
  @Delete(':groupSn')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: GroupParamDto): Promise<null> {
    await this.groups.remove(user, p.groupSn);
    return null;
  }

  /** Leaves a group I belong to (422 for its owner: delete it instead; 404 when I am not in it). */
  @Delete(':groupSn/membership')
  @ApiEnvelope(null)
  async leave(@CurrentUser() user: AuthUser, @Param() p: GroupParamDto): Promise<null> {
    await this.groups.leave(user, p.groupSn);
    return null;
  }

  /** Adds members: active members of the group's institution only (422 naming the others). */
  @Post(':groupSn/members')
  @ApiEnvelope(GroupDetailDto, { status: 201 })
  addMembers(
    @CurrentUser() user: AuthUser,
    @Param() p: GroupParamDto,
    @Body() dto: GroupMembersDto,
    @Req() req: Request,
  ): Promise<GroupDetailDto> {
    return this.groups.addMembers(user, p.groupSn, dto.userIdList, localeOf(req));
  }

  /** Removes members. */
  @Delete(':groupSn/members')
  @ApiEnvelope(GroupDetailDto)
  removeMembers(
    @CurrentUser() user: AuthUser,
    @Param() p: GroupParamDto,
    @Body() dto: GroupMembersDto,
    @Req() req: Request,
  ): Promise<GroupDetailDto> {
    return this.groups.removeMembers(user, p.groupSn, dto.userIdList, localeOf(req));
  }
}
