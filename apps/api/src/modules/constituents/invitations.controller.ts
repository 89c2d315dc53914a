import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { localeOf } from '../../common/i18n/locale';
import { InvitationAgreedDto, InvitationCheckDto, InvitationParamDto } from './dto/invitations.dto';
import { InvitationsService } from './invitations.service';

/** The invitee's side of an invitation (the link in the notice: /invites/{insttUserNtcnId}). */
@ApiTags('constituents')
@Controller('invites')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /**
   * Checks an invitation: institution, level, state and expiry. Public, so the link works before
   * signing up or logging in; the unguessable id is the capability, and the e-mail is masked
   * unless the caller is logged in as the invitee (isInvitee).
   */
  @Public()
  @Get(':insttUserNtcnId')
  @ApiEnvelope(InvitationCheckDto)
  check(@CurrentUser() user: AuthUser | undefined, @Param() p: InvitationParamDto, @Req() req: Request): Promise<InvitationCheckDto> {
    return this.invitations.check(user, p.insttUserNtcnId, localeOf(req));
  }

  /**
   * Accepts an invitation while logged in as the invited account: joins the institution with the
   * invited level, leaving openBiz. Refresh the tokens afterwards (they still name the old
   * institution). 410 when expired, 409 when canceled or already accepted, 403 for anyone else.
   */
  @Post(':insttUserNtcnId/agree')
  @HttpCode(200)
  @ApiEnvelope(InvitationAgreedDto)
  agree(@CurrentUser() user: AuthUser, @Param() p: InvitationParamDto, @Req() req: Request): Promise<InvitationAgreedDto> {
    return this.invitations.agree(user, p.insttUserNtcnId, localeOf(req));
  }
}
