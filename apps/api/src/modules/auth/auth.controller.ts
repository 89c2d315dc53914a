import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { localeOf } from '../../common/i18n/locale';
import { ExpireDto } from '../verification/dto/verification.dto';
import { AuthService } from './auth.service';
import { ChallengeDto, LoginDto, LoginResultDto, LogoutDto, PublicKeyDto, RefreshDto, SecondFactorDto, TokensDto } from './dto/auth.dto';
import { PasswordCipher } from './password-cipher.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cipher: PasswordCipher,
  ) {}

  /** The RSA public key that password fields are encrypted with (RSA-OAEP-SHA256, base64). */
  @Public()
  @Get('auth/public-key')
  @ApiEnvelope(PublicKeyDto)
  publicKey(): PublicKeyDto {
    return { keyId: this.cipher.keyId, publicKey: this.cipher.publicKey };
  }

  /** Log in with id and encrypted password; admin accounts answer with a second-factor challenge. */
  @Public()
  @Post('auth/login')
  @HttpCode(200)
  @ApiEnvelope(LoginResultDto)
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResultDto> {
    return this.auth.login(dto.userId, dto.password, ip);
  }

  /** Sends the admin's login code to their e-mail. */
  @Public()
  @Post('emailAuthentication/send')
  @HttpCode(200)
  @ApiEnvelope(ExpireDto)
  sendSecondFactor(@Body() dto: ChallengeDto, @Ip() ip: string, @Req() req: Request): Promise<ExpireDto> {
    return this.auth.sendSecondFactor(dto.challengeId, ip, localeOf(req));
  }

  /** Completes an admin login with the e-mailed code. */
  @Public()
  @Post('auth/login/second-factor')
  @HttpCode(200)
  @ApiEnvelope(TokensDto)
  secondFactor(@Body() dto: SecondFactorDto, @Ip() ip: string): Promise<TokensDto> {
    return this.auth.confirmSecondFactor(dto.challengeId, dto.emailCrtfcKey, ip);
  }

  /** Exchanges a refresh token for new tokens (the old one is spent; reuse after REFRESH_REUSE_GRACE_SECONDS, 10 s by default, ends the login, a retry within it gets new tokens). */
  @Public()
  @Post('auth/refresh')
  @HttpCode(200)
  @ApiEnvelope(TokensDto)
  refresh(@Body() dto: RefreshDto, @Ip() ip: string): Promise<TokensDto> {
    return this.auth.refresh(dto.refreshToken, ip);
  }

  /** Ends this login: the refresh family and the access token are revoked. */
  @Post('auth/logout')
  @HttpCode(200)
  @ApiEnvelope(null)
  async logout(@CurrentUser() user: AuthUser, @Body() dto: LogoutDto): Promise<null> {
    await this.auth.logout(user, dto.refreshToken);
    return null;
  }
}
