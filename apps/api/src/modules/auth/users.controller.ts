import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { DomainError } from '../../common/errors/domain-error';
import { localeOf, translate } from '../../common/i18n/locale';
import { ObjectStorage, sendObject } from '../../common/storage';
import { AccountService } from './account.service';
import { EmailExistsQueryDto, ExistsDto, MyInfoDto, PasswordChangeDto, RevalidateDto, RevalidatedDto, UpdateMyInfoDto, UserIdExistsQueryDto, WithdrawDto, UsersService } from '../users';

// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const IMAGE_UPLOAD_CAP = 10 * 1024 * 1024;

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountService,
    private readonly storage: ObjectStorage,
  ) {}

  /** Whether a member id is taken ('already in use' / 'available'). */
  @Public()
  @Get('id/exists')
  @ApiEnvelope(ExistsDto)
  async idExists(@Query() q: UserIdExistsQueryDto, @Req() req: Request): Promise<ExistsDto> {
    return this.existsAnswer(await this.users.idExists(q.userId), req);
  }

  /** Whether an e-mail address is used by an active member. */
  @Public()
  @Get('email/exists')
  @ApiEnvelope(ExistsDto)
  async emailExists(@Query() q: EmailExistsQueryDto, @Req() req: Request): Promise<ExistsDto> {
    return this.existsAnswer(await this.users.emailExists(q.email), req);
  }

  /** My account information. */
  @Get('me')
  @ApiEnvelope(MyInfoDto)
  me(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<MyInfoDto> {
    return this.users.me(user.userId, localeOf(req));
  }

  /** Updates my name, marketing consent or (with its verification token) e-mail. */
  @Put('me')
  @ApiEnvelope(MyInfoDto)
  async updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateMyInfoDto, @Req() req: Request): Promise<MyInfoDto> {
    await this.accounts.updateMe(user.userId, dto);
    return this.users.me(user.userId, localeOf(req));
  }

  /** Changes my password (old password, or a revalidation token from POST /users/validation). */
  @Put('password')
  @ApiEnvelope(null)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: PasswordChangeDto): Promise<null> {
    await this.accounts.changePassword(user.userId, dto);
    return null;
  }

  /** Re-checks my password before a sensitive change. */
  @Post('validation')
  @HttpCode(200)
  @ApiEnvelope(RevalidatedDto)
  async revalidate(@CurrentUser() user: AuthUser, @Body() dto: RevalidateDto, @Ip() ip: string): Promise<RevalidatedDto> {
    return { revalidationToken: await this.accounts.revalidate(user.userId, dto.password, ip) };
  }

  /** Uploads my profile image (png, jpg or jpeg, at most 1 MB). */
  @Post('image')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: IMAGE_UPLOAD_CAP, files: 1 } }))
  @ApiEnvelope('string')
  setImage(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<string> {
    if (!file) throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field: 'file', message: 'file is required' }]);
    return this.users.setImage(user.userId, file);
  }

  /** Removes my profile image. */
  @Delete('image')
  @ApiEnvelope(null)
  async deleteImage(@CurrentUser() user: AuthUser): Promise<null> {
    await this.users.deleteImage(user.userId);
    return null;
  }

  /** A member's profile image. */
  @Public()
  @RawResponse()
  @Get(':userId/image')
  async image(@Param('userId') userId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const key = await this.users.imageFile(userId);
    await sendObject(req, res, this.storage, key, {
      headers: { 'Cache-Control': 'private, max-age=300', 'Content-Type': key.endsWith('.png') ? 'image/png' : 'image/jpeg' },
      missing: new DomainError('NOT_FOUND', 'error.notFound'),
    });
  }

  /** Withdraws my membership (password and reason required). */
  @Delete('me')
  @ApiEnvelope(null)
  async withdraw(@CurrentUser() user: AuthUser, @Body() dto: WithdrawDto): Promise<null> {
    await this.accounts.withdraw(user.userId, dto);
    return null;
  }

  private existsAnswer(exists: boolean, req: Request): ExistsDto {
    return { exists, message: translate(exists ? 'common.alreadyInUse' : 'common.available', {}, localeOf(req)) };
  }
}
