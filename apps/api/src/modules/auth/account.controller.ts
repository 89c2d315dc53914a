import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { FindIdQueryDto, FindPasswordDto, InsttSignUpDto, SignedUpDto, SignUpDto } from '../users';
import { AccountService } from './account.service';
import { FoundUserIdDto } from '../verification';

@ApiTags('auth')
@Public()
@Controller('auth/users')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  /** Individual sign-up: joins the openBiz institution. Needs the e-mail verification token. */
  @Post('signup')
  @ApiEnvelope(SignedUpDto, { status: 201 })
  signUp(@Body() dto: SignUpDto, @Ip() ip: string): Promise<SignedUpDto> {
    return this.accounts.signUp(dto, ip);
  }

  /** Institution sign-up: the institution with its plan and its master admin account. */
  @Post('signup/instt')
  @ApiEnvelope(SignedUpDto, { status: 201 })
  signUpInstitution(@Body() dto: InsttSignUpDto, @Ip() ip: string): Promise<SignedUpDto> {
    return this.accounts.signUpInstitution(dto, ip);
  }

  /** The id found by a confirmed idFind verification (the token is spent). */
  @Get('find-id')
  @ApiEnvelope(FoundUserIdDto)
  findId(@Query() q: FindIdQueryDto): Promise<FoundUserIdDto> {
    return this.accounts.findId(q.verificationToken);
  }

  /** Sets a new password with a confirmed pwFind verification. */
  @Post('find-password')
  @HttpCode(200)
  @ApiEnvelope(null)
  async findPassword(@Body() dto: FindPasswordDto): Promise<null> {
    await this.accounts.resetPassword(dto.verificationToken, dto.newPassword);
    return null;
  }
}
