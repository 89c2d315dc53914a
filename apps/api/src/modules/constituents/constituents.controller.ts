import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiKeyScope } from '../../common/auth/api-key.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { localeOf } from '../../common/i18n/locale';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { ConstituentsService } from './constituents.service';
import { ConstituentDto, ConstituentQueryDto, InsttMemberParamDto, InsttParamDto, LevelDto, LevelUpdateDto } from './dto/constituents.dto';
import { InsttInvitationParamDto, InvitationDto, InviteDto, OpenBizInviteDto } from './dto/invitations.dto';
import { InvitationsService } from './invitations.service';

/**
 * Members of an institution (spec 001 §7 Constituents). Every route is institution-scoped: members
 * of another institution get 403; "admin" routes need the institution's admin (14) or a
 * provider admin (4). The openBiz institution is not managed here (provider admins only).
 */
@ApiTags('constituents')
@ApiKeyScope('members:manage')
@Controller('instt/:insttCode/constituents')
export class ConstituentsController {
  constructor(
    private readonly constituents: ConstituentsService,
    private readonly invitations: InvitationsService,
  ) {}

  /**
   * Active members of the institution (paged, newest first). `userNm` searches names,
   * `excludeMyId=true` leaves the caller out (share search); sort: registDt, userNm, userId, userSeCode.
   */
  @Get()
  @InsttScoped()
  @ApiPagedEnvelope(ConstituentDto)
  list(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttParamDto,
    @Query() q: ConstituentQueryDto,
    @Req() req: Request,
  ): Promise<Paged<ConstituentDto>> {
    return this.constituents.list(user, p.insttCode, q, localeOf(req));
  }

  /** Invites by e-mail (or the id of an openBiz member); the notice links to /invites/{insttUserNtcnId} and is valid for 7 days. Admin. */
  @Post('invite')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(InvitationDto, { status: 201 })
  invite(@CurrentUser() user: AuthUser, @Param() p: InsttParamDto, @Body() dto: InviteDto, @Req() req: Request): Promise<InvitationDto> {
    return this.invitations.invite(user, p.insttCode, dto, localeOf(req));
  }

  /** Invites an existing openBiz member by id; on acceptance the account moves into the institution. Admin. */
  @Post('invite/openbiz')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(InvitationDto, { status: 201 })
  inviteOpenBiz(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttParamDto,
    @Body() dto: OpenBizInviteDto,
    @Req() req: Request,
  ): Promise<InvitationDto> {
    return this.invitations.inviteOpenBiz(user, p.insttCode, dto, localeOf(req));
  }

  /** The join-confirmation waiting list (paged); sort: registDt, expiresDt, emailaddr; `searchNm` matches e-mail or name. Admin. */
  @Get('invites')
  @InsttScoped({ adminOnly: true })
  @ApiPagedEnvelope(InvitationDto)
  waiting(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttParamDto,
    @Query() q: PageQueryDto,
    @Req() req: Request,
  ): Promise<Paged<InvitationDto>> {
    return this.invitations.waiting(user, p.insttCode, q, localeOf(req));
  }

  /** Cancels a waiting invitation. Admin. */
  @Delete('invites/:insttUserNtcnId')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(null)
  async cancelInvite(@CurrentUser() user: AuthUser, @Param() p: InsttInvitationParamDto): Promise<null> {
    await this.invitations.cancel(user, p.insttCode, p.insttUserNtcnId);
    return null;
  }

  /** The default user list: the master account and the institution's admins. Admin. */
  @Get('default-users')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(ConstituentDto, { isArray: true })
  defaultUsers(@CurrentUser() user: AuthUser, @Param() p: InsttParamDto, @Req() req: Request): Promise<ConstituentDto[]> {
    return this.constituents.defaultUsers(user, p.insttCode, localeOf(req));
  }

  /** A member's level. */
  @Get(':userId/level')
  @InsttScoped()
  @ApiEnvelope(LevelDto)
  level(@CurrentUser() user: AuthUser, @Param() p: InsttMemberParamDto, @Req() req: Request): Promise<LevelDto> {
    return this.constituents.level(user, p.insttCode, p.userId, localeOf(req));
  }

  /** Changes a member's level (11, 12, 13, 14). The last admin and the master account cannot be lowered (422). Admin. */
  @Put(':userId/level')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(LevelDto)
  updateLevel(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttMemberParamDto,
    @Body() dto: LevelUpdateDto,
    @Req() req: Request,
  ): Promise<LevelDto> {
    return this.constituents.updateLevel(user, p.insttCode, p.userId, dto.userSeCode, localeOf(req));
  }

  /**
   * Removes a member: the account moves to openBiz as a member (12); what they made stays with the
   * institution (owned by its master). Not the master, the last admin or yourself (422). Admin.
   */
  @Delete(':userId')
  @InsttScoped({ adminOnly: true })
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: InsttMemberParamDto): Promise<null> {
    await this.constituents.remove(user, p.insttCode, p.userId);
    return null;
  }
}
