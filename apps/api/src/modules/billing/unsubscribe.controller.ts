import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { InsttCodeParamDto } from '../institutions';
import { SubscriptionDto } from './dto/billing.dto';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * Unsubscribe (spec 001 §7 Institution; docs/billing.md "Unsubscribe"): the institution's admins
 * (14) and provider admins (4); members and other institutions get 403.
 */
@ApiTags('institutions')
@ApiBearerAuth('bearer')
@InsttScoped({ adminOnly: true })
@Controller('instt')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  /** Cancels the subscription at the end of the current billing month (endDe, the last day of service, and dataDeletionDe in the answer). 409 when already cancelled; openBiz 422. */
  @Post(':insttCode/unsubscribe')
  @HttpCode(200)
  @ApiEnvelope(SubscriptionDto)
  schedule(@CurrentUser() user: AuthUser, @Param() p: InsttCodeParamDto): Promise<SubscriptionDto> {
    return this.unsubscribe.schedule(user, p.insttCode);
  }

  /** Undoes the cancellation until its last day (409 when none is scheduled or it has ended; provider admins may restore an ended one while its data is kept). */
  @Delete(':insttCode/unsubscribe')
  @ApiEnvelope(SubscriptionDto)
  undo(@CurrentUser() user: AuthUser, @Param() p: InsttCodeParamDto): Promise<SubscriptionDto> {
    return this.unsubscribe.undo(user, p.insttCode);
  }
}
