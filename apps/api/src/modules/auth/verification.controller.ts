import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { localeOf } from '../../common/i18n/locale';
import { AccountService } from './account.service';
import { ExpireDto, FindIdConfirmDto, FindIdSendDto, FindPasswordConfirmDto, FindPasswordSendDto, FoundIdDto, SmsCheckDto, SmsSendDto, VerifiedDto, VerifyEmailConfirmDto, VerifyEmailSendDto, VerificationService } from '../verification';

/**
 * Verification codes by e-mail (signUp, idFind, pwFind) and SMS (signUp): send answers the
 * code's expireDt, /response and /check a one-use verification token (spec 001 §4, §5).
 */
@ApiTags('verification')
@Public()
@Controller()
export class VerificationController {
  constructor(
    private readonly verification: VerificationService,
    private readonly accounts: AccountService,
  ) {}

  /** Sends a sign-up (or e-mail change) code to an e-mail address. */
  @Post('auth/email/verify-email')
  @HttpCode(200)
  @ApiEnvelope(ExpireDto)
  sendSignUp(@Body() dto: VerifyEmailSendDto, @Ip() ip: string, @Req() req: Request): Promise<ExpireDto> {
    return this.verification.send(this.signUpEmail(dto), ip, localeOf(req));
  }

  @Post('auth/email/verify-email/response')
  @HttpCode(200)
  @ApiEnvelope(VerifiedDto)
  confirmSignUp(@Body() dto: VerifyEmailConfirmDto, @Ip() ip: string): Promise<VerifiedDto> {
    return this.verification.confirm(this.signUpEmail(dto), dto.emailCrtfcKey, ip);
  }

  /** Sends an idFind code to the e-mail of the member with this name. */
  @Post('auth/email/find-id')
  @HttpCode(200)
  @ApiEnvelope(ExpireDto)
  sendFindId(@Body() dto: FindIdSendDto, @Ip() ip: string, @Req() req: Request): Promise<ExpireDto> {
    return this.accounts.sendFindIdCode(dto, ip, localeOf(req));
  }

  /** Confirms the idFind code and answers the member id. */
  @Post('auth/email/find-id/response')
  @HttpCode(200)
  @ApiEnvelope(FoundIdDto)
  confirmFindId(@Body() dto: FindIdConfirmDto, @Ip() ip: string): Promise<FoundIdDto> {
    return this.accounts.confirmFindId(dto, ip);
  }

  /** Sends a pwFind code to the e-mail of the member with this id and name. */
  @Post('auth/email/find-password')
  @HttpCode(200)
  @ApiEnvelope(ExpireDto)
  sendFindPassword(@Body() dto: FindPasswordSendDto, @Ip() ip: string, @Req() req: Request): Promise<ExpireDto> {
    return this.accounts.sendFindPasswordCode(dto, ip, localeOf(req));
  }

  @Post('auth/email/find-password/response')
  @HttpCode(200)
  @ApiEnvelope(VerifiedDto)
  confirmFindPassword(@Body() dto: FindPasswordConfirmDto, @Ip() ip: string): Promise<VerifiedDto> {
    return this.accounts.confirmFindPassword(dto, ip);
  }

  /** Sends a sign-up code by SMS. */
  @Post('instt/sms/crtfc/send')
  @HttpCode(200)
  @ApiEnvelope(ExpireDto)
  sendSms(@Body() dto: SmsSendDto, @Ip() ip: string, @Req() req: Request): Promise<ExpireDto> {
    return this.verification.send(this.signUpSms(dto), ip, localeOf(req));
  }

  @Post('instt/sms/crtfc/check')
  @HttpCode(200)
  @ApiEnvelope(VerifiedDto)
  checkSms(@Body() dto: SmsCheckDto, @Ip() ip: string): Promise<VerifiedDto> {
    return this.verification.confirm(this.signUpSms(dto), dto.smsCrtfcKey, ip);
  }

  private signUpEmail(dto: VerifyEmailSendDto) {
    return { type: 'signUp' as const, channel: 'email' as const, target: dto.emailaddr, params: { userId: dto.userId } };
  }

  private signUpSms(dto: SmsSendDto) {
    return { type: 'signUp' as const, channel: 'sms' as const, target: dto.phoneNumber, params: { userId: dto.userId } };
  }
}
